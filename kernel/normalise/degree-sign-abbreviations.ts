/**
 * A degree sign closing a word cut short is the compositor's abbreviation mark, as in `N°` for
 * `numéro`: `CRÉAT°`, `Transf°`, `Dém°`, `Nmt°` are the cut words `CRÉAT.`, `Transf.`, `Dém.`,
 * `Nmt.`, and every reading of a cut word (the lexicon, the letters in order, the consonants) reads
 * them so. Whatever the compositor's words, the sign after letters marks what the dot marks.
 *
 * Never read: the sign after one letter (`N°`, `n°`: the number's own sign, read by the identifiers'
 * and the issues' readers), after `No` (the same sign doubled), after a digit (`1°)` a list's item,
 * `25°` a temperature).
 */

import { isLetterUnit } from './letter-units.ts';

// Two letters at least before the sign, no letter or digit glued before them; `no°` is the number's sign.
const CUT_WORD_SIGN = /(?<![\p{L}\d])(?!no[°º])(\p{L}{2,})[°º]/giu;

/**
 * Whether a sign may close a cut word: each of the two code units before it may be a letter's
 * (letter-units.ts). Speed only: the pattern opens on a lookbehind the engine tries at every
 * character, and most notices print the sign only as the number's own (`n° RIDET`, ` N° 12`).
 */
function mayCloseCutWord(text: string, sign: string): boolean {
  for (let at = text.indexOf(sign); at >= 0; at = text.indexOf(sign, at + 1)) {
    if (isLetterUnit(text.charCodeAt(at - 1)) && isLetterUnit(text.charCodeAt(at - 2))) return true;
  }
  return false;
}

/** The text with each degree sign closing a cut word written as the dot it stands for. */
export function degreeSignsAsDots(text: string): string {
  if (!mayCloseCutWord(text, '°') && !mayCloseCutWord(text, 'º')) return text;
  return text.replace(CUT_WORD_SIGN, '$1.');
}
