/**
 * A board's posting period ('Période d'affichage : du 24 juin au 24 juillet 2026', 'Affiché du 3
 * au 17 mars 2026', 'En affichage du 28 décembre 2025 au 11 janvier 2026'): a notice posted on a
 * town's or a province's board appears the day it is posted, so its publication date is the
 * period's first day. The first day often prints no year or no month of its own: it takes the
 * last day's, a year earlier when its month comes after the last day's (a period over the new year).
 * A weekly's masthead prints its issue's week the same way (`semaine du mercredi 12 au mardi 18 août
 * 2026`, `N° 233 · du 8 au 14 avril 2026`): the issue appears on the week's first day.
 */

import { fold } from './fold.ts';
import { MONTH_NAME_SOURCE, monthOfName, toIso, WEEKDAY_OR_CUT } from './french-date.ts';

const DAY = String.raw`(1\s?er|\d{1,2})`;
const MONTH = `(${MONTH_NAME_SOURCE})`;
const WEEKDAY = `(?:${WEEKDAY_OR_CUT}\\s+)?`;
const RANGE = String.raw`du\s+${WEEKDAY}${DAY}(?:\s+${MONTH}(?:\s+((?:19|20)\d{2}))?)?\s+au\s+${WEEKDAY}${DAY}\s+${MONTH}\s+((?:19|20)\d{2})\b`;
// The board's place may stand between the word and the period ('Affiché en mairie de Dumbéa du … au …');
// the days may be numbers ('Affiché du 09/02/2026 au 09/03/2026').
const NUMERIC_RANGE = String.raw`du\s+(\d{1,2})[/.](\d{1,2})[/.]((?:19|20)\d{2})\s+au\s+\d{1,2}[/.]\d{1,2}[/.](?:19|20)\d{2}\b`;
const PERIOD_WORD = String.raw`(?:^|[\s:–—|·-])(?:periode d'affichage|(?:mise?|en) affichage|affichee?|affichage|placardee?)(?:\s+(?:en|a la|au|sur)\s[^\n:]{1,40}?)?\s*:?\s*`;
const PERIOD = new RegExp(PERIOD_WORD + RANGE);
const NUMERIC_PERIOD = new RegExp(PERIOD_WORD + NUMERIC_RANGE);
// Or its issue's number, then the range as the next item ('KONÉ HEBDO · N° 233 · du 8 au 14 avril 2026').
const ISSUE_WEEK = new RegExp(String.raw`(?:^|[\s:–—|·(-])(?:semaine\s+|n°\s*\d(?:[\d ]{0,5}\d)?\s*[·•|–—,-]\s*)${RANGE}`);

const day = (printed: string): number => (/^1\s?er$/.test(printed) ? 1 : Number(printed));

/** The first day of a posting period the line prints, as an ISO date, or null. */
export function dateOfPostingPeriod(line: string): string | null {
  const folded = fold(line);
  if (!folded.includes('affich') && !folded.includes('placard')) return null;
  const numeric = NUMERIC_PERIOD.exec(folded);
  if (numeric) return toIso(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  return firstDay(PERIOD.exec(folded));
}

/** The first day of an issue's week a masthead prints (`semaine du 12 au 18 août 2026`), or null. */
export function dateOfIssueWeek(line: string): string | null {
  const folded = fold(line);
  return folded.includes('semaine') || folded.includes('n°') ? firstDay(ISSUE_WEEK.exec(folded)) : null;
}

function firstDay(m: RegExpExecArray | null): string | null {
  if (!m) return null;
  const lastMonth = monthOfName(m[5]!)!;
  const lastYear = Number(m[6]);
  const firstMonth = m[2] ? monthOfName(m[2])! : lastMonth;
  const firstYear = m[3] ? Number(m[3]) : firstMonth > lastMonth ? lastYear - 1 : lastYear;
  // A day no month holds is no date (a misprint): nothing read.
  return toIso(firstYear, firstMonth, day(m[1]!));
}
