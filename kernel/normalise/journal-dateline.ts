/**
 * A masthead line opened by the journal's name as its own item (or, whatever the journal's name,
 * holding the issue's number or the legal notices' rubric as an item: 'LE X – hebdomadaire du Nord
 * – n° 88 – jeudi 5 mars 2026 – Annonces légales'), the issue's date as another, and
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
const RUBRIC_OF_CORRECTIONS = /^(?:(?:avis|annonces) )?(?:rectificatifs|errata)(?: et (?:rectificatifs|errata))?$/;
/** An item that is the issue's number alone ('n° 88') or the page's rubric ('Annonces légales'). */
const ISSUE_OR_RUBRIC = /^(?:(?:n°|no\.?|numero)\s*\d{1,3}(?:[ .\u00a0\u202f]?\d{3})*|(?:annonces|publications) (?:legales|judiciaires)(?: et (?:legales|judiciaires))?)$/;
/** The issue's number before its date in the same item ('N° 11 204 du jeudi 5 mars 2026'), its digits grouped or not. */
const ISSUE_NUMBER_BEFORE = /^(?:n°|no\.?|numero)\s*\d{1,3}(?:[ .\u00a0\u202f]?\d{3})*\s+du\b\s*/;

/** The issue's date of such a line (folded or not), or null. */
export function dateOfJournalDateline(line: string): string | null {
  const items = line.split(SEPARATOR).map((item) => item.trim()).filter(Boolean);
  if (items.length < 3) return null;
  // The journal's name first, or, whatever its name, the issue's number or the page's rubric as an item of their own.
  if (!isPeriodicalName(fold(items[0]!)) && !items.some((item) => ISSUE_OR_RUBRIC.test(fold(item)))) return null;
  // The page's rubric of corrections, plural and alone in its item ('– Rectificatifs', '– Avis rectificatifs'), cites no notice.
  if (items.some((item) => CITES.test(fold(item)) && !RUBRIC_OF_CORRECTIONS.test(fold(item)))) return null;
  let found: string | null = null;
  for (const item of items.slice(1)) {
    const dates = findFrenchDates(item);
    if (dates.length === 0) continue;
    if (dates.length > 1 || found !== null) return null;
    const date = dates[0]!;
    const rest = `${item.slice(0, date.index)} ${item.slice(date.index + date.length)}`;
    if (!isWeekdayOrNothing(fold(rest).trim().replace(ISSUE_NUMBER_BEFORE, ''))) return null;
    found = date.iso;
  }
  return found;
}
