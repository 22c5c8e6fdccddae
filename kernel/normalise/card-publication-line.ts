/**
 * A card's own publication line (`Publié le 14 octobre 2026`, `Publié le 09/02/2026 - 16h05 ·
 * Modifications`): a platform's list dates each card, and a page of cards holds several dates. The
 * card a line opens dates the notice under it, not the page's first date.
 */

import { fold } from './fold.ts';
import { findPublicationDate } from './publication-date.ts';

/** How many filled lines a card's head holds over its notice: a rubric, its title, its publication line. */
export const CARD_HEAD_LINES = 3;

/** A line opening on the publication's participle and `le`, the periodical maybe between (`Publié au JONC le …`). */
const PUBLISHED_LINE = /^(?:publie|parue?|mise? en ligne)e?s?(?: (?:au|dans (?:le|la|les)|sur) [^\d\n]{1,40}?)? le\s/;

/** Whether a line (as printed) is a card's publication line. */
export function isCardPublicationLine(line: string): boolean {
  return PUBLISHED_LINE.test(fold(line.trim()));
}

/**
 * The date a notice's own publication line prints, looked for in its first `withinLines` filled
 * lines (a card's head), or null: the page's date then dates it.
 */
export function cardPublicationDate(text: string, withinLines = Number.POSITIVE_INFINITY): string | null {
  const lines = text.split('\n').filter((l) => l.trim() !== '').slice(0, withinLines);
  const line = lines.find(isCardPublicationLine);
  return line === undefined ? null : findPublicationDate(line);
}
