/**
 * A scan reads 'm' as 'rn' and 'd' as 'cl' in any word, not only in the few words a notice always
 * prints ('ont nornme en rernplacement', 'la clemission de'): a reader reads the word back because
 * the misread form is no French word and the read-back one is. So a lower-case word holding 'rn' or
 * 'cl' is read back only where it is not a French word as printed and becomes one with every such
 * pair read back ('rn' first, then 'cl', then both); a word the dictionary knows ('journal',
 * 'inclus', 'tournee') and a capitalised name ('Kournac', a place the dictionary cannot know) stay.
 * Accents a scan dropped are dropped in the dictionary's folded words too (french-words.ts).
 */

import { fold } from './fold.ts';
import { isFrenchWord } from './french-words.ts';

/** A lower-case word with one of the pairs; apostrophes and hyphens end it ('l'assernblee' reads 'assernblee'). */
const WORD_WITH_PAIR = /(?<![\p{L}\d])\p{Ll}*(?:rn|cl)\p{Ll}*(?![\p{L}\d])/gu;
/** The shortest word read back: 'rn' alone or 'cle' are no slips worth a guess. */
const SHORTEST = 4;

function readBack(word: string): string {
  if (word.length < SHORTEST) return word;
  const folded = fold(word);
  if (isFrenchWord(folded)) return word;
  for (const candidate of [word.replace(/rn/g, 'm'), word.replace(/cl/g, 'd'), word.replace(/rn/g, 'm').replace(/cl/g, 'd')]) {
    if (candidate !== word && isFrenchWord(fold(candidate))) return candidate;
  }
  return word;
}

/** The text with each lower-case word misread by a scan's 'rn' or 'cl' read back. */
export function withLetterPairsRead(text: string): string {
  return text.replace(WORD_WITH_PAIR, readBack);
}
