/**
 * A circumflex a scan printed apart inside a word ('ao^ut', 'e^tre', 'for^et'): a reader sets it on
 * the vowel it stands before, or else on the vowel it follows ('août', 'être', 'forêt'). Only
 * between two letters: a caret elsewhere (a formula, '2^3') is no accent.
 */

const CIRCUMFLEXED: Readonly<Record<string, string>> = { a: 'â', e: 'ê', i: 'î', o: 'ô', u: 'û', A: 'Â', E: 'Ê', I: 'Î', O: 'Ô', U: 'Û' };
const BEFORE_VOWEL = /(?<=\p{L})\^([aeiouAEIOU])/gu;
const AFTER_VOWEL = /([aeiouAEIOU])\^(?=\p{L})/gu;

/** The text with each circumflex printed apart inside a word set on its vowel. */
export function withCircumflexesSet(text: string): string {
  if (!text.includes('^')) return text;
  return text.replace(BEFORE_VOWEL, (_, vowel: string) => CIRCUMFLEXED[vowel]!).replace(AFTER_VOWEL, (_, vowel: string) => CIRCUMFLEXED[vowel]!);
}
