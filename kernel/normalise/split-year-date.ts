/**
 * A masthead's date split before its year, as a narrow running header sets it (`Jeudi 6 août` /
 * `2026`, `9 septembre` / `2026`): a line of a day and a month, a weekday before them at most, then
 * a line of the year alone. Joined, the page's date reads as one line for the readers of mastheads
 * (publication-date.ts); only the lines at the notice's top are joined, where its masthead stands.
 */

import { fold } from './fold.ts';
import { MONTH_NAME_SOURCE, WEEKDAY_OR_CUT } from './french-date.ts';

const DAY_AND_MONTH = new RegExp(String.raw`^(?:${WEEKDAY_OR_CUT}\s+)?(?:1er|\d{1,2})\s+(?:${MONTH_NAME_SOURCE})\.?$`);
const YEAR_ALONE = /^(?:19|20)\d{2}$/;

/** The lines with each top line of a day and a month joined to the year alone on the next (the first `reach` lines). */
export function withSplitYearsJoined(lines: readonly string[], reach: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[k]!;
    const next = lines[k + 1];
    if (k < reach && next !== undefined && YEAR_ALONE.test(next.trim()) && DAY_AND_MONTH.test(fold(line.trim()))) {
      out.push(`${line.trim()} ${next.trim()}`);
      k += 1;
    } else out.push(line);
  }
  return out;
}
