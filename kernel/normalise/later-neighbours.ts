/**
 * A page's other column read after the notice: when the notice has signed off and the next
 * paragraph opens in lower case, in the middle of a sentence, and signs off in its turn ('des
 * opérations de liquidation. / Pour avis, le liquidateur, …'), that paragraph is another notice's
 * tail, and everything after it (a rule line, an erratum, the next notice) belongs to the page's
 * other notices, not to this one. The notice above keeps its own identifier: a reading that would
 * leave it none is not cut.
 */

import { fold } from './fold.ts';
import { findRidets } from './ridet.ts';
import { linesOf } from './recent-results.ts';
import { MIN_NOTICE_WORDS, RULE_LINE, SIGNATURE, words } from './split-page.ts';

/** How many lines a cut tail may run before its signature. */
const TAIL_LINES = 6;

const signs = (line: string | undefined): boolean => line !== undefined && SIGNATURE.test(fold(line.trim()));

/** Whether the paragraph above line `i` (blank lines between) ends with a signature. */
function signedAbove(lines: readonly string[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && lines[k]!.trim() === '') k -= 1;
  return k >= 0 && k < i - 1 && (signs(lines[k]) || signs(lines[k - 1]));
}

/** Whether the lines from `start` sign off before a blank or rule line, within a tail's length. */
function signedTail(lines: readonly string[], start: number): boolean {
  for (let k = start; k < Math.min(lines.length, start + TAIL_LINES); k += 1) {
    const line = lines[k]!.trim();
    if (line === '' || RULE_LINE.test(line)) return false;
    if (k > start && signs(line)) return true;
  }
  return false;
}

export function withoutLaterNeighbours(text: string): string {
  // Only a text with a paragraph opening in lower case is read further (speed only).
  if (!/\n[ \t]*\n[ \t]*\p{Ll}/u.test(text)) return text;
  const lines = linesOf(text);
  for (let i = 1; i < lines.length; i += 1) {
    if (!/^\p{Ll}/u.test(lines[i]!.trim()) || lines[i - 1]!.trim() !== '') continue;
    if (!signedAbove(lines, i) || !signedTail(lines, i)) continue;
    const kept = lines.slice(0, i);
    if (words(kept) < MIN_NOTICE_WORDS) continue;
    const above = kept.join('\n').trim();
    return findRidets(above).length > 0 ? above : text;
  }
  return text;
}
