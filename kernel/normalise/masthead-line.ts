/**
 * A paper's masthead over an insertion: its name in capitals, then, past a separator, the issue's
 * date and what dates it (a weekday, `édition du`, `n° 12`, `p. 4`): `L'ÉCHO DE LIFOU – ven. 6 nov.
 * 2026`, `NOUMÉA-MATIN | 28.10.2026`. The name is the paper's, never the notice's company's.
 * titled-header-date.ts reads a running line's date where the date closes the line and the title
 * passes its stricter tests; a masthead may print its weekday after its date (`– 10 novembre 2026
 * (mardi)`), which that reader refuses and this one reads: using that reader here published pastilles
 * ps27's masthead as its company's name again, so the two stay apart.
 */

import { findCompositorDates } from './compositor-date.ts';
import { fold } from './fold.ts';
import { findFrenchDates, MONTH_NAME_SOURCE, WEEKDAY_OR_CUT } from './french-date.ts';

const NAME_THEN_REST = /^\s*[\p{Lu}\d][\p{Lu}\d'’&.\- ]*?\p{Lu}\s*(?:[–—|·•/,~-]|\s{2})\s*(\S.*)$/u;
/** What a masthead prints beside its date: a weekday, the issue's number, its page, `édition du`. */
const DATING_WORDS = new RegExp(`^(?:${WEEKDAY_OR_CUT}|n|no|p|page|edition|ed|du|le)$`, 'u');

/** A month and its year alone, and an issue's number (folded). */
const ISSUE_MONTH = new RegExp(String.raw`(?<![a-z])(?:${MONTH_NAME_SOURCE})\s+(?:19|20)\d{2}(?!\d)`, 'u');
const ISSUE_NUMBER = /(?<![a-z])n(?:o|°)\s*\d/u;

/** Whether a line is a paper's masthead: its name, then its date and nothing else. */
export function isMastheadLine(line: string): boolean {
  const m = NAME_THEN_REST.exec(line);
  if (!m) return false;
  let rest = m[1]!;
  const dates = [...findFrenchDates(rest), ...findCompositorDates(rest)].sort((a, b) => b.index - a.index);
  for (const d of dates) rest = rest.slice(0, d.index) + ' ' + rest.slice(d.index + d.length);
  if (dates.length === 0) {
    // A monthly letter's issue dates itself by its month beside its number (`LA LETTRE X — n° 318 — Février 2026`).
    const folded = fold(rest);
    const month = ISSUE_MONTH.exec(folded);
    if (!month || !ISSUE_NUMBER.test(folded)) return false;
    rest = folded.slice(0, month.index) + ' ' + folded.slice(month.index + month[0].length);
  }
  return fold(rest)
    .split(/[^a-z]+/u)
    .filter((w) => w !== '')
    .every((w) => DATING_WORDS.test(w));
}

const WEEKDAY_WORD = new RegExp(`^${WEEKDAY_OR_CUT}$`, 'u');
/** The longest line a date and its weekday take (`Mercredi 30 septembre 2026`, with spaces to spare). */
const DATE_ALONE_MAX = 40;

/** A line that prints one date and at most its weekday (`Jeudi 12 février 2026`): a running head's, no sentence. */
export function isDateAlone(line: string): boolean {
  // A short line that prints a year (speed only: asked of most texts' first lines).
  if (line.length > DATE_ALONE_MAX || !/\d{4}/.test(line)) return false;
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return false;
  const rest = fold(line.slice(0, dates[0]!.index) + ' ' + line.slice(dates[0]!.index + dates[0]!.length));
  return rest.split(/[^a-z]+/u).every((w) => w === '' || WEEKDAY_WORD.test(w));
}
