/**
 * A name in guillemets that a narrow column cuts at a line end without a hyphen ('Société « LES
 * VERGERS DU' / 'NORD », SARL au capital …'): the line that opens inside the quotes holds only the
 * name's tail, and the name is the whole quoted text over both lines.
 */

import { tidyName } from './company-mentions.ts';

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
