/**
 * A table whose cells an HTML-to-text conversion cut by tabs ('Société<TAB>Forme<TAB>RIDET' /
 * 'X<TAB>SAS<TAB>1234567.001'). The cleaning reads a tab as a space, which would glue a row's cells
 * into one line of words (the heading above then taken for the name). For the layout pass only,
 * a row of three cells or more cut by tabs, and a row of two beside such a row, is written with
 * spaced bars between its cells, which delimited.ts reads as a table's cells; `texte` keeps the
 * text as printed. A lone tab inside a line (a PDF's gap inside a name, 'M. Paul<TAB>X') is no
 * table's. A sheet of rows of two cells, a few words of label then the value, three rows or more
 * and no wider row ('Débiteur<TAB>SAS X' / 'Liquidateur<TAB>Me Y'), reads each label with its colon;
 * rows of a label, a person named with a civility and a remark ('Gérant sortant<TAB>M. X<TAB>démissionnaire'),
 * two or more, read each holder after its label with the remark in brackets ('Gérant sortant : M. X
 * (démissionnaire)'), as an officers' table's row is read; a row of a form, a name in capitals and an
 * identifier, as the company's identity line (`X, SARL, RIDET …`).
 */

import { FORM_TOKEN_SOURCE } from '../legal-form.ts';

// A tab between two cells, with any spaces around it.
const TAB_GAP = /(?<=\S)[ ]*\t[ \t]*(?=\S)/g;
const HAS_TAB_GAP = /\S[ ]*\t[ \t]*\S/;
const MIN_CELLS = 3;

const MIN_PAIR_LINES = 3;
/** A row's first cell that is a label: a few words, no digit, no colon of its own (nor one opening the value). */
const LABEL_CELL = /^[ \t]*[\p{L}'’°()-]+(?:[ ]+[\p{L}'’°()-]+){0,4}[ ]*\t[ \t]*(?=[^\s:])/u;
const labelCell = (line: string): boolean => LABEL_CELL.test(line);

/** A row of three cells: a label (a few words, no digit), a person by a civility, a remark. */
const HELD_ROW = /^[ \t]*[\p{L}'’°()-]+(?:[ ]+[\p{L}'’°()-]+){0,4}[ ]*\t[ \t]*(?:M\.|MM\.|Mme|Mlle|Me|Ma[iî]tre|Dr)[ ][^\t\n]+\t[ \t]*[^\t\n]+$/u;
const MIN_HELD_ROWS = 2;
/** A column's name: a few words, no digit. */
const COLUMN_NAME = /^[\p{L}'’°()/ -]{1,40}$/u;

const FORM_CELL = new RegExp(`^${FORM_TOKEN_SOURCE}$`, 'u');
const IDENTIFIER_CELL = /\bRID(?:ET)?\b|\d{3}[ .]?\d{3}[.\-/ ]\d{3}/iu;
const NAME_CELL = /^(?=[^\p{Ll}]*$)\p{Lu}[^\t\n]{2,80}$/u;

/**
 * A row whose cells are a company's identity, read by their kinds: a legal form alone, a name in
 * capitals, an identifier (`SARL<TAB>X<TAB>RIDET …`), written as an identity line is printed
 * (`X, SARL, RIDET …`); null for any other row.
 */
function identityRow(line: string): string | null {
  const parts = line.trim().split(/[ ]*\t[ \t]*/);
  if (parts.length !== 3) return null;
  const form = parts.find((p) => FORM_CELL.test(p));
  const identifier = parts.find((p) => p !== form && IDENTIFIER_CELL.test(p));
  const name = parts.find((p) => p !== form && p !== identifier && NAME_CELL.test(p) && !IDENTIFIER_CELL.test(p));
  return form && identifier && name ? `${name}, ${form}, ${identifier}` : null;
}

const cellCount = (line: string): number => (HAS_TAB_GAP.test(line) ? line.trim().split(/[ ]*\t[ \t]*/).length : 1);

/** The text with its tab-cut table rows split by ' | ' (a sheet of labels and values by ' : '), or null when it has none. */
export function tabCells(text: string): string | null {
  // Most texts hold no tab at all (speed only).
  if (!text.includes('\t') || !HAS_TAB_GAP.test(text)) return null;
  const lines = text.split('\n');
  const counts = lines.map(cellCount);
  const row = (k: number): boolean => (counts[k] ?? 1) >= MIN_CELLS;
  let changed = false;
  // A sheet of two cells a row, a short label then its value ('Débiteur<TAB>SAS X'): the label's colon.
  const pairs = counts.every((n) => n <= 2) && lines.filter((line, k) => counts[k] === 2 && labelCell(line)).length >= MIN_PAIR_LINES;
  // Rows of a label, a person and a remark ('Gérant sortant<TAB>M. X<TAB>démissionnaire'), two or more:
  // each holder written after its label, the remark in brackets, as an officers' table's row is read.
  // Under a row of column names ('Mandat<TAB>Avant<TAB>Après') the cells are that table's, not labels and holders.
  const heldAt = lines.findIndex((line, k) => counts[k] === 3 && HELD_ROW.test(line));
  const underColumnNames = heldAt > 0 && counts[heldAt - 1]! >= MIN_CELLS && lines[heldAt - 1]!.trim().split(/[ ]*\t[ \t]*/).every((cell) => COLUMN_NAME.test(cell));
  const held = !underColumnNames && lines.filter((line, k) => counts[k] === 3 && HELD_ROW.test(line)).length >= MIN_HELD_ROWS;
  const out = lines.map((line, k) => {
    const identity = !underColumnNames && counts[k]! >= MIN_CELLS ? identityRow(line) : null;
    if (identity !== null) {
      changed = true;
      return identity;
    }
    if (held && counts[k] === 3 && HELD_ROW.test(line)) {
      changed = true;
      const [label, person, remark] = line.trim().split(/[ ]*\t[ \t]*/);
      return `${label} : ${person} (${remark})`;
    }
    if (pairs && counts[k] === 2 && labelCell(line)) {
      changed = true;
      return line.replace(TAB_GAP, ' : ');
    }
    if (!row(k) && !(counts[k] === 2 && (row(k - 1) || row(k + 1)))) return line;
    changed = true;
    return line.replace(TAB_GAP, ' | ');
  });
  return changed ? out.join('\n') : null;
}
