/**
 * A list of decisions opened by the verb they share: 'les associés ont :' / '- transféré le siège
 * … ;' / '- nommé …'. A reader reads each item with the auxiliary ('ont transféré le siège'), so
 * each decision is evidence of its event and the notice's type is the highest of them.
 */

import { matchesOf } from './global-pattern.ts';

// The stem: an auxiliary closing its line with a colon (folded text).
const STEM = /\b(a|ont|avons|ai)[ \t]*:[ \t]*\n/g;
// An item: a dash, a bullet or a number or letter with its stop, then a word in lower case.
const ITEM = /^([ \t]*(?:[-–—•*▪■●◆►◦]|\d{1,2}[.)°]|[a-z][.)])[ \t]*)(?=[a-z])/;

/** The folded text with the stem's auxiliary written before each item of such a list. */
export function withDecisionStems(folded: string): string {
  if (!folded.includes(':') || !STEM.test(folded)) return folded;
  STEM.lastIndex = 0;
  let out = '';
  let at = 0;
  for (const m of matchesOf(STEM, folded)) {
    const auxiliary = m[1]!;
    let lineStart = m.index + m[0].length;
    if (lineStart < at) continue;
    out += folded.slice(at, lineStart);
    at = lineStart;
    while (lineStart < folded.length) {
      const newline = folded.indexOf('\n', lineStart);
      const lineEnd = newline < 0 ? folded.length : newline;
      const line = folded.slice(lineStart, lineEnd);
      if (line.trim() === '') break;
      const item = ITEM.exec(line);
      // A continuation line of the previous item is kept as it is.
      out += item ? `${item[1]}${auxiliary} ${line.slice(item[1]!.length)}` : line;
      out += newline < 0 ? '' : '\n';
      at = newline < 0 ? folded.length : newline + 1;
      lineStart = at;
    }
  }
  return out + folded.slice(at);
}
