/**
 * A record printed as a two-column table whose columns a vertical bar separates, one field a line
 * ('Société    | X' / 'Forme | SARL' / 'RIDET | …'): each line is a label and its value, as
 * 'Label : value' would be. A line is read so only inside a run of such lines (three or more, one of
 * them a field's label), so a bar in running text or a table of several columns is not.
 */

import type { Line } from './lines.ts';
import { isFieldLabel } from './field-labels.ts';

const BAR_PAIR = /^([\p{L}][\p{L}\d '’°.()/-]{0,44}?)\s*\|\s*([^|]*\S)\s*\|?\s*$/u;
const MIN_RUN = 3;

/** The label and value of a line of such a record, or null. */
function barPair(line: Line | undefined): RegExpExecArray | null {
  if (!line || line.blank) return null;
  const m = BAR_PAIR.exec(line.text.trim());
  return m && m[1]!.split(/\s+/).length <= 6 ? m : null;
}

/** The run of bar pairs around line `i`: its lines' first and last index, or null when `i` is none. */
function runAround(lines: readonly Line[], i: number): { first: number; last: number } | null {
  if (!barPair(lines[i])) return null;
  let first = i;
  while (first > 0 && barPair(lines[first - 1])) first -= 1;
  let last = i;
  while (last + 1 < lines.length && barPair(lines[last + 1])) last += 1;
  return { first, last };
}

/** Line `i` as a label and its value when it stands in a record table of bar pairs, else null. */
export function recordBarPair(lines: readonly Line[], i: number): { label: string; value: string } | null {
  const run = runAround(lines, i);
  if (!run || run.last - run.first + 1 < MIN_RUN) return null;
  let labelled = false;
  for (let j = run.first; j <= run.last && !labelled; j += 1) labelled = isFieldLabel(barPair(lines[j])![1]!);
  if (!labelled) return null;
  const m = barPair(lines[i])!;
  return { label: m[1]!.trim(), value: m[2]!.trim() };
}
