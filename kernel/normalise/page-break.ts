/**
 * A newspaper's page break inside a notice: the page's footer line and the next page's running
 * header ('28    LES NOUVELLES CALÉDONIENNES    VENDREDI 18 NOVEMBRE 2022': a page number, the
 * periodical's title or the page's rubric, the date, each alone between wide gaps) printed between
 * two lines of one sentence. A reader reads the sentence on across them: a word or an identifier the
 * break cuts ('RIDET : 1 657' / … / '410.001', 'de-' / … / 'meurant') is read whole. The footer is
 * the one line above the header that closes a sentence of its own while the notice's line above it
 * stays open. The page's date is read from the text as printed (publication-date.ts).
 */

import { fold } from './fold.ts';
import { findFrenchDates, isWeekdayOrNothing } from './french-date.ts';
import { isPageRubric } from './page-rubric.ts';
import { isPeriodicalName } from './periodicals.ts';

// A page number beside a wide gap at a line's start or end: the cheap sign of a running header (speed only).
const MAY_HOLD_HEADER = /(?:^|\n)[ \t]*\d{1,4}[ \t]{3,}\S|\S[ \t]{3,}\d{1,4}[ \t]*(?:\n|$)/;
const WIDE_GAP = /[ \t\u00a0]{3,}/;
const PAGE_NUMBER = /^(?:page\s*)?\d{1,4}$/;
// The line after the break goes on with the sentence: it opens in lower case or with a digit.
const GOES_ON = /^[ \t]*[\p{Ll}\d]/u;
const CLOSES = /[.!?»)]$/u;

/** Whether `line` is a running header: a page number, a title and a date (with its weekday) between wide gaps. */
function isRunningHeader(line: string): boolean {
  const items = line.trim().split(WIDE_GAP);
  if (items.length !== 3) return false;
  let page = false;
  let title = false;
  let date = false;
  for (const item of items) {
    const folded = fold(item);
    if (!page && PAGE_NUMBER.test(folded)) page = true;
    else if (!title && (isPeriodicalName(folded) || isPageRubric(folded.replace(/\s+/g, ' ').trim()))) title = true;
    else {
      const dates = findFrenchDates(item);
      if (date || dates.length !== 1) return false;
      const rest = fold(item.slice(0, dates[0]!.index) + item.slice(dates[0]!.index + dates[0]!.length)).trim();
      if (!isWeekdayOrNothing(rest)) return false;
      date = true;
    }
  }
  return page && title && date;
}

/** The text without the footer and running header of a page break that cuts a sentence. */
export function withoutPageBreaks(text: string): string {
  if (!MAY_HOLD_HEADER.test(text)) return text;
  const lines = text.split('\n');
  const drop = new Set<number>();
  for (let i = 1; i + 1 < lines.length; i += 1) {
    if (!GOES_ON.test(lines[i + 1]!) || !isRunningHeader(lines[i]!)) continue;
    drop.add(i);
    const footer = lines[i - 1]!.trim();
    const above = i >= 2 ? lines[i - 2]!.trim() : '';
    if (/^\p{Lu}/u.test(footer) && CLOSES.test(footer) && above !== '' && !CLOSES.test(above)) drop.add(i - 1);
  }
  return drop.size === 0 ? text : lines.filter((_, i) => !drop.has(i)).join('\n');
}
