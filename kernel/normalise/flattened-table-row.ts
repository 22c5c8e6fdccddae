/**
 * A one-row table that text extraction flattened: the column names on one line and the record's
 * cells on the next, each run of cells apart by two spaces or more but no cell under its name
 * (`Dénomination  Forme  RIDET  Siège` / `X  SARL  1 014 984.001  Dumbéa`). A reader pairs the cells
 * with the names in order, when both lines hold as many, every name is a field's label and no
 * cell is one. The two lines are read as `Label : value` lines; a table whose cells stand under
 * their names, or with several rows, is left to the table readers (layout/tables.ts).
 */

import { isFieldLabel } from './layout/field-labels.ts';

const CELL_GAP = / {2,}/;
const MIN_COLUMNS = 3;
// Columns may drift by a character or two between lines (layout/tables.ts).
const SLACK = 2;

interface Cell {
  text: string;
  column: number;
}

function cellsOf(line: string): Cell[] {
  const out: Cell[] = [];
  for (const m of line.matchAll(/\S+(?: \S+)*/g)) out.push({ text: m[0], column: m.index });
  return out;
}

/** The text with a flattened one-row table read as labelled lines. */
export function withFlattenedRowLabelled(text: string): string {
  // Two gaps of two spaces on a line are looked for first (speed only).
  if (!/\S {2,}\S+(?: \S+)* {2,}\S/.test(text)) return text;
  const lines = text.split('\n');
  let changed = false;
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const names = cellsOf(lines[i]!);
    if (names.length < MIN_COLUMNS || !CELL_GAP.test(lines[i]!.trim())) continue;
    const row = cellsOf(lines[i + 1]!);
    if (row.length !== names.length || !names.every((n) => isFieldLabel(n.text)) || row.some((c) => isFieldLabel(c.text))) continue;
    if (row.every((c, k) => Math.abs(c.column - names[k]!.column) <= SLACK)) continue;
    const following = lines[i + 2];
    if (following !== undefined && cellsOf(following).length === names.length) continue;
    lines.splice(i, 2, ...names.map((n, k) => `${n.text.replace(/\s*:$/, '')} : ${row[k]!.text}`));
    changed = true;
  }
  return changed ? lines.join('\n') : text;
}
