/**
 * A name in guillemets that a narrow column cuts at a line end without a hyphen ('Société « LES
 * VERGERS DU' / 'NORD », SARL au capital …'): the line that opens inside the quotes holds only the
 * name's tail, and the name is the whole quoted text over both lines. So does a label's value
 * ('Dénomination : « SELARL DENTAIRE' / 'DE KOUTIO ».'): the value is not its line alone.
 */

import { tidyName } from './company-mentions.ts';
import { lineAfter } from './text-lines.ts';

const OPEN = /[«“]/u;
const CLOSE = /[»”]/u;
// The quoted text's limits, as for a quoted name over one line break (company-mentions.ts, QUOTED).
const HEAD_LENGTH = 120;
const TAIL_LENGTH = 80;

/**
 * The whole quoted name when line `i` opens inside guillemets opened on the line above and left
 * open there (the line's text before its closing guillemet holds no opening one); otherwise null.
 */
export function quotedNameOverLines(lines: readonly string[], i: number): string | null {
  const line = lines[i];
  const previous = lines[i - 1];
  if (line === undefined || previous === undefined) return null;
  const close = line.search(CLOSE);
  if (close <= 0 || close > TAIL_LENGTH || OPEN.test(line.slice(0, close))) return null;
  const open = lastIndexOf(previous, OPEN);
  if (open < 0 || CLOSE.test(previous.slice(open)) || previous.length - open > HEAD_LENGTH) return null;
  const name = tidyName(`${previous.slice(open + 1)} ${line.slice(0, close)}`);
  return /\p{L}/u.test(name) ? name : null;
}

function lastIndexOf(line: string, pattern: RegExp): number {
  for (let at = line.length - 1; at >= 0; at -= 1) if (pattern.test(line[at]!)) return at;
  return -1;
}

/**
 * A label's value (`value`, read from `index` to its line's end) that opens guillemets and leaves
 * them open on its line, closed on the next one: the value with the next line's text up to the
 * closing guillemet. Otherwise the value as read.
 */
export function quotedValueOverLines(text: string, index: number, value: string): string {
  const open = lastIndexOf(value, OPEN);
  if (open < 0 || CLOSE.test(value.slice(open)) || value.length - open > HEAD_LENGTH) return value;
  const next = lineAfter(text, index)?.text;
  if (next === undefined) return value;
  const close = next.search(CLOSE);
  if (close <= 0 || close > TAIL_LENGTH || OPEN.test(next.slice(0, close))) return value;
  return `${value} ${next.slice(0, close + 1).trim()}`;
}
