/**
 * A month's name misprinted by one letter ('ocotbre', 'octbore', 'setpembre', 'novembe',
 * 'juilllet'): between a day and a year a reader reads the month it cannot be anything else but.
 * Only the long names (five letters or more), one slip away (a letter changed, dropped, added, or
 * two neighbours swapped), and only when one month is that close: 'mars', 'mai', 'juin', 'aout'
 * are too short to tell from other words.
 */

import { FRENCH_MONTHS } from './month-names.ts';
import { oneEditApart } from './one-edit-apart.ts';

/** A name this long is told from other words one slip away. */
const LONG_NAME = 5;
const LONG_MONTHS: ReadonlyArray<readonly [string, number]> = FRENCH_MONTHS.map((name, k) => [name, k + 1] as const).filter(([name]) => name.length >= LONG_NAME);

/** The month a folded word misprints, or null when it is none or could be two. */
export function misspeltMonth(word: string): number | null {
  if (word.length < 4) return null;
  const months = LONG_MONTHS.filter(([name]) => oneEditApart(word, name));
  return months.length === 1 ? months[0]![1] : null;
}
