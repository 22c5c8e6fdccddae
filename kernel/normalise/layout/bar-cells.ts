/**
 * A labelled sheet whose cells bars separate, read by the layout pass as no table
 * ('Société : X | Forme : SAS', 'RIDET : … | Siège : …', 'Société : X | EURL | capital …', a
 * Markdown row whose last cell is empty, 'Gérant : M. X |', a grid's row of a company's
 * particulars, its identifier after its label without a colon, 'SARL X | RIDET … | 3 rue …'): a
 * bar closes its cell's value, as a column's edge does, so each cell is read on its own line and
 * no value runs on into the next cell's label. A line is read so only when one of its cells is a
 * `Label : value`, or a labelled identifier beside another cell; a bar in a line of prose or a
 * running header (`JONC | 3 mars 2026 | page 12`) is left as printed.
 */

// A cell opened by a label of a few words and its colon ('Capital avant : …', 'DG : M. X').
const LABELLED_CELL = /^[\p{L}][\p{L}'’°. -]{0,40}?\s:\s*\S/u;
const BAR = /[ \t]*\|[ \t]*/;
// A cell that is an identifier after its label, without a colon ('RIDET 1 234 567.001', 'N° RID
// 1234567'): a company's particulars in a row of a grid ('SARL X | RIDET … | adresse'), each cell
// its own value as a labelled one is.
const IDENTIFIER_CELL = /^(?:n°\s*)?(?:ridet|rid)\b\s*(?:n°\s*)?\d/iu;

/** Line `line` with its cells one a line, or null when it is no labelled sheet's line. */
function cellLines(line: string): string | null {
  const cells = line.split(BAR).map((cell) => cell.trim());
  const filled = cells.filter((cell) => cell !== '');
  if (filled.length === 0 || !filled.some((cell) => LABELLED_CELL.test(cell) || (filled.length >= 2 && IDENTIFIER_CELL.test(cell)))) return null;
  // One cell and its bar alone on the line: the row's other cells were empty.
  if (filled.length === cells.length && filled.length < 2) return null;
  const indent = /^[ \t]*/.exec(line)![0];
  return filled.map((cell) => indent + cell).join('\n');
}

/** The text with its labelled sheet's bar-separated cells one a line (see the file's comment). */
export function barCellLines(text: string): string {
  // Most texts hold no bar at all (speed only).
  if (!text.includes('|')) return text;
  let changed = false;
  const lines = text.split('\n').map((line) => {
    if (!line.includes('|')) return line;
    const read = cellLines(line);
    if (read === null) return line;
    changed = true;
    return read;
  });
  return changed ? lines.join('\n') : text;
}
