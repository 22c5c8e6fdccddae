/**
 * Whose notice a merger notice is, where it prints both parties and both events (the absorbing
 * company's capital increase, the absorbed company's dissolution):
 *
 * - The absorbed company's own header: the identity block above the body prints the absorbed
 *   company's identifier and not the absorbing one's (`X` / `SARL … — RIDET …` / `(société
 *   absorbée)`, then `La société Y, RIDET …, société absorbante, a approuvé … et augmenté son
 *   capital`). It is the absorbed company's dissolution notice; the capital increase it tells is
 *   the other company's event.
 * - A heading that names the merger beside a lower event (`AVIS DE FUSION ET DE CHANGEMENT DE
 *   DÉNOMINATION`) over a body telling the capital increase: the merger's capital notice, not the
 *   lower event the heading also names.
 */

import type { AnnonceType } from '../model/announcement.ts';
import type { JudgedRidet } from './subject-ridet.ts';

/**
 * Whether the identifiers printed before `headerEnd` name the absorbed side only, and no absorbing
 * company's identity is printed in the same block (a block of both parties' identity lines, one under
 * the other, is both companies' notice, whatever line the body starts on).
 */
export function absorbedCompanyHeader(text: string, judged: readonly JudgedRidet[], headerEnd: number): boolean {
  const inHeader = judged.filter((j) => j.match.index < headerEnd);
  const absorbed = inHeader.filter((j) => j.absorbed && !j.absorbing);
  if (absorbed.length === 0 || inHeader.some((j) => j.absorbing)) return false;
  return absorbed.every((a) => {
    const start = text.lastIndexOf('\n\n', a.match.index);
    const blank = text.indexOf('\n\n', a.match.index);
    const end = blank < 0 ? text.length : blank;
    return !judged.some((j) => j.absorbing && j.match.index > start && j.match.index < end);
  });
}

const MERGER_HEADING = /\b(?:fusion|absorption)\b/;

/**
 * The type a merger heading's notice takes when the heading also names a lower event than the
 * capital increase the body tells (folded heading, the heading's own type, the body's strong types).
 */
export function mergerHeadingCapital(heading: string, fromHeading: AnnonceType, bodyStrong: readonly AnnonceType[], precedence: readonly AnnonceType[]): AnnonceType | null {
  if (!bodyStrong.includes('capital') || bodyStrong.includes('procedure') || !MERGER_HEADING.test(heading)) return null;
  return precedence.indexOf(fromHeading) > precedence.indexOf('capital') ? 'capital' : null;
}

/**
 * The absorbing company's articles amended for the merger without a capital increase (a simplified
 * merger into the parent): `L'article 6 « Apports » des statuts a été complété` is a change of its
 * articles, `statuts` (a capital increase ranks above it when there is one).
 */
export const CONTRIBUTIONS_ARTICLE_AMENDED = /\barticles? [^.;\n]{0,12}?(?:« ?|")?apports?(?: ?»|")? des statuts (?:a|ont) ete (?:modifies?|completes?)\b/;
