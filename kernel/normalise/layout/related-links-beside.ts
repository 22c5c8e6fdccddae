/**
 * A web page's sidebar printed beside the notice: a box of links to other notices or articles
 * ('DERNIÈRES ANNONCES' / 'Constitution – SCI X' / 'Publié le 5 juin 2026' / 'Vente de fonds – Y' /
 * 'Publié le 4 juin 2026'). A reader sees a list of titles each dated, no sentence: the site's
 * furniture, not the notice's words nor a value beside its label (a label's value is no date line
 * repeated under titles). The titles name other companies and events; the column is set apart.
 */

import { foldUncached as fold } from '../fold.ts';

// A link's date: the site's publication line, a date alone, or a relative age.
const DATE_LINE = /^(?:(?:publiee?|parue?|mise? en ligne|mise? a jour)\s+le\s+)?(?:\d{1,2}(?:er)?\s+\p{L}+\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})(?:\s*(?:a|-|,)?\s*\d{1,2}\s*[h:]\s*\d{2})?$|^il y a \d+ (?:minutes?|heures?|jours?|semaines?|mois)$/u;
// A link's title or the box's heading: a short line.
const MAX_LINE = 48;
// A line that closes a sentence: a notice's prose, not a link.
const SENTENCE_END = /[.;:]$/;
// So many dated links make a list.
const MIN_DATED = 2;

/**
 * Whether the column beside the notice is a sidebar of dated links: every line short and none a
 * sentence's end, at least two date lines, each beside a title line, and more titles than dates
 * never by more than a box heading and a link's second line each.
 */
export function relatedLinksBeside(column: readonly string[]): boolean {
  const lines = column.map((line) => line.trim().replace(/\s{2,}/g, ' ')).filter(Boolean);
  if (lines.length < 2 * MIN_DATED) return false;
  let dated = 0;
  for (const [i, line] of lines.entries()) {
    if (line.length > MAX_LINE || SENTENCE_END.test(line)) return false;
    if (!DATE_LINE.test(fold(line))) continue;
    // A date stands by its link's title, above it or under it ('Publiée le 19/10/2026' / 'KONÉ BÉTON
    // SERVICES' / '…' / 'Lire'); two dates in a row are no links.
    if (i > 0 ? DATE_LINE.test(fold(lines[i - 1]!)) : lines[1] === undefined || DATE_LINE.test(fold(lines[1]))) return false;
    dated += 1;
  }
  return dated >= MIN_DATED;
}
