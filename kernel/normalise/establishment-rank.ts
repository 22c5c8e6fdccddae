/**
 * An establishment's rank printed apart from its enterprise's RID: a heading gives `RID : 1 033 273`
 * and the body speaks of `l'établissement de rang 004`, or a heading's next line reads `Rang : 003`.
 * The two compose the RIDET (the rank printed right after the number is ridet.ts's own reading).
 */

import type { NormalisedRidet, RidetMatch } from './ridet.ts';
import { matchesOf } from './global-pattern.ts';

const S = '[ \\u00a0\\u202f]';
// 'établissement (secondaire) de rang 004', 'établissement n° 2', 'établissement secondaire n° 003',
// and a rank under its own label, three digits as ranks are printed ('Rang : 003', 'Établissement :
// 002'): a bare 'rang'
// with one digit is a mortgage's or a creditor's ('hypothèque de rang 1').
const RANK_APART = new RegExp(
  `(?<!\\p{L})[ée]tablissement(?:${S}+(?:secondaire|principal))?(?:${S}+(?:de|au))?${S}+(?:rang${S}*(?:n[°º]${S}*)?:?|n[°º])${S}*(\\d{1,3})(?!\\d|[.,/\\-]\\d)` +
    `|\\brang${S}*(?:n[°º]${S}*)?:?${S}*(\\d{3})(?!\\d|[.,/\\-]\\d)` +
    // Its own label spelt out: 'Rang de l'établissement : 001'.
    `|\\brang${S}+de${S}+l['’][ée]tablissement${S}*:?${S}*(\\d{3})(?!\\d|[.,/\\-]\\d)` +
    // The establishment's own field in a sheet, three digits after its colon ('Établissement : 002').
    `|(?<!\\p{L})[ée]tablissement${S}*:${S}*(\\d{3})(?!\\d|[.,/\\-]\\d)`,
  'giu',
);
// A rank right after a number is that number's ('RCS Paris 492 818 463, établissement n° 2').
const AFTER_A_NUMBER = new RegExp(`\\d${S}*[,(\\-\\u2013\\u2014]?${S}*$`, 'u');

/**
 * The one rank the text prints apart from any number, or null (none, or several that differ). A rank
 * right after the subject's own number, under its label ('N° RID : 1 234 566 – Rang de
 * l'établissement : 001'), is that number's.
 */
function rankPrintedApart(text: string, ownNumberEnd: number): string | null {
  const ranks = new Set<string>();
  for (const m of matchesOf(RANK_APART, text)) {
    const labelledAfterOwn = m[3] !== undefined && /^[ \u00a0\u202f]*[,(\-\u2013\u2014]?[ \u00a0\u202f]*$/u.test(text.slice(ownNumberEnd, m.index));
    if (!labelledAfterOwn && AFTER_A_NUMBER.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const rank = (m[1] ?? m[2] ?? m[3] ?? m[4]!).padStart(3, '0');
    if (rank !== '000') ranks.add(rank);
  }
  return ranks.size === 1 ? [...ranks][0]! : null;
}

/**
 * The subject's RIDET with the rank the text prints apart, when its number was printed without
 * one and it is the only enterprise the text identifies: with another company's number in the
 * text, the rank may be that company's.
 */
export function withRankPrintedApart(text: string, subject: RidetMatch, matches: readonly RidetMatch[]): NormalisedRidet {
  const plain = { ridet: subject.ridet, luhnValid: subject.luhnValid, establishmentInferred: subject.establishmentInferred };
  if (!subject.establishmentInferred || matches.some((m) => m.rid !== subject.rid || !m.establishmentInferred)) return plain;
  const rank = rankPrintedApart(text, subject.index + subject.printed.length);
  return rank ? { ...plain, ridet: `${subject.rid}${rank}`, establishmentInferred: false } : plain;
}
