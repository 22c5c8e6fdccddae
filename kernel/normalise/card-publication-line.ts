/**
 * A card's own publication line (`Publié le 14 octobre 2026`, `Publié le 09/02/2026 - 16h05 ·
 * Modifications`): a platform's list dates each card, and a page of cards holds several dates. The
 * card a line opens dates the notice under it, not the page's first date.
 */

import { fold } from './fold.ts';
import { findPublicationDate } from './publication-date.ts';
import { findFrenchDates } from './french-date.ts';

/** How many filled lines a card's head holds over its notice: a rubric, its title, its publication line. */
export const CARD_HEAD_LINES = 3;

/** A line opening on the publication's participle and `le`, the periodical maybe between (`Publié au JONC le …`). */
const PUBLISHED_LINE = /^(?:publie|parue?|mise? en ligne)e?s?(?: (?:au|dans (?:le|la|les)|sur) [^\d\n]{1,40}?)? le\s/;
/** A card's head naming its notice by its day (`Annonce du 07/01/2026 — MODIFICATIONS`). */
const NOTICE_OF_DAY_LINE = /^annonce du\s+\d{1,2}[/.]\d{1,2}[/.]\d{4}\b/;

/** A portal's result card dating its act by a label (`Date de publication : 2026-06-25`). */
const PUBLICATION_LABEL_LINE = /^date (?:de )?(?:publication|parution)\s*:\s*\d/;

/** Whether a line (as printed) is a card's publication line. */
export function isCardPublicationLine(line: string): boolean {
  const folded = fold(line.trim());
  return PUBLISHED_LINE.test(folded) || NOTICE_OF_DAY_LINE.test(folded) || PUBLICATION_LABEL_LINE.test(folded);
}

/**
 * A portal's card head's other lines: its reference and its rubric (`JONC n° 2026-03112  ·  Publication
 * légale`, `Rubrique : …`), folded. A bar between the reference and the content's type may have set
 * the reference on a line of its own (`JONC n° 2026-01187` / `Type de contenu : PUBLICATION_LEGALE`).
 */
const CARD_REFERENCE_LINE = /^(?:[a-z]+ )?n° ?[\d-]{4,}(?:\s+[·|—–]\s|\s*$)|^rubrique\s*:/;

/** Whether a line (as printed) belongs to a card's head: its publication line, its reference or its rubric. */
export function isCardHeadLine(line: string): boolean {
  return isCardPublicationLine(line) || CARD_REFERENCE_LINE.test(fold(line.trim()));
}

/** A portal's record of its card's own fields (`Numéro : 2026-01044`, `Nature : PUBLICATION_LEGALE`, `Type de contenu : …`), folded. */
const CARD_RECORD_LINE = /^(?:numero|nature|type de contenu)\s*:/;

/**
 * Whether a line (as printed) belongs to a card's head printed as the portal's record of fields over a
 * sheet: isCardHeadLine's lines, and the record's number and kind. Not a part's opening on a page of
 * cards (parted-page.ts asks isCardHeadLine): a record's lines stand in one card's head together.
 */
export function isCardRecordHeadLine(line: string): boolean {
  return isCardHeadLine(line) || CARD_RECORD_LINE.test(fold(line.trim()));
}

/**
 * The date a notice's own publication line prints, looked for in its first `withinLines` filled
 * lines (a card's head), or null: the page's date then dates it.
 */
export function cardPublicationDate(text: string, withinLines = Number.POSITIVE_INFINITY): string | null {
  const lines = text.split('\n').filter((l) => l.trim() !== '').slice(0, withinLines);
  const line = lines.find(isCardPublicationLine);
  if (line === undefined) return null;
  return findPublicationDate(line) ?? (NOTICE_OF_DAY_LINE.test(fold(line.trim())) ? (findFrenchDates(line)[0]?.iso ?? null) : null);
}
