/**
 * A masthead line opened by the journal's name as its own item, the date as another, and
 * the page's rubric as long as it likes (`JONC – Publications légales – mardi 23 juin 2026 – Avis
 * du greffe du tribunal mixte de commerce de Nouméa`): the journal's name first says the line is
 * the page's, not the notice's, so the date alone in its item is the issue's, however many words
 * the rubric has.
 */

import { fold } from './fold.ts';
import { findFrenchDates, isWeekdayOrNothing } from './french-date.ts';
import { isPeriodicalName } from './periodicals.ts';

const SEPARATOR = /\s+[|·•—–-]\s+/u;
/** A line that corrects or cites another notice is no masthead. */
const CITES = /\b(?:rectifica\w*|erratum|additif|annule et remplace|parue?s?|publiee?s?)\b/;

/** The date of such a line (folded or not), or null. */
export function dateOfJournalDateline(line: string): string | null {
  const items = line.split(SEPARATOR).map((item) => item.trim()).filter(Boolean);
  if (items.length < 3) return null;
  const first = fold(items[0]!);
  if (!isPeriodicalName(first)) return null;
  if (CITES.test(fold(line))) return null;
  let found: string | null = null;
  for (const item of items.slice(1)) {
    const dates = findFrenchDates(item);
    if (dates.length === 0) continue;
    if (dates.length > 1 || found !== null) return null;
    const date = dates[0]!;
    const rest = `${item.slice(0, date.index)} ${item.slice(date.index + date.length)}`;
    if (!isWeekdayOrNothing(fold(rest).trim())) return null;
    found = date.iso;
  }
  return found;
}
