/**
 * A two-column key/value grid flattened to one line a row, without colons (`Dénomination X Forme
 * SARL` / `RIDET … Siège Koné` / `Décision AGE du …`): each line opens on a field's label, and
 * another label, a word in title case, opens the next cell. Read as `Label : value` lines, a value
 * no longer runs on into the next cell's label. A text is read so only when three lines at least
 * open on a label without its colon and one of them holds a second label; a label in the
 * middle of a sentence is never read so.
 */

import { isFieldLabel } from './field-labels.ts';

const MIN_LABEL_LINES = 3;
const MAX_LABEL_WORDS = 3;
// A label opening a cell is printed in title case ('Forme', 'Siège social'), or as an acronym ('RIDET').
const LABEL_HEAD = /^(?:\p{Lu}\p{Ll}[\p{Ll}'’-]*|RIDET|RID|RCS)$/u;
const TITLE_CASE = /^\p{Lu}\p{Ll}[\p{Ll}'’-]*$/u;
// A dot leader is another layout's colon (label-dress.ts).
const LEADER = /\.{2,}|…/;

// A label's qualifier after it ('Capital ancien', 'Capital après') belongs to the label.
const QUALIFIER = /^(?:ancien(?:ne)?|nouv(?:eau|elle)|avant|apr[eè]s|actuel(?:le)?)$/u;
// Lines that open on a common label without a colon: three make a text worth reading so (speed only).
const LABEL_LINE_HEAD = /^[ \t]*(?:D[ée]nomination|Forme|RIDET|Si[èe]ge|Capital|G[ée]rante?|Pr[ée]sidente?|D[ée]cision|Objet|Dur[ée]e|Date|Activit[ée])[ \t]+[^:\n]*$/gmu;

/** The number of words of a label at word `i` (its qualifier with it), or 0. */
function labelAt(words: readonly string[], i: number): number {
  // Inside a row, an acronym is a value's word ('RCS Nouméa B …', 'AGE du …'): only a label in
  // title case opens the next cell.
  if (!(i === 0 ? LABEL_HEAD : TITLE_CASE).test(words[i]!)) return 0;
  for (let k = Math.min(MAX_LABEL_WORDS, words.length - i - 1); k >= 1; k -= 1) {
    const label = words.slice(i, i + k);
    // A label's words after its first are in lower case ('Siège social', 'Date d'effet').
    if (label.slice(1).some((w) => /^\p{Lu}/u.test(w))) continue;
    if (isFieldLabel(label.join(' '))) return k + (QUALIFIER.test(words[i + k] ?? '') && i + k + 1 < words.length ? 1 : 0);
  }
  return 0;
}

/** A line's cells as `Label : value` lines, or null when it opens on no label or holds no value. */
function cellsOf(line: string): string[] | null {
  if (line.includes(':') || LEADER.test(line)) return null;
  const words = line.trim().split(/\s+/);
  const first = labelAt(words, 0);
  if (first === 0 || first >= words.length) return null;
  const cells: string[] = [];
  let label = words.slice(0, first).join(' ');
  let value: string[] = [];
  for (let i = first; i < words.length; i += 1) {
    const next = value.length > 0 ? labelAt(words, i) : 0;
    if (next > 0) {
      cells.push(`${label} : ${value.join(' ')}`);
      label = words.slice(i, i + next).join(' ');
      value = [];
      i += next - 1;
    } else value.push(words[i]!);
  }
  if (value.length === 0) return null;
  cells.push(`${label} : ${value.join(' ')}`);
  return cells;
}

/** The text with a flattened grid's rows read as labelled lines (see the file's comment). */
export function labelsInLine(text: string): string {
  if ((text.match(LABEL_LINE_HEAD)?.length ?? 0) < MIN_LABEL_LINES) return text;
  const lines = text.split('\n');
  const read = lines.map(cellsOf);
  const rows = read.filter((cells) => cells !== null);
  if (rows.length < MIN_LABEL_LINES || !rows.some((cells) => cells.length > 1)) return text;
  return lines.map((line, k) => (read[k] ? read[k].join('\n') : line)).join('\n');
}
