/**
 * A month's name misprinted by one letter ('ocotbre', 'octbore', 'setpembre', 'novembe',
 * 'juilllet'): between a day and a year a reader reads the month it cannot be anything else but.
 * Only the long names (five letters or more), one slip away (a letter changed, dropped, added, or
 * two neighbours swapped), and only when one month is that close: 'mars', 'mai', 'juin', 'aout'
 * are too short to tell from other words.
 */

import { oneEditApart } from './one-edit-apart.ts';

const LONG_MONTHS: ReadonlyArray<readonly [string, number]> = [
  ['janvier', 1], ['fevrier', 2], ['avril', 4], ['juillet', 7], ['septembre', 9], ['octobre', 10], ['novembre', 11], ['decembre', 12],
];

/** The month a folded word misprints, or null when it is none or could be two. */
export function misspeltMonth(word: string): number | null {
  if (word.length < 4) return null;
  const months = LONG_MONTHS.filter(([name]) => oneEditApart(word, name));
  return months.length === 1 ? months[0]![1] : null;
}
