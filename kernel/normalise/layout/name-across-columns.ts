/**
 * A company's name in capitals cut at a column's foot and ended at the next column's head, its form
 * and particulars under it (`SOCIÉTÉ DE GARDIENNAGE` / (next column) `DU PACIFIQUE – SGP` / `SAS au
 * capital de …`): one heading, read on one line after the other, no blank line between.
 */

import { foldUncached as fold } from '../fold.ts';
import { PARTICULARS } from '../page-furniture.ts';

/** A line in capitals, no closing mark: a name or a title. */
const CAPITALS = /^[^\p{Ll}.!?]*\p{Lu}[^\p{Ll}.!?]*$/u;

/** Whether the name on `leftLast` goes on at the next column's first filled lines. */
export function nameGoesOnAcross(leftLast: string, right: readonly string[]): boolean {
  const [first = '', second = ''] = right.filter((l) => l.trim() !== '');
  return CAPITALS.test(leftLast.trim()) && CAPITALS.test(first.trim()) && PARTICULARS.test(fold(second.trim()));
}

/** How many lines a name printed alone at a column's foot takes at most. */
const NAME_BLOCK_LINES = 3;
/** The widest indent of a line printed in the left column. */
const LEFT_MARGIN = 4;

/**
 * A company's name printed whole at the left column's foot, under the columns, a blank line above it
 * (`CALÉDONIENNE DE MAINTENANCE` / `INDUSTRIELLE`), whose form and particulars open the right column
 * (`Société par actions simplifiée` / `au capital de …`): the name's lines, to be read at the right
 * column's head; else null. No digit, no closing mark, nothing after it.
 */
export function nameBlockForRight(paragraph: string, right: readonly string[]): string[] | null {
  const printed = paragraph.split('\n').filter((l) => l.trim() !== '');
  // Printed in the left column: from the page's margin, not indented to the right column.
  if (printed.some((l) => l.length - l.trimStart().length > LEFT_MARGIN)) return null;
  const lines = printed.map((l) => l.trim());
  if (lines.length === 0 || lines.length > NAME_BLOCK_LINES || !lines.every((l) => CAPITALS.test(l) && !/\d/.test(l))) return null;
  const first = right.find((l) => l.trim() !== '') ?? '';
  return PARTICULARS.test(fold(first.trim())) ? lines : null;
}
