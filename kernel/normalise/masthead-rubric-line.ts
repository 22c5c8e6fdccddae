/**
 * A page's masthead line: items parted by dashes or bars, one of them the page's rubric (`Annonces
 * légales`, `Publications légales`) and another the date (`Actu NC — Annonces légales — 8
 * avril 2026`). Whatever the newspaper's name, such a line is the page's, never a notice agency's
 * letterhead: an agency prints its trade, not the date. So is a web page's line giving the
 * rubric and the item's publication (`Annonces légales : Publié le 30/09/2026 à 08:12`).
 */

import { findFrenchDates } from './french-date.ts';

// Dashes or bars between items, or a colon or a tab after the rubric (`Annonces légales : Publié le …`).
const SEPARATOR = /\s+[|·•—–-]\s+|\s*[:\t]\s*/u;
/** The rubric's item alone, folded. */
const RUBRIC_ITEM = /^(?:les )?(?:annonces|publications|insertions|avis) (?:legales|judiciaires et legales|officielles)$/;

/** Whether a folded line is a page's masthead naming its rubric and dated. */
export function isMastheadRubricLine(folded: string): boolean {
  const items = folded.split(SEPARATOR).map((item) => item.trim()).filter(Boolean);
  if (items.length < 2 || items.length > 5) return false;
  return items.some((item) => RUBRIC_ITEM.test(item)) && items.some((item) => findFrenchDates(item).length === 1);
}
