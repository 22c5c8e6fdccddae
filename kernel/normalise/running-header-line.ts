/**
 * A page's running header that a PDF's extraction leaves inside a notice, between two of its
 * paragraphs: the journal's name, the page's date and the page number, each alone between wide
 * gaps or separators ('JONC        26 février 2026        1702', '1702 | JONC | jeudi 26 février
 * 2026'). Wherever it falls it dates the page: a sentence that cites the journal holds other words
 * than these three items. A newspaper's page prints the same line with its own title ('La Gazette du
 * Nord – samedi 17 octobre 2026 – page 23'), also between two notices of the page, where a footer
 * stands above the next notice's cut opening.
 */

import { fold } from './fold.ts';
import { findFrenchDates, isWeekdayOrNothing } from './french-date.ts';

const SEPARATOR = /\s+[|·•—–-]\s+/u;
/** The journal's name alone: its initials or its full title. */
const JOURNAL_NAME = /^(?:jonc|j\.\s?o\.\s?n\.\s?c\.?|journal officiel(?: de la nouvelle[- ]?caledonie)?)$/;
const PAGE_NUMBER = /^(?:(?:page|p\.)\s*)?\d{1,5}$/;
/** A periodical's title alone: a few words, one naming a periodical, none citing it. */
/** The nouns that name a periodical (folded), declared once for the readers of a page's furniture. */
export const PERIODICAL_NOUN = String.raw`(?:journal|nouvelles|gazette|echos?|hebdo|courrier|depeche|quotidien|tribune|magazine|voix)`;
const PERIODICAL_TITLE = new RegExp(String.raw`^[^\d]*\b${PERIODICAL_NOUN}\b[^\d]*$`);
const CITES = /\b(?:paru\w*|publi\w*|dans|voir|cite\w*|selon)\b/;
const TITLE_MAX_WORDS = 6;

export function isJournalName(folded: string): boolean {
  if (JOURNAL_NAME.test(folded)) return true;
  return PERIODICAL_TITLE.test(folded) && !CITES.test(folded) && folded.split(/\s+/).length <= TITLE_MAX_WORDS;
}

/** The date of a running header line (its wide gaps already read as ' | '), or null. */
export function dateOfRunningHeaderLine(line: string): string | null {
  const items = line.split(SEPARATOR).map((item) => item.trim()).filter(Boolean);
  if (items.length !== 3) return null;
  let journal = false;
  let page = false;
  let date: string | null = null;
  for (const item of items) {
    const folded = fold(item);
    if (!journal && isJournalName(folded)) journal = true;
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
