/**
 * A page's running header that a PDF's extraction leaves inside a notice, between two of its
 * paragraphs: the journal's name, the page's date and the page number, each alone between wide
 * gaps or separators ('JONC        26 février 2026        1702', '1702 | JONC | jeudi 26 février
 * 2026'). Wherever it falls it dates the page: a sentence that cites the journal holds other words
 * than these three items. A newspaper's page prints the same line with its own title ('La Gazette du
 * Nord – samedi 17 octobre 2026 – page 23'), also between two notices of the page, where a footer
 * stands above the next notice's cut opening. Any periodical the page names opens it (periodicals.ts).
 */

import { fold } from './fold.ts';
import { findFrenchDates, isWeekdayOrNothing } from './french-date.ts';
import { isPeriodicalName } from './periodicals.ts';

const SEPARATOR = /\s+[|·•—–-]\s+/u;
const PAGE_NUMBER = /^(?:(?:page|p\.)\s*)?\d{1,5}$/;

/** The date of a running header line (its wide gaps already read as ' | '), or null. */
export function dateOfRunningHeaderLine(line: string): string | null {
  const items = line.split(SEPARATOR).map((item) => item.trim()).filter(Boolean);
  if (items.length !== 3) return null;
  let journal = false;
  let page = false;
  let date: string | null = null;
  for (const item of items) {
    const folded = fold(item);
    if (!journal && isPeriodicalName(folded)) journal = true;
    else if (!page && PAGE_NUMBER.test(folded)) page = true;
    else {
      const dates = findFrenchDates(item);
      if (date || dates.length !== 1) return null;
      const mention = dates[0]!;
      const rest = fold(item.slice(0, mention.index) + item.slice(mention.index + mention.length)).trim();
      if (!isWeekdayOrNothing(rest)) return null;
      date = mention.iso;
    }
  }
  return journal && page ? date : null;
}
