/**
 * A table's date column, read as its rows' lines by the layout pass ('– Acte : Enregistrement
 * (recette de Nouméa)' / 'Date : 03/03/2026', layout/linearise.ts): a bare 'Date :' cell says
 * nothing of its date; the row's cell on the line before names what the date is (the deed, the
 * entry into possession, the registration), as the words before a date in a sentence do.
 */

const BARE_DATE_CELL = /^\s*(?:[-–]\s*)?dates?\s*:\s*$/;

/**
 * Where the words that describe a date begin when its line holds only a bare 'Date :' label and
 * the line before is a cell of the same row (no blank line between): that line's start; else null.
 * `folded` is the folded text, `lineStart` the start of the date's line, `index` the date's.
 */
export function dateCellRowStart(folded: string, lineStart: number, index: number): number | null {
  if (lineStart === 0 || !BARE_DATE_CELL.test(folded.slice(lineStart, index))) return null;
  const previousStart = folded.lastIndexOf('\n', lineStart - 2) + 1;
  return folded.slice(previousStart, lineStart - 1).trim() === '' ? null : previousStart;
}
