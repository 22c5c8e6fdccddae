/**
 * Two parties side by side, each a column under its role (`   Société dissoute   Associée unique`,
 * `Associé unique | Société dissoute`, `<TAB>Vendeur<TAB>Acquéreur`, `| Partie | Loueur | Locataire-gérant |`),
 * its particulars down the column, with a column of labels before them (its caption empty or naming
 * the rows: `Partie`, `Rubrique`) or without (`Dénomination<TAB>X<TAB>Y` / `RIDET<TAB>…`,
 * or `SAS X | SARL Y` / `RIDET … | …`): a reader reads each column as one party's record. Written as
 * a party is described in prose (`Société dissoute : X, SASU, RIDET …`), one line a party, which the
 * subject's readers weigh by its role, as a row of parties is (party-rows.ts). Tabs or bars part
 * the columns; one identifier a column, or the table is left as printed. For the layout pass only.
 */

import { foldUncached as fold } from '../fold.ts';
import { cellsOf, isRole } from './party-rows.ts';

/** A sale's or a lease's sides, which a column's caption names as a labelled line would. */
// A remark in brackets may follow the role (`Loueur (propriétaire du fonds)`).
const SIDE_ROLE = /^(?:vendeu(?:r|se)|acquereu(?:r|se)|cedante?|cessionnaire|bailleu(?:r|resse)|loueu(?:r|se)|locataire-gerante?|preneu(?:r|se)|proprietaire du fonds|(?:ancien|nouveau) locataire-gerant)(?: \([^()]{1,40}\))?\s*:?$/u;
/** The labels' column's own caption (`Partie`, `Rubrique`): it names the rows, not a party. */
const LABELS_CAPTION = /^(?:parties?|rubriques?|roles?|qualites?|intervenants?|champs?|designation|mentions?|elements?)\s*:?$/u;
/** A markdown table's rule under its captions ('|---|---|'). */
const RULE_ROW = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/u;
// A role word the text must hold for such a table to be worth looking for (speed only).
const ROLE_WORD = /unique|absorb|dissout|scind|vende|acqu[ée]r|c[ée]dant|cessionnaire|bailleu|loueu|locataire|preneu/iu;

const IDENTIFIER = /\b\d{1,3}[ .]?\d{3}[ .]?\d{3}\s*[.\-/ ]\s*\d{3}\b/gu;
const BARE_IDENTIFIER = /^(?:n°\s*)?\d{1,3}[ .]?\d{3}[ .]?\d{3}\s*[.\-/ ]\s*\d{3}$/iu;
const IDENTIFIER_LABEL = /^(?:ridet|rid|n° ridet|identifiant)$/u;
// The party's representative, however the label names it ('Représentant', 'Représentée par'): written as prose names him.
export const REPRESENTATIVE_LABEL = /^(?:representee?s? par|representante?s?(?: legale?s?)?|agissant par)$/u;
const NAME_LABEL = /^(?:denomination|raison sociale|societe|nom)$/u;

const isColumnRole = (cell: string): boolean => cell.length <= 60 && (isRole(cell) || SIDE_ROLE.test(fold(cell).replace(/\s+/g, ' ').trim()));

/** A bar-parted line's cells, its outer bars kept as the header's are (an empty first cell stays). */
function barCells(line: string, framed: boolean): string[] {
  const cells = line.split(/[|¦│┃║]/u).map((c) => c.trim());
  if (framed && /^\s*[|¦│┃║]/u.test(line)) cells.shift();
  if (/[|¦│┃║]\s*$/u.test(line)) cells.pop();
  return cells;
}

/** The table's lines read as parties' lines (`Role : particulars`), or null. */
function partiesOf(header: string, rows: readonly string[]): string[] | null {
  const tabbed = header.includes('\t');
  const framed = /^\s*[|¦│┃║]/u.test(header);
  const split = (line: string): string[] | null => (tabbed ? (line.includes('\t') ? line.split(/[ ]*\t[ \t]*/u).map((c) => c.trim()) : null) : /[|¦│┃║]/u.test(line) ? barCells(line, framed) : null);
  const captions = split(header);
  if (!captions) return null;
  const labelled = captions[0] === '' || LABELS_CAPTION.test(fold(captions[0]!).trim());
  const roles = labelled ? captions.slice(1) : captions;
  if (roles.length < 2 || !roles.every(isColumnRole)) return null;
  const width = captions.length;
  const parts: string[][] = roles.map(() => []);
  for (const row of rows) {
    if (RULE_ROW.test(row)) continue;
    const cells = split(row);
    if (!cells || cells.length > width) return null;
    const label = labelled ? fold(cells[0] ?? '').replace(/\s*:$/u, '').trim() : '';
    roles.forEach((_, k) => {
      const value = (cells[k + (labelled ? 1 : 0)] ?? '').replace(/[,;]$/u, '').trim();
      if (value === '' || /^[-–—]$/u.test(value)) return;
      // The representative's label is written before the value, as prose prints it ('représentée par M. X, gérant').
      const phrased = REPRESENTATIVE_LABEL.test(label) ? `représentée par ${value}` : value;
      const written = BARE_IDENTIFIER.test(value) || (IDENTIFIER_LABEL.test(label) && !/ridet/iu.test(value)) ? `RIDET ${value.replace(/^n°\s*/iu, '')}` : phrased;
      // The name opens the party's description, whatever line of the table prints it.
      if (NAME_LABEL.test(label)) parts[k]!.unshift(written);
      else parts[k]!.push(written);
    });
  }
  // One party, one identifier.
  if (!parts.every((p) => (p.join(' ').match(IDENTIFIER)?.length ?? 0) === 1)) return null;
  // The role written as a labelled line prints it (`Loueur : …`), its remark in brackets left out.
  return roles.map((role, k) => `${role.replace(/\s*:$/u, '').replace(/\s*\([^()]*\)$/u, '')} : ${parts[k]!.join(', ')}`);
}

/** The text with each such table written as its parties' lines (see the file's comment), or the text itself. */
export function partyColumnRecords(text: string): string {
  if (!ROLE_WORD.test(text) || !/[\t|¦│┃║]/u.test(text)) return text;
  const lines = text.split('\n');
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const cells = /[\t|¦│┃║]/u.test(line) ? cellsOf(line) : null;
    if (cells && cells.length >= 2) {
      let end = i + 1;
      while (end < lines.length && lines[end]!.trim() !== '') end += 1;
      const parties = end - i >= 3 ? partiesOf(line, lines.slice(i + 1, end)) : null;
      if (parties) {
        out.push(...parties);
        changed = true;
        i = end - 1;
        continue;
      }
    }
    out.push(line);
  }
  return changed ? out.join('\n') : text;
}
