/**
 * The event a document names only by its title or by a cell of its event's column (issue 32). A
 * registry extract, a one-stop shop's declaration or a platform's card prints the company's fields
 * under a title that says what the document is (`Avis d'immatriculation`, `Déclaration de
 * constitution`, `… | Constitution | …`), and an export prints the event in a column that names the
 * act (`rubrique`, `Nature de l'acte`, `mouvement`): a human reader takes that title or that cell as
 * the notice's event, as a heading. An extract or notice of a company's (first) registration is its
 * constitution. Read by `classify.ts` only where no wording names an event (the notice's own words
 * win over a document's title), and only when every title and cell that names an event names the
 * same type (a rubric of several events names none).
 */

import type { AnnonceType } from '../model/announcement.ts';
import { fold } from './fold.ts';
import { TITLE_NOUNS, titleNoun } from './title-nouns.ts';

/** How many of the document's first non-blank lines may hold its title. */
const TITLE_LINES = 4;

/** A title's parts as a page or a form prints them side by side (`Province Nord – Guichet – Avis …`, `site | Constitution | date`, a breadcrumb's `>`). */
const TITLE_PARTS = /\s+[-\u2013\u2014|>/]\s+|\s*\|\s*/;

/** The nouns a document names itself by before its event (`Avis de …`, `Déclaration de …`, `Extrait d'…`). */
const DOCUMENT_NOUN = String.raw`(?:avis|extrait|declaration|demande|bulletin|formulaire|certificat|fiche|annonces?(?: legales?)?)`;

/**
 * A document of a company's registration, not a branch's or an amendment's: the record it opens is
 * a new company's (`Extrait d'immatriculation principale`, `Avis d'immatriculation à publier`).
 */
const REGISTRATION_DOCUMENT = new RegExp(String.raw`^${DOCUMENT_NOUN} d'immatriculation\b(?! (?:secondaire|modificative|complementaire))`);

/** A document named by its event (`Déclaration de constitution d'une personne morale`): the event's noun. */
const DOCUMENT_OF_EVENT = new RegExp(String.raw`^${DOCUMENT_NOUN} (?:de la |de l'|de |d'|des )([a-z]+)(?:\s|\(|$)`);

/** A part that is the event's noun alone (`Constitution`, `CONSTITUTIONS`, `Cession (acte du …)`). */
const BARE_NOUN = /^([a-z]+)\s*(?:\([^()]*\))?$/;

/**
 * A line where the title has ended: a field, a table's row (`Dénomination : X`, `| Rubrique | …`,
 * `a;b;c`), or a sentence that introduces the notice (`… veuillez publier :`), under which a title
 * is the notice's own, read as such by heading-event-noun.ts or not at all.
 */
const FIELD_OR_ROW = /:\s*(?:\S|$)|^\s*[|+┌│]|;/;

/**
 * The names a column or a label gives the event it holds (`rubrique`, `Nature de l'acte`,
 * `type_evenement`, `mouvement`), folded, with underscores read as spaces.
 */
