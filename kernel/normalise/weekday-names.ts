/**
 * The weekdays' names as a pattern's alternation, on folded text. A file of its own because both
 * french-date.ts and back-office-dates.ts read them, and french-date.ts reads back-office-dates.ts.
 */
export const WEEKDAY_NAMES = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)';
