/**
 * A word a narrow column cuts at a line's end without a hyphen (`ayant pour déno` / `mination « X »`,
 * a scan or an extraction that lost the hyphen): read whole where neither piece is a French word and
 * the two together are one (french-words.ts, folded), as a reader reads it. Pieces in small letters
 * only, so a name in capitals and a word that ends its line whole (`de` / `la société`) stay as printed.
 */

import { fold } from './fold.ts';
import { isFrenchWord } from './french-words.ts';

const CUT = /(?<![\p{L}\d'’-])(\p{Ll}{2,})[ \t]*\n[ \t]*(\p{Ll}{2,})(?![\p{L}\d'’-])/gu;
/** The shortest word read whole: shorter joins are too often chance. */
const SHORTEST_WORD = 7;

export function withUnhyphenatedCutsJoined(text: string): string {
  return text.replace(CUT, (cut: string, first: string, rest: string) => {
    const word = `${first}${rest}`;
    if (word.length < SHORTEST_WORD) return cut;
    return !isFrenchWord(fold(first)) && !isFrenchWord(fold(rest)) && isFrenchWord(fold(word)) ? word : cut;
  });
}
