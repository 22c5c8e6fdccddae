/**
 * Slips a scan makes in any word, not only in the few words a notice always prints, read back as a
 * reader does: because the printed form is no French word and the read-back one is
 * (french-words.ts, whose folded words have no accents, as a scan that dropped them).
 * - 'm' read as 'rn' and 'd' as 'cl' ('ont nornme en rernplacement', 'la clemission'): each such
 *   pair read back ('rn' first, then 'cl', then both), in a lower-case word, a word cut at a line's
 *   end judged whole ('sep-' / 'ternbre');
 * - 'é' printed as 'e' and an apostrophe ('fe'vrier', 'anticipe'e', 'nume'raire'), in a lower-case
 *   word or one whose first letter only is a capital ('De'nomination');
 * - 'o' printed as a zero in a word in small letters ('diss0udre').
 * A word the dictionary knows as printed ('journal', 'inclus'), a name the dictionary cannot know
 * ('Kournac', 'The'o') and a word under four letters stay as printed; a given name that is also a word
 * is read back as the word ('Cle'mence' → 'Clémence'), which is how it is spelt.
 */

import { fold } from './fold.ts';
import { isFrenchWord } from './french-words.ts';

/** A lower-case word with one of the pairs; apostrophes and hyphens end it ('l'assernblee' reads 'assernblee'). */
const WORD_WITH_PAIR = /(?<![\p{L}\d])\p{Ll}*(?:rn|cl)\p{Ll}*(?![\p{L}\d])/gu;
/** A word with an 'e' and an apostrophe inside or at its end ('fe'vrier', 'de'cide''), after an elision's apostrophe too ('l'e'tude'). */
const WORD_WITH_APOSTROPHE_E = /(?<![\p{L}\d])\p{L}?(?:\p{Ll}|e'(?=\p{Ll}|[\s.,;:)]|$))*e'(?:\p{Ll}|e'(?=\p{Ll}|[\s.,;:)]|$))*(?![\p{L}\d])/gu;
/** The shortest word read back: 'rn' alone or 'cle' are no slips worth a guess. */
const SHORTEST = 4;

/**
 * Whether the dictionary knows the word, remembered: most texts hold an 'rn' or a 'cl' in the same
 * few words ('journal', 'gouvernement', 'conclu'), each a search of the dictionary (speed only).
 */
const KNOWN_CACHE = new Map<string, boolean>();
const KNOWN_CACHE_SIZE = 4096;
function known(word: string): boolean {
  let answer = KNOWN_CACHE.get(word);
  if (answer === undefined) {
    if (KNOWN_CACHE.size >= KNOWN_CACHE_SIZE) KNOWN_CACHE.clear();
    answer = isFrenchWord(fold(word));
    KNOWN_CACHE.set(word, answer);
  }
  return answer;
}

/** The read-backs of the pairs, in the order tried. */
const PAIR_READINGS: ReadonlyArray<(part: string) => string> = [(part) => part.replace(/rn/g, 'm'), (part) => part.replace(/cl/g, 'd'), (part) => part.replace(/rn/g, 'm').replace(/cl/g, 'd')];

function pairsReadBack(word: string): string {
  if (word.length < SHORTEST || known(word)) return word;
  for (const read of PAIR_READINGS) {
    const candidate = read(word);
    if (candidate !== word && known(candidate)) return candidate;
  }
  return word;
}

/**
 * A lower-case word cut at a line's end by a hyphen ('du 1er sep-' / 'ternbre 2026'), judged whole:
 * each half read back alike, the cut kept for the pass that joins it (clean-text.ts).
 */
const CUT_WORD_WITH_PAIR = /(?<![\p{L}\d])(\p{Ll}+)-([ \t]*\n[ \t]*)(\p{Ll}+)(?![\p{L}\d])/gu;

function cutPairsReadBack(whole: string, first: string, cut: string, second: string): string {
  if (!/rn|cl/.test(whole) || known(first + second)) return whole;
  for (const read of PAIR_READINGS) {
    const [a, b] = [read(first), read(second)];
    if (a + b !== first + second && known(a + b)) return `${a}-${cut}${b}`;
  }
  return whole;
}

/** Whether the dictionary knows the word, whatever its case and accents (remembered): for the other read-backs of a scan. */
export const isDictionaryWord = known;

/** A word with a zero for its o (`diss0udre`, `s0ciété`), read back when the dictionary knows the word so. */
const WORD_WITH_ZERO = /(?<![\p{L}\d])\p{L}\p{Ll}*0[\p{Ll}0]*\p{Ll}(?![\p{L}\d])/gu;
function zeroReadBack(word: string): string {
  const candidate = word.replace(/0/g, 'o');
  return known(candidate) ? candidate : word;
}

function accentReadBack(word: string): string {
  const candidate = word.replace(/e'/g, 'é');
  return candidate.length >= SHORTEST && known(candidate) ? candidate : word;
}

/** The text with each word a scan misread in one of those ways read back. */
export function withDictionaryWordsRead(text: string): string {
  let out = text;
  if (/rn|cl/.test(out)) out = out.replace(WORD_WITH_PAIR, pairsReadBack);
  if (/-[ \t]*\n/.test(out) && /rn|cl/.test(out)) out = out.replace(CUT_WORD_WITH_PAIR, cutPairsReadBack);
  if (out.includes("e'")) out = out.replace(WORD_WITH_APOSTROPHE_E, accentReadBack);
  if (/\p{Ll}0\p{Ll}/u.test(out)) out = out.replace(WORD_WITH_ZERO, zeroReadBack);
  return out;
}
