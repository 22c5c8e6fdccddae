/**
 * The text as the extractors read it: every labelled value the layout pass found in a layout
 * they do not read (the value under its label, in a column beside it, in a table's cell) written
 * back as `Label : value` on its line, a table row as one such line per cell. The rest of the text
 * is kept character for character; a text without such blocks comes back unchanged.
 */

import type { LabelledValue, LayoutBlock, Span } from './blocks.ts';
import { FORM_TOKEN_SOURCE } from '../legal-form.ts';
import { readLayout } from './read-layout.ts';
import { isFieldLabel } from './field-labels.ts';
import { HOLDERS_COLUMN } from './before-after-columns.ts';
import { recordColumnsText } from './record-columns.ts';
import { linesOf } from '../recent-results.ts';
import { foldUncached as fold } from '../fold.ts';
import { matchesOf } from '../global-pattern.ts';

const WIDE_GAP = /\S {2,}\S/;

interface Rewrite extends Span {
  text: string;
}

const pairLine = (label: string, value: string): string => `${label.replace(/\s*:$/, '')} : ${value}`;

// A legend under a table defines its abbreviations: 'CP : date de cessation des paiements.'
const ABBREVIATION = /^\p{Lu}{1,4}$/u;

/** A cell's abbreviated labels written out as the legend defines them ('CP : 15/02' → 'date de cessation des paiements : 15/02'). */
function expand(value: string, legend: ReadonlyMap<string, string>): string {
  if (legend.size === 0) return value;
  return value.replace(/\b(\p{Lu}{1,4})\s*:/gu, (whole, abbreviation: string) => {
    const meaning = legend.get(abbreviation);
    return meaning ? `${meaning} :` : whole;
  });
}

// One legend line may define several ('MJ : mandataire judiciaire. Liq. : liquidateur. EI : entrepreneur individuel.').
const NEXT_DEFINITION = /[.;]\s+(?=\p{Lu}[\p{L}.]{0,5}\s*:)/u;
const DEFINITION = /(\p{Lu}{1,4})\.?\s*:\s*([^.;]+)/gu;

function defineAbbreviations(legend: Map<string, string>, label: string, value: string): void {
  const cut = NEXT_DEFINITION.exec(value);
  legend.set(label, (cut ? value.slice(0, cut.index) : value).replace(/\.$/, ''));
  if (!cut) return;
  for (const m of matchesOf(DEFINITION, value.slice(cut.index))) if (!legend.has(m[1]!)) legend.set(m[1]!, m[2]!.trim());
}

type TableRow = Extract<LayoutBlock, { kind: 'table-row' }>;

