/**
 * Publication lines whose label names the journal: the journal after the label and before its
 * colon ('Date de publication au JONC : 06/10/2026', 'Date de parution dans Le Pays : …'), or a
 * 'Publication :' label whose value is the journal's title, then the date after a comma
 * ('Publication : Actu.nc, 07/10/2026'), or its issue's number and 'du' ('Parution : L'Hebdo n° 412 du
 * 12/03/2026'). The line is the label, the journal and the date alone:
 * a sentence that cites a publication is not one.
 */

import { fold } from './fold.ts';
import { findFrenchDates } from './french-date.ts';

const LABEL_NAMING_JOURNAL = /^(?:date|jour) (?:de )?(?:publication|parution|mise en ligne) (?:au|a la|dans(?: le| la| les)?|sur) [^:\d]{2,40}:\s*$/;
// The title may be followed by its issue number and 'du' instead of a comma ('Parution : L'Hebdo n° 412 du 12/03/2026').
const LABEL_THEN_TITLE = /^(?:publication|parution)\s*:\s*[^,:\d]{2,40}(?:,|\s+(?:n°\s*\d{1,6}\s+)?du)\s*$/;

const OPENS_ON_LABEL = /^\s*(?:date|jour|publication|parution)\b/i;

/** The date of a publication line whose label names the journal, or null. */
export function dateOfJournalLabelLine(line: string): string | null {
  // Most lines open on no such label: their dates are not looked for (speed only).
  if (!OPENS_ON_LABEL.test(line)) return null;
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return null;
  const date = dates[0]!;
  if (line.slice(date.index + date.length).replace(/[\s.]/g, '') !== '') return null;
  const before = fold(line.slice(0, date.index)).trimStart();
  return LABEL_NAMING_JOURNAL.test(before) || LABEL_THEN_TITLE.test(before) ? date.iso : null;
}
