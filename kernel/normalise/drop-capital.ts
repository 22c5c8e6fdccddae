/**
 * A drop capital (lettrine): the compositor sets a paragraph's first letter large, over two or three
 * lines, and text extraction gives it a line of its own ('L' / 'ES VERGERS DE FARINO, société …',
 * 'A' / 'ux termes d'un acte …') or sets it apart from its word by a justified line's gap ('A  ux  termes').
 * A reader reads the letter with the word it opens. The letter joins when the two make a French
 * word ('P' + 'ar', 'N' + 'OMINATION'), or when the rest is no word of its own (a name's rest, 'AORI');
 * an apostrophe after it ('L' / ''associé unique') elides an article. A letter alone before a whole
 * word ('A' / 'SOCIÉTÉ …', 'P' / 'suivantes :', a letter displaced by a column) stays apart.
 */

import { fold } from './fold.ts';
import { isFrenchWord } from './french-words.ts';

/**
 * A capital alone on its line, then the next line's apostrophe or first word of two letters or more;
 * or, on one line, the capital then a gap of two spaces or more and a word in lower case (a row of
 * single capitals, 'A  B  C', is a table's).
 */
const LETTER_THEN_WORD = /^([ \t]*)(\p{Lu})(?:[ \t]*\n[ \t]*(?=['’]|\p{L}{2})|[ \t]{2,}(?=\p{Ll}{2}))(\p{L}*)/gmu;

function opensWord(letter: string, rest: string): boolean {
  if (rest === '') return true;
  const whole = fold(`${letter}${rest}`);
  return isFrenchWord(whole) || !isFrenchWord(fold(rest));
}

/** The text with each drop capital read with the word it opens (see the file's comment). */
export function withDropCapitalsJoined(text: string): string {
  // Most texts have no capital alone before a line break or a gap (speed only).
  if (!/^[ \t]*\p{Lu}(?:[ \t]*\n|[ \t]{2,}\p{Ll})/mu.test(text)) return text;
  return text.replace(LETTER_THEN_WORD, (match: string, indent: string, letter: string, rest: string) => (opensWord(letter, rest) ? `${indent}${letter}${rest}` : match));
}

/**
 * A name set in small capitals, each word's initial a full capital that extraction parted from the
 * rest by a space (`T RANSPORTS W AHIOBE ET F ILS`): on a line in capitals where two words or more
 * are so parted, each initial is read with its word by the same test as a drop capital (a currency,
 * `F CFP`, is none).
 */
const SMALL_CAPS_INITIAL = /(?<![\p{L}\d'’])(\p{Lu}) (\p{Lu}{2,})(?![\p{L}])/gu;
const MIN_PARTED_WORDS = 2;
const CURRENCY = /^(?:CFP|XPF|FCFP|EUR)$/u;

export function withSmallCapsInitialsJoined(text: string): string {
  // Most texts have no capital alone before a space and a word in capitals (speed only).
  if (!/(?<![\p{L}\d'’])\p{Lu} \p{Lu}{2}/u.test(text)) return text;
  return text
    .split('\n')
    .map((line) => {
      // A name's line in capitals, no sentence's lower case; a currency (`F CFP`) is no word parted.
      if (/\p{Ll}/u.test(line)) return line;
      const parted = [...line.matchAll(SMALL_CAPS_INITIAL)].filter((m) => !CURRENCY.test(m[2]!));
      if (parted.length < MIN_PARTED_WORDS) return line;
      return line.replace(SMALL_CAPS_INITIAL, (match: string, letter: string, rest: string) => (!CURRENCY.test(rest) && opensWord(letter, rest) ? `${letter}${rest}` : match));
    })
    .join('\n');
}