// An officers' table: a role column and a name column ('Fonction | Nom | Statut').
const ROLE_COLUMN = /^(?:fonction|qualite|role|mandat|poste)$/;
// The role cell names an office ('Président', 'Directeur général'), not a party's capacity ('commerçant').
const OFFICE = /^(?:co-?)?(?:gerant|president|directeu?r|directrice|administrat|commissaire|liquidat|membre|censeur|secretaire|tresorier)/;
/** A bracketed remark closing a role cell ('Administrateur (représentant permanent : M. X)'). */
const HOLDER_REMARK = /\s*\([^()]+\)\s*$/u;
/** A cell a table leaves empty with a dash. */
const EMPTY_CELL = /^[-–—]?$/u;
// A partners' column beside a role column names the partner who holds the row's office ('Associé | Parts | Fonction').
const NAME_COLUMN = /^(?:noms?(?:(?: et|,| -| \/)? prenoms?)?|prenoms? et noms?|identite|titulaire|associee?s?)$/;
const DECISION_COLUMN = /^(?:decisions?|suite donnee|sort du mandat)$/;
// A table of changes: the field in the first column, its old and new mentions beside it
// ('Rubrique | Ancienne mention | Nouvelle mention'). A table of officers by 'Ancien titulaire' /
// 'Nouveau titulaire' is none: its cells stay as labelled, which the officer readers read.
// The columns are told by what they say of the time (before the act, after it), in any words.
const OLD_COLUMN = /^(?:ancienne mention|mention ancienne|avant|anciens?|anciennes?|precedemment|anterieurement|jusqu'(?:ici|alors|a present)|situation anterieure)$/;
const NEW_COLUMN = /^(?:nouvelle mention|mention nouvelle|apres|nouveaux?|nouvelles?|desormais|dorenavant|a present|situation nouvelle)$/;
const UNCHANGED = /\(?\s*(?:inchang[ée](?:e|s|es)?|sans changement|idem)\s*\)?/giu;
// Fields named in the feminine take 'Ancienne' / 'Nouvelle' ('Nouvelle dénomination'), the others 'Ancien' / 'Nouveau'.
const FEMININE_FIELD = /^(?:denomination|raison sociale|forme|adresse|duree|gerance|gerante|presidente|directrice|date|enseigne|activite)/;

const columnKey = (label: string): string => fold(label).replace(/\s+/g, ' ').trim();

/**
 * The column of an officers' table that names each row's holder: its name column, or in a table that
 * names only the former holder beside what the act decided of the mandate ('Mandat | Ancien titulaire
 * | Décision', 'renouvelé', 'remplacé par M. Y'), that holder's. -1 when none.
 */
function holderColumn(keys: readonly string[]): number {
  const named = keys.findIndex((k) => NAME_COLUMN.test(k));
  if (named >= 0 || !keys.some((k) => DECISION_COLUMN.test(k)) || keys.includes('nouveau titulaire')) return named;
  return keys.indexOf('ancien titulaire');
}

/**
 * A row of an officers' table with a qualifying column or of a table of changes, written as a
 * reader reads it: 'Président : M. X (inchangé)'; 'Ancienne dénomination : X' / 'Nouvelle
 * dénomination : Y', or 'Forme : SARL'
 * when the new mention says it is unchanged. Null for any other row.
 */
function readRow(row: TableRow, shared: ReadonlySet<string> = new Set(), first = false): string | null {
  const keys = row.cells.map((c) => columnKey(c.label));
  const role = keys.findIndex((k) => ROLE_COLUMN.test(k));
  const name = holderColumn(keys);
  // Written on one line, office first, a qualifying cell ('démissionnaire', 'nommée', a term) after
  // its officer; so too a role and a name alone, in either order ('Nom, prénoms | Qualité'), as the
  // officer readers read a label before its holder: two cells labelled apart ('Fonction : X' / 'Nom :
  // Y') lose a holder that is a company and its representative ('Administrateur (nouveau) | la SAS X,
  // représentée par M. Y'). A column the whole table shares (the company's own fields, tableFields)
  // qualifies no officer.
  const others = row.cells.filter((_, k) => k !== role && k !== name);
  const rest = others.filter((c) => !shared.has(columnKey(c.label))).map((c) => c.value);
  if (role >= 0 && name >= 0 && OFFICE.test(columnKey(row.cells[role]!.value))) {
    // A remark in brackets in the role cell speaks of the holder ('Administrateur (représentant
    // permanent : M. X)'): written after the name, the office stays right before its holder.
    const office = row.cells[role]!.value;
    const remark = HOLDER_REMARK.exec(office);
    const qualifiers = rest.filter((value) => !EMPTY_CELL.test(value));
    const holder = remark ? `${row.cells[name]!.value} ${remark[0].trim()}` : row.cells[name]!.value;
    return `${remark ? office.slice(0, remark.index) : office} : ${holder}${qualifiers.length > 0 ? ` (${qualifiers.join(', ')})` : ''}`;
  }
  const oldAt = keys.findIndex((k) => OLD_COLUMN.test(k));
  const field = row.cells[0];
  // A first column of holders ('Actionnaire | Avant | Après') lists holdings, not fields changed.
  if (oldAt <= 0 || !field || HOLDERS_COLUMN.test(keys[0]!)) return null;
  // A table of changes captioned by the field its first column names ('Capital | Avant | Après'
  // over 'Montant | 100 000 000 | 160 000 000'): its first row is that field's own value before and after.
  const fieldName = first && isFieldLabel(field.label) && !isFieldLabel(field.value) ? field.label.replace(/\s*:$/, '') : field.value;
  const before = row.cells[oldAt]!.value;
  const after = row.cells.find((_, k) => NEW_COLUMN.test(keys[k]!))?.value.replace(UNCHANGED, '').trim() ?? '';
  if (after === '' || fold(after) === fold(before)) return `${fieldName} : ${before}`;
  const feminine = FEMININE_FIELD.test(columnKey(fieldName));
  // 'Dénomination' → 'dénomination'; an acronym ('RIDET') keeps its capitals.
  const lower = /^\p{Lu}\p{Ll}/u.test(fieldName) ? fieldName.charAt(0).toLocaleLowerCase('fr') + fieldName.slice(1) : fieldName;
  return `${feminine ? 'Ancienne' : 'Ancien'} ${lower} : ${before}\n${feminine ? 'Nouvelle' : 'Nouveau'} ${lower} : ${after}`;
}

/** A role cell that says its person holds no office ('associé, sans fonction', 'sans fonction', 'néant'). */
const NO_OFFICE_CELL = /^(?:associee?s?(?:\s*,?\s*(?:sans (?:fonction|mandat)|non gerante?))?|sans (?:fonction|mandat)|neant|aucune?)$/;

/**
 * An officers' table's rows read, the partner's row among them too (`SIHAZE Benoît | 10 | associé,
 * sans fonction` beside the co-managers' rows): written as the others are, its role cell before its
 * person, which names no office the officer readers read, so that one partner's row does not leave the
 * whole table unread. Only beside a row that names an office.
 */
function withPartnerRows(rows: readonly TableRow[], read: ReadonlyArray<string | null>): ReadonlyArray<string | null> {
  if (!read.some((r) => r !== null) || read.every((r) => r !== null)) return read;
  return read.map((line, k) => line ?? partnerRow(rows[k]!));
}

function partnerRow(row: TableRow): string | null {
  const keys = row.cells.map((c) => columnKey(c.label));
  const role = keys.findIndex((k) => ROLE_COLUMN.test(k));
  const name = holderColumn(keys);
  if (name < 0) return null;
  // A role cell left empty (a dash, or no cell at all) names no office either: the row is written
  // under its name column's label ('Associé : X (20)'), which the officer readers list no one under.
  const noRole = role < 0 || EMPTY_CELL.test(row.cells[role]!.value.trim());
  if (!noRole && !NO_OFFICE_CELL.test(columnKey(row.cells[role]!.value))) return null;
  const qualifiers = row.cells.filter((_, k) => k !== role && k !== name).map((c) => c.value).filter((value) => !EMPTY_CELL.test(value));
  const holder = row.cells[name]!.value;
  // The table's totals row ('Total | 100 |'): no partner.
  if (TOTAL_CELL.test(columnKey(holder))) return `${holder} : ${qualifiers.join(', ')}`;
  return `${noRole ? row.cells[name]!.label.replace(/\s*:$/, '') : row.cells[role]!.value} : ${holder}${qualifiers.length > 0 ? ` (${qualifiers.join(', ')})` : ''}`;
}
/** A totals row's first cell ('Total', 'Total général'). */
const TOTAL_CELL = /^total(?: general)?$/;

/** A legal form's abbreviation alone in a cell ('SA', 'SARL'). */
const FORM_CELL = new RegExp(`^${FORM_TOKEN_SOURCE}$`, 'u');
/** A value of the company's own kind: an identifier or a date (six digits or more; a count of parts is no such), its form, or a name in capitals. */
const companyValue = (value: string): boolean => (value.match(/\d/g)?.length ?? 0) >= 6 || FORM_CELL.test(value) || (/\p{Lu}{2}/u.test(value) && value === value.toLocaleUpperCase('fr'));

/**
 * The cells every row of a table repeats with one value of the company's own kind (an export whose
 * every row prints the company's name, form, identifier and decision's date beside each officer):
 * facts of the whole table, by column key. A movement every row shares in lower case ('démission')
 * stays each officer's qualifier.
 */
function tableFields(rows: readonly TableRow[]): Map<string, LabelledValue> {
  const fields = new Map<string, LabelledValue>();
  if (rows.length < 2) return fields;
  for (const cell of rows[0]!.cells) {
    const key = columnKey(cell.label);
    if (ROLE_COLUMN.test(key) || NAME_COLUMN.test(key) || !companyValue(cell.value)) continue;
    if (rows.every((r) => r.cells.some((c) => columnKey(c.label) === key && c.value === cell.value))) fields.set(key, cell);
  }
  return fields;
}

// An identifier in a cell, by its label or its shape.
const IDENTIFIER_CELL = /\b(?:RIDET|RID)\b|\d{3}[ .]?\d{3}[.\-/ ]\d{3}\b/i;

/** A table's one row that is a party's record: its first cell names someone (no digit), another cell or its own remark prints an identifier. */
function partyRecordRow(row: TableRow): boolean {
  const [first, ...others] = row.cells;
  if (!first || others.length === 0 || isFieldLabel(first.label)) return false;
  return /^\p{Lu}/u.test(first.value) && IDENTIFIER_CELL.test(row.cells.map((c) => c.value).join(' '));
}

/** A person named with a civility, in a cell. */
const PERSON_CELL = /^(?:M\.|MM\.|Mme|Mlle|Me|Ma[iî]tre|Dr)\s+\p{Lu}/u;
/** An office alone in a cell ('gérant', 'Présidente'): a few words, no digit. */
const OFFICE_CELL = /^[\p{L}' -]{3,40}$/u;

/**
 * A cell of a row of persons whose value is an office alone (a partners' table's `Qualité : gérant`
 * after `Associé : M. X`): the row's person holds that office, written as the office's label
 * before its holder (`gérant : M. X`). Null for any other cell, or a row of no one person before it.
 */
function heldOfficeLine(row: TableRow, cell: LabelledValue): string | null {
  if (!OFFICE_CELL.test(cell.value) || !OFFICE.test(columnKey(cell.value))) return null;
  const persons = row.cells.filter((c) => PERSON_CELL.test(c.value));
  // The office qualifies the person printed before it; an office opening its row is a table of
  // functions' record, its holders under their own labels.
  return persons.length === 1 && row.cells.indexOf(persons[0]!) < row.cells.indexOf(cell) ? pairLine(cell.value, persons[0]!.value) : null;
}

/** A caption in capitals in sentence case ('SOCIÉTÉ ABSORBANTE' → 'Société absorbante'); any other as printed. */
function sentenceCase(caption: string): string {
  if (!/\p{Lu}{2}/u.test(caption) || caption !== caption.toLocaleUpperCase('fr')) return caption;
  const lower = caption.toLocaleLowerCase('fr');
  return lower.charAt(0).toLocaleUpperCase('fr') + lower.slice(1);
}

function rewrites(blocks: readonly LayoutBlock[]): Rewrite[] {
  const out: Rewrite[] = [];
  const legend = new Map<string, string>();
  for (const block of blocks) if (block.kind === 'pair' && block.layout === 'inline' && ABBREVIATION.test(block.label)) defineAbbreviations(legend, block.label, block.value);
  for (let b = 0; b < blocks.length; b += 1) {
    const block = blocks[b]!;
    if (block.kind === 'pair' && block.layout === 'stacked') {
      // The labels' column and the values' column become one `Label : value` line each, in place of both.
      const stacked = [block];
      while (blocks[b + 1]?.kind === 'pair' && (blocks[b + 1] as typeof block).layout === 'stacked') stacked.push(blocks[++b] as typeof block);
      out.push({ start: block.labelSpan.start, end: stacked.at(-1)!.valueSpan.end, text: stacked.map((p) => pairLine(p.label, p.value)).join('\n') });
    } else if (block.kind === 'pair' && block.layout === 'beside') {
      out.push({ ...block.span, text: `\n${pairLine(block.label, block.value)}` });
    } else if (block.kind === 'pair' && block.layout !== 'inline') {
      out.push({ ...block.span, text: pairLine(block.label, block.value) });
    } else if (block.kind === 'record') {
      // Records side by side, read one after the other, each opened by its title as a party label.
      const records = [block];
      while (blocks[b + 1]?.kind === 'record' && (blocks[b + 1] as typeof block).columnsSpan.start === block.columnsSpan.start) records.push(blocks[++b] as typeof block);
      // One line each, as a party's description is printed in prose ('Société absorbante : Y, SAS …, RIDET …').
      // A caption in capitals is written as prose prints a party's label ('VENDEUR' → 'Vendeur').
      const rendered = records.map((r) => `${sentenceCase(r.title.replace(/\s*:$/, ''))} : ${r.lines.map((l) => l.replace(/[,;]$/, '')).join(', ')}`);
      // One party a line, the parties of one act together as a labelled block prints them.
      out.push({ start: block.columnsSpan.start, end: Math.max(...records.map((r) => r.span.end)), text: rendered.join('\n') });
    } else if (block.kind === 'table-row') {
      // The rows of one table, read from its column names to its last row.
      const rows = [block];
      while (blocks[b + 1]?.kind === 'table-row' && (blocks[b + 1] as typeof block).columnsSpan.start === block.columnsSpan.start) rows.push(blocks[++b] as typeof block);
      // Records side by side whose lines the pass took for rows: read column by column (record-columns.ts).
      const records = recordColumnsText(rows);
      if (records !== null) {
        out.push({ start: block.columnsSpan.start, end: Math.max(...rows.map((r) => r.span.end)), text: records });
        continue;
      }
      // Several rows of one table are the items of a list, each opened by a dash as a list's are.
      // One row of a party's record (a name, then its identifier in a cell) is an item too: a record, not the notice's own fields.
      const item = rows.every((r) => r.title === null) && (rows.length > 1 || partyRecordRow(rows[0]!)) ? '– ' : '';
      // An officers' table or a table of changes is read row by row as its fields (readRow), the
      // fields every row repeats written once above them.
      const shared = tableFields(rows);
      const read = rows.every((r) => r.title === null) ? withPartnerRows(rows, rows.map((r, k) => readRow(r, new Set(shared.keys()), k === 0))) : [];
      const rendered = read.length > 0 && read.every((r) => r !== null)
        ? [[...[...shared.values()].map((c) => pairLine(c.label, c.value)), ...read].join('\n')]
        : rows.map((row) => item + [...(row.title ? [`${row.title} :`] : []), ...row.cells.map((c) => heldOfficeLine(row, c) ?? pairLine(c.label, expand(c.value, legend)))].join('\n'));
      // A list's last item ends with the table: the line printed under it is no cell of its row (a blank line after it).
      out.push({ start: block.columnsSpan.start, end: Math.max(...rows.map((r) => r.span.end)), text: rendered.join('\n\n') + (item ? '\n' : '') });
    }
  }
  return out;
}

/** A line of three cells or more split by semicolons or bars, twice in a row (delimited.ts). */
const DELIMITED_ROWS = /^[^;|\n]+(?:[;|][^;|\n]*){2,}\n[^;|\n]+(?:[;|][^;|\n]*){2,}$/m;
const mayHoldDelimitedTable = (text: string): boolean => (text.includes(';') || text.includes('|')) && DELIMITED_ROWS.test(text);
/** Three lines in a row of one label, a bar and its value (bar-pairs.ts). */
const BAR_PAIR_ROWS = /^[^|\n]+\|[^|\n]+\n[^|\n]+\|[^|\n]+\n[^|\n]+\|[^|\n]+$/m;
const mayHoldBarRecord = (text: string): boolean => text.includes('|') && BAR_PAIR_ROWS.test(text);

/** The text with its laid-out values written as `Label : value` lines (see the file's comment). */
export function layoutReading(text: string, blocks?: readonly LayoutBlock[]): string {
  // Most notices have no columns, no label alone on its line and no delimited table: nothing to lay out.
  if (!blocks && !WIDE_GAP.test(text) && !linesOf(text).some(isFieldLabel) && !mayHoldDelimitedTable(text) && !mayHoldBarRecord(text)) return text;
  const changes = rewrites(blocks ?? readLayout(text));
  if (changes.length === 0) return text;
  let out = '';
  let at = 0;
  for (const change of changes) {
    if (change.start < at) continue;
    out += text.slice(at, change.start) + change.text;
    at = change.end;
  }
  return out + text.slice(at);
}