const EVENT_COLUMN = /^(?:rubrique|nature(?: de (?:l'acte|l'evenement|l'operation|la formalite|l'annonce|l'inscription))?|evenements?|mouvements?|type(?: d'| de | )(?:acte|annonce|evenement|formalite|mouvement|inscription)|categorie(?: d'annonce)?)$/;
/** A cheap test that a text may hold such a column (speed only). */
const MAY_HOLD_EVENT_COLUMN = /rubrique|nature|evenement|mouvement|type|categorie/;

/** The cell separators of the tables read here: an export's semicolons, a table's bars (a spreadsheet's tabs read as bars). */
const CELL_SEPARATORS = [';', '|'] as const;

/** A cell that names an event holds a few words at most (`Constitution`, `cession de parts`). */
const MAX_CELL_WORDS = 4;

/** A label and its value on one line (`Nature de l'acte : Constitution`, `Rubrique     Constitution`). */
const LABELLED_VALUE = /^[\s|]*([a-z_' ]+?)\s*(?::|\||\s{2,})\s*([^:|]+?)[\s|]*$/;

/** The one type an event's noun names alone (`constitution`, `nominations`), or null. */
function nounType(word: string): AnnonceType | null {
  const noun = titleNoun(word, false);
  return noun === undefined ? null : (TITLE_NOUNS.get(noun) ?? null);
}

/** The types a title's part names: its registration, its event after the document's noun, or its bare noun. */
function partTypes(part: string): AnnonceType[] {
  if (REGISTRATION_DOCUMENT.test(part)) return ['creation'];
  const noun = DOCUMENT_OF_EVENT.exec(part)?.[1] ?? BARE_NOUN.exec(part)?.[1];
  const type = noun === undefined ? null : nounType(noun);
  return type ? [type] : [];
}

/** The types the document's title names, read on its first lines until a field or a table's row. */
function titleTypes(lines: readonly string[]): AnnonceType[] {
  const types: AnnonceType[] = [];
  let read = 0;
  for (const line of lines) {
    if (read >= TITLE_LINES || FIELD_OR_ROW.test(line)) break;
    const trimmed = line.trim();
    if (trimmed === '') continue;
    read += 1;
    for (const part of trimmed.split(TITLE_PARTS)) types.push(...partTypes(part.trim()));
  }
  return types;
}

/** The types a cell names: each of its words that is an event's noun (a cell naming two events names both). */
function cellTypes(cell: string): AnnonceType[] {
  const words = cell.replace(/_/g, ' ').trim().split(/\s+/);
  if (words.length > MAX_CELL_WORDS) return [];
  return words.map(nounType).filter((type): type is AnnonceType => type !== null);
}

const cellsOf = (line: string, separator: string): string[] => {
  const cells = line.split(separator).map((cell) => cell.trim());
  return separator === '|' ? cells.slice(cells[0] === '' ? 1 : 0, cells.at(-1) === '' ? -1 : undefined) : cells;
};
const isColumnName = (cell: string): boolean => EVENT_COLUMN.test(cell.replace(/_/g, ' ').trim());
const isRuler = (line: string): boolean => /^[\s|+:=\-–—─┼├┤]+$/.test(line);

/** The types the cells under an event's column name, in every table whose header row names that column. */
function columnTypes(lines: readonly string[]): AnnonceType[] {
  const types: AnnonceType[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const header = lines[at]!;
    for (const separator of CELL_SEPARATORS) {
      if (!header.includes(separator)) continue;
      const column = cellsOf(header, separator).findIndex(isColumnName);
      if (column < 0) continue;
      for (let row = at + 1; row < lines.length && lines[row]!.includes(separator); row += 1) {
        if (isRuler(lines[row]!)) continue;
        const cell = cellsOf(lines[row]!, separator)[column];
        if (cell !== undefined) types.push(...cellTypes(cell));
      }
    }
  }
  return types;
}

/** The types the values of labels naming the event hold (`Nature de l'acte : Constitution`). */
function labelledTypes(lines: readonly string[]): AnnonceType[] {
  const types: AnnonceType[] = [];
  for (const line of lines) {
    const labelled = LABELLED_VALUE.exec(line);
    if (labelled && isColumnName(labelled[1]!)) types.push(...cellTypes(labelled[2]!));
  }
  return types;
}

/**
 * The event a document, as printed, names by its title or by its event's column or label, or null
 * when it names none, or several.
 */
export function documentTitleEvent(printed: string): AnnonceType | null {
  // Folding reads a tab as a space: a spreadsheet's tabs are read first as the cells' bars.
  const folded = fold(printed.includes('\t') ? printed.replace(/\t/g, ' | ') : printed);
  const lines = folded.split('\n');
  const types = titleTypes(lines);
  if (MAY_HOLD_EVENT_COLUMN.test(folded)) types.push(...columnTypes(lines), ...labelledTypes(lines));
  const named = new Set(types);
  return named.size === 1 ? [...named][0]! : null;
}
