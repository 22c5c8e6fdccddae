/** Short plain-text summary for the contract's `resume` field. */

import { collapseWhitespace } from './collapse-whitespace.ts';

const ELLIPSIS = '…';

/** Collapses whitespace; when longer than maxLength, cuts at a word boundary and ends with '…'. */
export function summarise(text: string, maxLength = 280): string {
  // A long text is collapsed from a head that already holds more than is kept (speed only): the
  // collapse of a head is a head of the collapse (a run cut at the head's end still gives one
  // space), and with two more characters than the cut reads the whole is surely longer too.
  const headLength = 4 * maxLength + 64;
  if (text.length > headLength) {
    const head = collapseWhitespace(text.slice(0, headLength)).trimStart();
    if (head.length >= maxLength + 2) return cutAtWord(head, maxLength);
  }
  const flat = collapseWhitespace(text).trim();
  if (flat.length <= maxLength) return flat;
  return cutAtWord(flat, maxLength);
}

/** The first words of a collapsed text longer than maxLength, cut at a word boundary and ended with '…'; reads no further than its first maxLength characters. */
function cutAtWord(flat: string, maxLength: number): string {
  const room = flat.slice(0, Math.max(1, maxLength - ELLIPSIS.length) + 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single huge token has no boundary to cut at: cut it rather than return nothing.
  let cut = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, maxLength - ELLIPSIS.length);
  cut = cut.replace(/[\s,;:\-–(«"']+$/u, '');
  return `${cut}${ELLIPSIS}`;
}
