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
