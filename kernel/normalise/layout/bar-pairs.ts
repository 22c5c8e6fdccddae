/**
 * A record printed as a two-column table whose columns a vertical bar separates, one field a line
 * ('Société    | X' / 'Forme | SARL' / 'RIDET | …'): each line is a label and its value, as
 * 'Label : value' would be. A line is read so only inside a run of such lines (three or more, one of
 * them a field's label), so a bar in running text or a table of several columns is not. A run whose
 * first label is an office and whose other lines open on a person is an officers' table: each person
 * that office's holder, the other cell in brackets after the name.
 */

import type { Line } from './lines.ts';
import { isFieldLabel } from './field-labels.ts';
import { foldUncached as fold } from '../fold.ts';

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
  const holders = officeHolders(lines, run);
  if (holders) return i === run.first ? null : { label: holders, value: `${m[1]!.trim()} (${m[2]!.trim()})` };
  return { label: m[1]!.trim(), value: m[2]!.trim() };
}

const PERSON = /^(?:M\.|MM\.|Mme|Mlle|Me|Ma[iî]tre|Dr)\s+\p{Lu}/u;
const OFFICE = /^(?:co-?)?(?:gerant|president|directeu?r|directrice|administrat|commissaire|liquidat)/;

/**
 * An officers' table of two columns: the first column's name is an office (`Gérant(e) | Situation`)
 * and every row under it opens on a person (`M. X | démission au …`): each row is that office's
 * holder, the other cell what the act does to the holder (written in brackets after the name, as an
 * officers' table's row is read). The office's label, or null for any other run.
 */
function officeHolders(lines: readonly Line[], run: { first: number; last: number }): string | null {
  const header = barPair(lines[run.first])!;
  if (!OFFICE.test(fold(header[1]!.trim()).toLowerCase())) return null;
  for (let j = run.first + 1; j <= run.last; j += 1) if (!PERSON.test(barPair(lines[j])![1]!.trim())) return null;
  return header[1]!.trim();
}
