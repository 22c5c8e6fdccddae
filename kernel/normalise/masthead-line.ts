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
import { findFrenchDates, WEEKDAY_OR_CUT } from './french-date.ts';

const NAME_THEN_REST = /^\s*[\p{Lu}\d][\p{Lu}\d'’&.\- ]*?\p{Lu}\s*(?:[–—|·•/,~-]|\s{2})\s*(\S.*)$/u;
/** What a masthead prints beside its date: a weekday, the number, its page, `édition du`. */
const DATING_WORDS = new RegExp(`^(?:${WEEKDAY_OR_CUT}|n|no|p|page|edition|ed|du|le)$`, 'u');

/** Whether a line is a paper's masthead: its name, then its date and nothing else. */
export function isMastheadLine(line: string): boolean {
  const m = NAME_THEN_REST.exec(line);
  if (!m) return false;
  let rest = m[1]!;
  const dates = [...findFrenchDates(rest), ...findCompositorDates(rest)].sort((a, b) => b.index - a.index);
  if (dates.length === 0) return false;
  for (const d of dates) rest = rest.slice(0, d.index) + ' ' + rest.slice(d.index + d.length);
  return fold(rest)
    .split(/[^a-z]+/u)
    .filter((w) => w !== '')
    .every((w) => DATING_WORDS.test(w));
}
