/**
 * Publication lines whose label names the journal: the journal after the label and before its
 * colon ('Date de publication au JONC : 06/10/2026', 'Date de parution dans Le Pays : …'), or a
 * 'Publication :' label whose value is the journal's title, then the date after a comma
 * ('Publication : Actu.nc, 07/10/2026'), or its issue's number and 'du' ('Parution : L'Hebdo n° 412 du
 * 12/03/2026'). The line is the label, the journal and the date alone:
 * a sentence that cites a publication is not one. So is the official journal's issue line, its
 * page after the date ('JONC n° 11309 du 20 octobre 2026, page 15011'), as a portal's card prints it,
 * and any local periodical's alike (`LNC n° 412 du 3 mars 2026`).
 */

import { fold } from './fold.ts';
import { findFrenchDates } from './french-date.ts';
import { PERIODICAL_SIGLE } from './periodicals.ts';

const LABEL_NAMING_JOURNAL = /^(?:date|jour) (?:de )?(?:publication|parution|mise en ligne) (?:au|a la|dans(?: le| la| les)?|sur) [^:\d]{2,40}:\s*$/;
// The title may be followed by its issue number and 'du' instead of a comma ('Parution : L'Hebdo n° 412 du 12/03/2026').
const LABEL_THEN_TITLE = /^(?:publication|parution)\s*:\s*[^,:\d]{2,40}(?:,|\s+(?:n°\s*\d{1,6}\s+)?du)\s*$/;

const OPENS_ON_LABEL = /^\s*(?:date|jour|publication|parution)\b/i;
/** A line that may open on a local periodical's sigle (periodicals.ts), before it is folded (speed only). */
const MAY_OPEN_ON_SIGLE = /^\s*[jlan]/i;
const OPENS_ON_SIGLE = new RegExp(String.raw`^\s*${PERIODICAL_SIGLE}(?![a-z])`);
/**
 * A local periodical's issue line: its name or sigle, its number, 'du', the date, maybe its page
 * ('JONC n° 11309 du 20 octobre 2026, page 15011', 'LNC n° 412 du 3 mars 2026').
 */
const JOURNAL_ISSUE = new RegExp(String.raw`^${PERIODICAL_SIGLE}\s+(?:n°|no\.?|numero)\s*\d{1,6}\s+du\s*$`);
const PAGE_AFTER = /^\s*,?\s*(?:p\.|page)\s*\d{1,6}\s*\.?\s*$/;

/** The issue's date of a local periodical's issue line (page-furniture.ts reads it as a masthead), or null. */
export function dateOfPeriodicalIssueLine(line: string): string | null {
  if (!MAY_OPEN_ON_SIGLE.test(line) || !OPENS_ON_SIGLE.test(fold(line))) return null;
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return null;
  const date = dates[0]!;
  const after = line.slice(date.index + date.length);
  if (!JOURNAL_ISSUE.test(fold(line.slice(0, date.index)).trimStart())) return null;
  return after.replace(/[\s.]/g, '') === '' || PAGE_AFTER.test(fold(after)) ? date.iso : null;
}

/** The date of a publication line whose label names the journal, or null. */
export function dateOfJournalLabelLine(line: string): string | null {
  // Most lines open on no such label: their dates are not looked for (speed only).
  if (!OPENS_ON_LABEL.test(line) && !(MAY_OPEN_ON_SIGLE.test(line) && OPENS_ON_SIGLE.test(fold(line)))) return null;
  const dates = findFrenchDates(line);
  if (dates.length !== 1) return null;
  const date = dates[0]!;
  const before = fold(line.slice(0, date.index)).trimStart();
  const after = line.slice(date.index + date.length);
  if (JOURNAL_ISSUE.test(before)) return after.replace(/[\s.]/g, '') === '' || PAGE_AFTER.test(fold(after)) ? date.iso : null;
  if (after.replace(/[\s.]/g, '') !== '') return null;
  return LABEL_NAMING_JOURNAL.test(before) || LABEL_THEN_TITLE.test(before) ? date.iso : null;
}
