/**
 * A page read by its headings (split-page.ts) where a company's header block stands over its event's
 * title (`KAWAWA HABITAT` / `SAS au capital de …` / `RIDET …` / `TRANSFERT DE SIÈGE SOCIAL`): the
 * headings give the block to the notice above and run the notice on over the rule that closes it
 * into the next company's block. A rule between notices is the page's own mark, read so.
 */

import { findRidets } from './ridet.ts';
import { RULE_LINE } from './split-page.ts';

/**
 * Whether a notice's text runs over a rule into another company's identified lines: two notices the
 * headings ran together, as where a company's header block stands over its event's title. A rule
 * opening the text underlines its heading (`CESSIONS DE PARTS` / `=========`), parting nothing.
 */
export function runsOverRule(notice: { text: string }): boolean {
  const lines = notice.text.split('\n');
  return lines.some((line, i) => {
    const over = lines.slice(0, i).findLast((l) => l.trim() !== '')?.trim();
    if (!RULE_LINE.test(line.trim()) || over === undefined) return false;
    const above = findRidets(lines.slice(0, i).join('\n')).map((r) => r.rid);
    const below = findRidets(lines.slice(i + 1).join('\n')).map((r) => r.rid);
    return below.length > 0 && below.some((rid) => !above.includes(rid));
  });
}
