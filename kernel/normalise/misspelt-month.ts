/**
 * A month's name misprinted by one letter ('ocotbre', 'octbore', 'setpembre', 'novembe',
 * 'juilllet'): between a day and a year a reader reads the month it cannot be anything else but.
 * Only the long names (five letters or more), one slip away (a letter changed, dropped, added, or
 * two neighbours swapped), and only when one month is that close: 'mars', 'mai', 'juin', 'aout'
 * are too short to tell from other words.
 */

const LONG_MONTHS: ReadonlyArray<readonly [string, number]> = [
  ['janvier', 1], ['fevrier', 2], ['avril', 4], ['juillet', 7], ['septembre', 9], ['octobre', 10], ['novembre', 11], ['decembre', 12],
];

/** At most one slip between two words: a letter changed, dropped or added, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The month a folded word misprints, or null when it is none or could be two. */
export function misspeltMonth(word: string): number | null {
  if (word.length < 4) return null;
  const months = LONG_MONTHS.filter(([name]) => oneSlipApart(word, name));
  return months.length === 1 ? months[0]![1] : null;
}
