/**
 * The matches of a global pattern that never reads a line break, tried only on the lines where a
 * cheaper pattern that every match holds finds something (speed only): a pattern opening on any
 * word, with a lookbehind at each place, cost a notice's whole text where only a few lines can
 * hold it.
 *
 * The same matches in the same order as `matchesOf(pattern, text)` when (1) no match of `pattern`
 * holds a line break ('\n'), so each lies inside one line and the global scan enters each line at
 * or before its start; (2) every line holding a match of `pattern` holds a match of `needs`, and
 * `needs` holds no line break either, so its global scan over the text reports one in that line;
 * (3) `pattern` reads a line's edges alone as it reads them in the text: its lookarounds see a
 * line break and the text's ends alike (for instance a lookbehind refusing a letter, a lookahead
 * refusing one). Each match's `index` is the text's; its `input` is its line.
 */
import { matchesOf } from './global-pattern.ts';

export function matchesOnLinesHolding(pattern: RegExp, needs: RegExp, text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  if (!needs.global) throw new TypeError(`matchesOnLinesHolding needs a global pattern: /${needs.source}/${needs.flags}`);
  needs.lastIndex = 0;
  for (let need = needs.exec(text); need !== null; need = needs.exec(text)) {
    const lineStart = text.lastIndexOf('\n', need.index) + 1;
    const lineBreak = text.indexOf('\n', need.index);
    const lineEnd = lineBreak < 0 ? text.length : lineBreak;
    for (const m of matchesOf(pattern, text.slice(lineStart, lineEnd))) {
      m.index += lineStart;
      found.push(m);
    }
    if (lineBreak < 0) break;
    needs.lastIndex = lineBreak;
  }
  needs.lastIndex = 0;
  return found;
}
