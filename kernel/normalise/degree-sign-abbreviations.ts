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

// Two letters at least before the sign, no letter or digit glued before them; `no°` is the number's sign.
const CUT_WORD_SIGN = /(?<![\p{L}\d])(?!no[°º])(\p{L}{2,})[°º]/giu;

/** The text with each degree sign closing a cut word written as the dot it stands for. */
export function degreeSignsAsDots(text: string): string {
  if (!text.includes('°') && !text.includes('º')) return text;
  return text.replace(CUT_WORD_SIGN, '$1.');
}
