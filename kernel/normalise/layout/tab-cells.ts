/**
 * A table whose cells an HTML-to-text conversion cut by tabs ('Société<TAB>Forme<TAB>RIDET' /
 * 'X<TAB>SAS<TAB>1234567.001'). The cleaning reads a tab as a space, which would glue a row's cells
 * into one line of words (the heading above then taken for the name). For the layout pass only,
 * a row of three cells or more cut by tabs, and a row of two beside such a row, is written with
 * spaced bars between its cells, which delimited.ts reads as a table's cells; `texte` keeps the
 * text as printed. A lone tab inside a line (a PDF's gap inside a name, 'M. Paul<TAB>X') is no
 * table's. A sheet of rows of two cells, a few words of label then the value, three rows or more
 * and no wider row ('Débiteur<TAB>SAS X' / 'Liquidateur<TAB>Me Y'), reads each label with its colon.
 */

// A tab between two cells, with any spaces around it.
const TAB_GAP = /(?<=\S)[ ]*\t[ \t]*(?=\S)/g;
const HAS_TAB_GAP = /\S[ ]*\t[ \t]*\S/;
const MIN_CELLS = 3;

const MIN_PAIR_LINES = 3;
/** A row's first cell that is a label: a few words, no digit, no colon of its own (nor one opening the value). */
const LABEL_CELL = /^[ \t]*[\p{L}'’°()-]+(?:[ ]+[\p{L}'’°()-]+){0,4}[ ]*\t[ \t]*(?=[^\s:])/u;
const labelCell = (line: string): boolean => LABEL_CELL.test(line);

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
  const out = lines.map((line, k) => {
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
