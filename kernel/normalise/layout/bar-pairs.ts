/**
 * A record printed as a two-column table whose columns a vertical bar separates, one field a line
 * ('Société    | X' / 'Forme | SARL' / 'RIDET | …'): each line is a label and its value, as
 * 'Label : value' would be. A line is read so only inside a run of such lines (three or more, one of
 * them a field's label), so a bar in running text or a table of several columns is not. A value may go
 * on over lines that open on the bar under it, its label cell empty ('APPORTEUSE │ X, SA …' / '│ 8,
 * rue …, RIDET …'): those lines are the value's, as a column's lines under a label are. A run whose
 * first label is an office and whose other lines open on a person is an officers' table: each person
 * that office's holder, the other cell in brackets after the name. A run under a header row naming a
 * people's table's columns (`Nom | Qualité`) is read as such a table laid out by spaces is: each row
 * the capacity and the person (`cogérant : X`), the header left as printed.
 */

import type { Line } from './lines.ts';
import { isFieldLabel } from './field-labels.ts';
import { foldUncached as fold } from '../fold.ts';

const BAR_PAIR = /^([\p{L}][\p{L}\d '’°.()/-]{0,44}?)\s*\|\s*([^|]*\S)\s*\|?\s*$/u;
/** A value's next line under its bar, the label's cell empty. */
const CONTINUATION = /^\|\s*([^|]*\S)\s*\|?\s*$/u;
const MIN_RUN = 3;

/** The label and value of a line of such a record, or null. */
function barPair(line: Line | undefined): RegExpExecArray | null {
  if (!line || line.blank) return null;
  const m = BAR_PAIR.exec(line.text.trim());
  return m && m[1]!.split(/\s+/).length <= 6 ? m : null;
}

/**
 * The value's text on a line that goes on with the value above it, or null: the line opens on the
 * bar, or (a scan's cleaning having read that bar as a stray mark) it has none and is indented to the
 * bar's column of the pair line `barColumn`.
 */
function continuation(line: Line | undefined, barColumn: number): string | null {
  if (!line || line.blank) return null;
  const barred = CONTINUATION.exec(line.text.trim())?.[1];
  if (barred !== undefined) return barred;
  return barColumn > 0 && line.indent >= barColumn - 1 && !line.text.includes('|') ? line.text.trim() : null;
}

/** How many lines after pair line `i` go on with its value. */
function continuationsAfter(lines: readonly Line[], i: number): number {
  const barColumn = lines[i]!.text.indexOf('|');
  let n = 0;
  while (continuation(lines[i + 1 + n], barColumn) !== null) n += 1;
  return n;
}

/**
 * The run of bar pairs around line `i` (their values' next lines within it): its first and last
 * pair line's index, or null when `i` is no pair line.
 */
function runAround(lines: readonly Line[], i: number): { first: number; last: number } | null {
  if (!barPair(lines[i])) return null;
  let first = i;
  // Back over the pair lines above and their values' next lines.
  for (let k = i - 1; k >= 0 && !lines[k]!.blank; k -= 1) {
    if (!barPair(lines[k])) continue;
    if (k + 1 + continuationsAfter(lines, k) < first) break;
    first = k;
  }
  let last = i;
  for (let k = last + 1 + continuationsAfter(lines, last); k < lines.length && barPair(lines[k]); k += 1 + continuationsAfter(lines, k)) last = k;
  return { first, last };
}

/** The pair lines of a run, in order. */
function pairLines(lines: readonly Line[], run: { first: number; last: number }): number[] {
  const found: number[] = [];
  for (let j = run.first; j <= run.last; j += 1) if (barPair(lines[j])) found.push(j);
  return found;
}

/** Line `i` as a label and its value when it stands in a record table of bar pairs, else null. */
export function recordBarPair(lines: readonly Line[], i: number): { label: string; value: string; lines: number } | null {
  const run = runAround(lines, i);
  if (!run) return null;
  const pairs = pairLines(lines, run);
  if (pairs.length < MIN_RUN || !pairs.some((j) => isFieldLabel(barPair(lines[j])![1]!))) return null;
  const m = barPair(lines[i])!;
  // A people's table: each row the person's capacity and name, as a table's row is read; its header no pair.
  if (columnNames(barPair(lines[pairs[0]!])!)) return i === run.first || continuationsAfter(lines, i) > 0 ? null : { label: m[2]!.trim(), value: m[1]!.trim(), lines: 1 };
  const holders = officeHolders(lines, pairs);
  if (holders) return i === run.first ? null : { label: holders, value: `${m[1]!.trim()} (${m[2]!.trim()})`, lines: 1 };
  const next = continuationsAfter(lines, i);
  const value = [m[2]!.trim()];
  const barColumn = lines[i]!.text.indexOf('|');
  for (let k = 1; k <= next; k += 1) value.push(continuation(lines[i + k], barColumn)!);
  return { label: m[1]!.trim(), value: value.join('\n'), lines: 1 + next };
}

/**
 * A header row naming a people's table's columns (`Nom | Qualité`, `Nom et prénom | Fonction`): the
 * rows under it are persons and their capacities, no record's labels and values.
 */
const NAME_COLUMN = /^(?:noms?|nom et prenoms?|prenoms? et noms?|identite|nom, prenoms?)$/;
const CAPACITY_COLUMN = /^(?:qualites?|fonctions?|mandats?|roles?|titres?|en qualite de)$/;
function columnNames(header: RegExpExecArray): boolean {
  return NAME_COLUMN.test(fold(header[1]!.trim()).toLowerCase()) && CAPACITY_COLUMN.test(fold(header[2]!.trim()).toLowerCase());
}

const PERSON = /^(?:M\.|MM\.|Mme|Mlle|Me|Ma[iî]tre|Dr)\s+\p{Lu}/u;
const OFFICE = /^(?:co-?)?(?:gerant|president|directeu?r|directrice|administrat|commissaire|liquidat)/;

/**
 * An officers' table of two columns: the first column's name is an office (`Gérant(e) | Situation`)
 * and every row under it opens on a person (`M. X | démission au …`): each row is that office's
 * holder, the other cell what the act does to the holder (written in brackets after the name, as an
 * officers' table's row is read). The office's label, or null for any other run.
 */
function officeHolders(lines: readonly Line[], pairs: readonly number[]): string | null {
  // A holder's row has no value's next line: a run with one is a record.
  if (pairs.length !== pairs[pairs.length - 1]! - pairs[0]! + 1) return null;
  const header = barPair(lines[pairs[0]!])!;
  if (!OFFICE.test(fold(header[1]!.trim()).toLowerCase())) return null;
  for (const j of pairs.slice(1)) if (!PERSON.test(barPair(lines[j])![1]!.trim())) return null;
  return header[1]!.trim();
}
