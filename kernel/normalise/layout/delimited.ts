/**
 * A table exported with a delimiter instead of aligned columns: a line of column names separated
 * by semicolons (or vertical bars), then rows with as many cells ('Débiteur;Forme;RIDET;Jugement' /
 * 'X;SARL;1234567.001;liquidation judiciaire'). Each row becomes a block whose cells carry their
 * column's name, as an aligned table's rows do (tables.ts).
 */

import type { LabelledValue, LayoutBlock } from './blocks.ts';
import type { Line } from './lines.ts';
import { IDENTIFIER, OPEN_CELL_END, type TableReading } from './tables.ts';
import { isFieldLabel } from './field-labels.ts';
import { isRuleRow } from './markdown-table.ts';
import { foldUncached as fold } from '../fold.ts';

type Cell = { text: string; start: number; end: number };

const MIN_COLUMNS = 3;
const MAX_HEADER_WORDS = 5;

/** The delimiter a line uses at least twice, or null. */
function delimiterOf(text: string): ';' | '|' | null {
  for (const d of [';', '|'] as const) if (text.split(d).length >= MIN_COLUMNS) return d;
  return null;
}

/** A column name: a few words, no digit but a 'N°'. */
function isColumnName(text: string): boolean {
  return text.length > 0 && text.split(/\s+/).length <= MAX_HEADER_WORDS && /\p{L}/u.test(text) && !/\d/.test(text.replace(/n°/giu, ''));
}

/** The cells of a line split at its delimiter, with their offsets in the text. */
function split(line: Line, delimiter: string): Array<{ text: string; start: number; end: number }> {
  const found: Array<{ text: string; start: number; end: number }> = [];
  let at = 0;
  for (const part of line.text.split(delimiter)) {
    const lead = part.length - part.trimStart().length;
    const text = part.trim();
    found.push({ text, start: line.start + at + lead, end: line.start + at + lead + text.length });
    at += part.length + delimiter.length;
  }
  return found;
}

/** Whether a rule line stands between two rows of the header's width under line `from` (a grid ruled between its rows). */
function rulesBetweenRows(lines: readonly Line[], from: number, width: number): boolean {
  let rowSeen = false;
  let ruleAfterRow = false;
  for (let j = from; j < lines.length && !lines[j]!.blank; j += 1) {
    if (isRuleRow(lines[j]!.text)) {
      if (rowSeen) ruleAfterRow = true;
    } else if (split(lines[j]!, '|').length === width) {
      if (ruleAfterRow) return true;
      rowSeen = true;
    } else {
      return false;
    }
  }
  return false;
}

/** The cells of one row printed over several lines: each column's pieces joined in order, with their span. */
function joinedCells(rows: ReadonlyArray<ReadonlyArray<Cell>>): Cell[] {
  return rows[0]!.map((_, k) => {
    const pieces = rows.map((r) => r[k]!).filter((c) => c.text !== '');
    return pieces.length === 0 ? rows[0]![k]! : { text: pieces.map((c) => c.text).join(' '), start: pieces[0]!.start, end: pieces.at(-1)!.end };
  });
}

/**
 * A row that leaves empty the column where every row above prints its identifier continues the row
 * above, each of its cells wrapped inside its own column (`SARL X DE` / `KONÉ`): a company's row
 * always prints its identifier, and a line without one is the rest of the cells above.
 */
function wrapsRowAbove(above: ReadonlyArray<readonly Cell[]>, row: readonly Cell[]): boolean {
  if (row.every((cell) => cell.text === '')) return false;
  if (!row.some((cell, k) => cell.text === '' && above.every((r) => IDENTIFIER.test(r[k]?.text ?? '')))) return false;
  // A line of its own (a label and its value under the table, `Fonds | …`) does not go on with the
  // cells above: the wrapped rest of a row goes on in lower case or after a cell left open at its end.
  const last = above.at(-1)!;
  // A row that leaves empty the first column too, which every row above fills (its number, its
  // name), has no key of its own: it is the rest of the row above, whatever its case.
  if (row[0]!.text === '' && above.every((r) => (r[0]?.text ?? '') !== '')) return true;
  return row.every((cell, k) => cell.text === '' || /^\p{Ll}/u.test(cell.text) || OPEN_CELL_END.test(last[k]?.text ?? ''));
}

