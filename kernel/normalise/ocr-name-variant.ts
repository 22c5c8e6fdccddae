/**
 * A company's name a scan damaged where the notice prints it once more cleanly (`TRAN 8c FILS
 * INFORMATIQUE` in the heading, `TRAN & FILS INFORMATIQUE` in the body; `PlXEL 9BB` over `PIXEL
 * 988`): a reader reads the two as one name and keeps the clean printing. Two printings are one
 * name when they read the same once a scan's look-alikes are read alike (`8c` and `&`, `0` and `O`,
 * `1`, `l` and `I`, `5` and `S`, `8` and `B`); the clean one mixes no digit with letters in a word
 * and no lower-case letter inside capitals.
 */

import { fold } from './fold.ts';

/** A word a scan damaged: a digit among letters, a lower-case `l` among capitals, `8c` for `&`. */
const DAMAGED_WORD = /^(?=.*\p{L})(?=.*\d)[\p{L}\d]+$|^\p{Lu}*l\p{Lu}+$|^\p{Lu}+l\p{Lu}*$|^8c$/u;

const damage = (words: readonly string[]): number => words.filter((word) => DAMAGED_WORD.test(word)).length;

/** The name as a scan's look-alikes read it alike (upper case, folded). */
function lookAlikeKey(words: readonly string[]): string {
  return fold(words.join(' '))
    .toUpperCase()
    .replace(/(?<![\p{L}\d])8C(?![\p{L}\d])/gu, '&')
    .replace(/[0]/g, 'O')
    .replace(/[1L]/g, 'I')
    .replace(/5/g, 'S')
    .replace(/8/g, 'B');
}

/** The clean printing of a damaged name elsewhere in the text, or null. */
export function cleanOcrNameVariant(name: string, text: string): string | null {
  const words = name.split(/\s+/).filter(Boolean);
  const own = damage(words);
  if (own === 0) return null;
  const key = lookAlikeKey(words);
  const textWords = text.split(/[\s,;:()«»"]+/).filter(Boolean);
  let best: string[] | null = null;
  for (let at = 0; at + words.length <= textWords.length; at += 1) {
    const window = textWords.slice(at, at + words.length);
    if (damage(window) >= (best ? damage(best) : own) || lookAlikeKey(window) !== key) continue;
    best = window;
  }
  return best === null ? null : best.join(' ');
}
