/**
 * Two records printed side by side, each a column of its own labelled lines under its caption
 * (`SOCIÉTÉ` over `Dénomination : X` / `Forme : SAS` / `RIDET : …`, `DIRIGEANTS` over `Président :`
 * / `M. Y`): the layout pass takes the lines for a data table's rows, one cell a column, since
 * each line prints both columns. A reader reads them column by column: a cell that opens with a
 * field's label and its colon is no table's cell but a labelled line of its column's record. Each
 * column is written whole, one labelled line after another, a line that opens with no label going
 * on with the one above (a value cut across lines: `Dénomination : LIFOU` / `KAYAK`). The captions
 * are dropped: the labels say what each line is.
 */

import type { LayoutBlock } from './blocks.ts';
import { isFieldLabel } from './field-labels.ts';

type TableRow = Extract<LayoutBlock, { kind: 'table-row' }>;

const MIN_ROWS = 3;
const LABELLED = /^([\p{L}'’° ]{2,40}?)\s*:/u;
const opensWithLabel = (value: string): boolean => {
  const label = LABELLED.exec(value);
  return label !== null && isFieldLabel(label[1]!);
};

/** The rows read column by column as labelled records (see the file's comment), or null when they are a data table's. */
export function recordColumnsText(rows: readonly TableRow[]): string | null {
  if (rows.length < MIN_ROWS || rows.some((r) => r.title !== null)) return null;
  const columns = rows[0]!.cells.map((c) => c.label);
  if (columns.length < 2 || rows.some((r) => r.cells.length !== columns.length || r.cells.some((c, k) => c.label !== columns[k]))) return null;
  const labelled = columns.map((_, k) => rows.filter((r) => opensWithLabel(r.cells[k]!.value)).length);
  // Every column a record of labelled lines, one of them at least two: not one table's cells.
  if (labelled.some((n) => n === 0) || Math.max(...labelled) < 2) return null;
  const records = columns.map((_, k) => {
    const lines: string[] = [];
    for (const row of rows) {
      const value = row.cells[k]!.value.trim();
      if (value === '') continue;
      if (opensWithLabel(value) || lines.length === 0) lines.push(value);
      else lines[lines.length - 1] = /\p{L}-$/u.test(lines.at(-1)!) ? lines.at(-1)! + value : `${lines.at(-1)!} ${value}`;
    }
    return lines.join('\n');
  });
  return records.join('\n\n');
}