const sameCell = (a: string, b: string): boolean => fold(a).replace(/\s+/g, ' ') === fold(b).replace(/\s+/g, ' ');

/** Header cells that name a record's fields ('Société | Forme | RIDET | Siège') make one row a table. */
const MIN_FIELD_COLUMNS = 2;

/**
 * The delimited table whose header is line `i`, or null: at least two rows of the header's width,
 * or one under a header that names two fields or more or whose cells bars split (a table whose
 * cells tabs cut, layout/tab-cells.ts: 'Événement | Date | Organe' over one row). Between bars, a
 * row of two cells under a wider header (a label and its value, 'Date de l'AGE | 27 février 2026')
 * fills the first two columns.
 */
export function readDelimitedTable(lines: readonly Line[], i: number): TableReading | null {
  const headerLine = lines[i]!;
  const delimiter = delimiterOf(headerLine.text);
  if (!delimiter) return null;
  const header = split(headerLine, delimiter);
  if (!header.every((c) => isColumnName(c.text))) return null;
  const blocks: LayoutBlock[] = [];
  const ruledGrid = delimiter === '|' && rulesBetweenRows(lines, i + 1, header.length);
  const rows: Array<{ cells: Cell[]; start: number; end: number }> = [];
  let j = i + 1;
  for (; j < lines.length && !lines[j]!.blank; j += 1) {
    if (delimiter === '|' && isRuleRow(lines[j]!.text)) continue;
    // In a grid ruled between its rows, the lines down to the next rule are one row, each cell
    // cut across them read as one value in its column.
    let last = j;
    while (ruledGrid && last + 1 < lines.length && !lines[last + 1]!.blank && !isRuleRow(lines[last + 1]!.text) && split(lines[last + 1]!, delimiter).length === header.length) last += 1;
    const row = last === j ? split(lines[j]!, delimiter) : joinedCells(lines.slice(j, last + 1).map((l) => split(l, delimiter)));
    const rowEnd = lines[last]!.end;
    j = last;
    // Between bars, a row whose first cell is empty and whose last cells the cleaning dropped
    // ('   | DE CANALA   |') is a row still: it may continue the one above (wrapsRowAbove).
    const openRow = delimiter === '|' && row.length >= 2 && row.length < header.length && row[0]!.text === '';
    if (row.length !== header.length && !(delimiter === '|' && row.length === 2 && header.length > 2) && !openRow) break;
    // The header row printed again (after a page break, or closing the table) is no row: the table
    // reads on under it.
    if (row.length === header.length && row.every((cell, k) => sameCell(cell.text, header[k]!.text))) continue;
    // A row of field names only is the next table's header ('Fonction | Nom | Statut').
    if (row.every((cell) => isFieldLabel(cell.text))) break;
    const above = rows.at(-1);
    // The cleaning drops a row's empty cells at its end ('KONÉ |'): they are empty cells still.
    const padded = row.length < header.length ? [...row, ...header.slice(row.length).map(() => ({ text: '', start: rowEnd, end: rowEnd }))] : row;
    if (above && padded.length === above.cells.length && wrapsRowAbove(rows.map((r) => r.cells), padded)) {
      above.cells = joinedCells([above.cells, padded]);
      above.end = rowEnd;
      continue;
    }
    rows.push({ cells: row, start: lines[j]!.start, end: rowEnd });
  }
  for (const row of rows) {
    const cells: LabelledValue[] = row.cells
      .map((cell, k) => ({ cell, column: header[k]! }))
      .filter(({ cell }) => cell.text !== '' && !/^[-–—]$/.test(cell.text))
      .map(({ cell, column }) => ({ label: column.text, value: cell.text, labelSpan: { start: column.start, end: column.end }, valueSpan: { start: cell.start, end: cell.end } }));
    blocks.push({ kind: 'table-row', span: { start: row.start, end: row.end }, title: null, columnsSpan: { start: headerLine.start, end: headerLine.end }, cells });
  }
  const named = header.filter((c) => isFieldLabel(c.text)).length >= MIN_FIELD_COLUMNS;
  return blocks.length >= 2 || (blocks.length === 1 && (named || delimiter === '|')) ? { blocks, next: j } : null;
}
