/**
 * A site's sidebar printed left of the notices (`FILTRER` / `Rubriques` / `Publications légales (12)` /
 * `› n° 10916 – 5 mai 2026` / `› PDF du numéro (4,8 Mo)`): its filters, counts and links, short lines,
 * no sentence. A reader reads the notices in the right column and passes over it; its counts and
 * links name other issues and rubrics, no notice's words.
 */

// A link (`› …`) or a filter with its count (`Province Sud (9)`, `PDF du numéro (4,8 Mo)`).
const LINK_OR_COUNT = /^(?:[›»>•]\s*\S|.*\(\d[\d\s,.]*(?:\s*\p{L}{1,3})?\)$)/u;
// A sidebar's line is short.
const MAX_LINE = 36;
// So many links or counts make a sidebar.
const MIN_ITEMS = 3;

/** Whether the column is a site's sidebar: short lines, none closing a sentence, three links or counts at least. */
export function siteSidebar(column: readonly string[]): boolean {
  const lines = column.map((l) => l.trim()).filter(Boolean);
  if (lines.some((l) => l.length > MAX_LINE || /[.;]$/.test(l))) return false;
  return lines.filter((l) => LINK_OR_COUNT.test(l)).length >= MIN_ITEMS;
}
