/**
 * The weekdays' names as a pattern's alternation, on folded text. A file of its own because both
 * french-date.ts and back-office-dates.ts read them, and french-date.ts reads back-office-dates.ts.
 */
const NAMES = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
export const WEEKDAY_NAMES = `(?:${NAMES.join('|')})`;

/**
 * A weekday's name cut after its fourth letter or later and closed by its dot ('vend.', 'merc.',
 * 'mercr.', 'sam.'-like cuts of three letters are french-date.ts's own), as a dateline may print it.
 */
export const WEEKDAY_LONGER_CUTS = `(?:${NAMES.flatMap((name) => Array.from({ length: name.length - 4 }, (_, i) => name.slice(0, 4 + i)))
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.`;
