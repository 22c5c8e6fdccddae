/**
 * A neighbour column's closing line glued to one line of the notice after a bar (`… qui devient à
 * compter de ce jour :     | Pour avis, la gérance.`): the extraction joined the two columns on that
 * line alone. The bar is the text's only one, a run of spaces before it, and what follows it is a
 * notice's sign-off and nothing else: another notice's end, set apart so that the line reads on into
 * the next as printed. A table's bars come in rows, never one alone.
 */

import { foldUncached as fold } from '../fold.ts';
import { CLOSING_FORMULA_SOURCE } from '../notice-closing.ts';

const GLUED_CLOSING = new RegExp(String.raw`[ \t]{3,}\|[ \t]*(?:${CLOSING_FORMULA_SOURCE})\b[^|\n]{0,60}$`);

export function closingBesideBarApart(text: string): string {
  const bar = text.indexOf('|');
  if (bar < 0 || text.indexOf('|', bar + 1) >= 0) return text;
  const lineStart = text.lastIndexOf('\n', bar) + 1;
  const lineEnd = text.indexOf('\n', bar);
  const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
  // Folding keeps the line's length, so the match's offset is the printed line's.
  const glued = GLUED_CLOSING.exec(fold(line));
  return glued ? text.slice(0, lineStart + glued.index) + text.slice(lineEnd < 0 ? text.length : lineEnd) : text;
}
