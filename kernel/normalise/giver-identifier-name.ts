/**
 * An identifier printed with the side its company takes in a sale or a letting (`il fallait lire :
 * « RIDET n° … » pour la société venderesse`, `…, RIDET …, société cédante`): its company is the
 * one that sells or lets. A company the text introduces as the one that buys or takes the business
 * (`au profit de la société B`, `vendu à la société B`) is then never the name read for it, however
 * near it is printed: the name is the one told on the seller's side before it.
 */

import { foldedSlice } from './fold.ts';
import { LESSOR, LETTING, TAKER, TENANT_MANAGER } from './letting-words.ts';
import { BUYER, SELLER } from './sale-words.ts';

/** The giving side named right after the identifier, with `pour` / `de` a rectificatif puts before it. */
const GIVER_AFTER = new RegExp(String.raw`^[\s,)(]*(?:(?:pour|de) )?(?:la |le |l')?(?:societe |partie )?(?:${SELLER}|${LESSOR}|proprietaire du fonds)\b`);
/** The words that introduce the taking side of a sale or a letting, right before the company's introduction. */
const TAKER_BEFORE = new RegExp(String.raw`\b(?:au profit d[eu']|(?:a |ont )?(?:vendu|cede|consentie?|donne en ${LETTING}|apporte)\s+a|(?:${BUYER}|${TENANT_MANAGER}|locataire|${TAKER})\s*:?)\s*(?:la |l')?$`);

/** Whether the identifier ending at `end` is printed with the giving side of the act. */
export function identifierToldAsGiver(text: string, end: number): boolean {
  return GIVER_AFTER.test(foldedSlice(text, end, end + 60));
}

/** The preposition and article an introduction may open with ('de la société B'). */
const OPENING = /^(?:(?:de|du|à|a)\s+|d['’])?(?:la\s+|l['’])?/i;

/** Whether the company introduced at `index` is introduced as the one that buys or takes the business. */
export function introducedAsTaker(text: string, index: number): boolean {
  const opening = OPENING.exec(text.slice(index, index + 20))![0];
  // The words before the introduction and its opening, which follows them in the text: one slice.
  return TAKER_BEFORE.test(foldedSlice(text, Math.max(0, index - 60), index + opening.length));
}
