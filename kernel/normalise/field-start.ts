/**
 * Where the field a mention stands in opens: its line, or on a telegraphic line its fields run
 * together on, the last spaced dash, compositor's mark or full stop before it ('FUSION – Absorbante : A, SARL, RIDET
 * …. Absorbée : B, SARL, RIDET …'): a party's label opens its field as it opens a line.
 */

import { matchesOf } from './global-pattern.ts';

// A spaced dash or a compositor's spaced mark ('▪', '|', '•'), or a full stop closing a word or a number, then a space.
const FIELD_BOUNDARY = /(?:[ \t][–—\-▪|•·◆■►▸♦][ \t]|(?<=[\p{L}\d)])\.[ \t])(?=[^\n]*$)/gu;
/** A field is not longer than this: further back, the line is a sentence. */
const FIELD_REACH = 200;

/** The index where the field holding `index` opens in `text`. */
export function fieldStart(text: string, index: number): number {
  const lineStart = text.lastIndexOf('\n', index - 1) + 1;
  const from = Math.max(lineStart, index - FIELD_REACH);
  const before = text.slice(from, index);
  let start = lineStart;
  for (const m of matchesOf(FIELD_BOUNDARY, before)) start = from + m.index + m[0].length;
  return start;
}
