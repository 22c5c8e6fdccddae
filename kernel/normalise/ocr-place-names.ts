/**
 * A commune's name a scan printed with 'm' read as 'rn' or 'd' as 'cl' (`RCS Nournéa`, `Kournac`,
 * `KOURNAC`): read back when the read-back word is one of the country's communes and the printed one
 * is not, as a reader who knows the country's places does. The French dictionary's read-back
 * (ocr-dictionary-words.ts) knows no place; a name of anything else stays as printed.
 */

import { COMMUNES } from './country-places.ts';
import { fold } from './fold.ts';

/** A word with a capital first, the pair inside: `Nournéa`, `KOURNAC`. */
const CAPITALISED_WITH_PAIR = /(?<![\p{L}\d])\p{Lu}(?:\p{Ll}*(?:rn|cl)\p{Ll}*|\p{Lu}*(?:RN|CL)\p{Lu}*)(?![\p{L}\d])/gu;

function placeReadBack(word: string): string {
  if (COMMUNES.has(fold(word))) return word;
  for (const read of [(w: string) => w.replace(/rn/g, 'm').replace(/RN/g, 'M'), (w: string) => w.replace(/cl/g, 'd').replace(/CL/g, 'D')]) {
    const candidate = read(word);
    if (candidate !== word && COMMUNES.has(fold(candidate))) return candidate;
  }
  return word;
}

/**
 * The communes as a scan misreads them, folded (`nournea`, `kournac`, `clumbea`): looked for in the
 * folded text before any word is tried (speed only: `rn` and `cl` stand in many words, a commune
 * misread in few texts).
 */
const MISREAD_COMMUNES: readonly string[] = [...COMMUNES].flatMap((commune) => [commune.replace(/m/g, 'rn'), commune.replace(/d/g, 'cl')].filter((variant) => variant !== commune));

export function withPlaceNamesRead(text: string): string {
  if (!/rn|cl|RN|CL/.test(text)) return text;
  const folded = fold(text);
  return MISREAD_COMMUNES.some((variant) => folded.includes(variant)) ? text.replace(CAPITALISED_WITH_PAIR, placeReadBack) : text;
}
