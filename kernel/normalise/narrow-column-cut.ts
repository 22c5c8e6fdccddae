/**
 * A capitals word cut at a line's end in a narrow column that hyphenates its words. Such a column
 * cuts a word between syllables, and French cuts before a consonant and a liquid that open the
 * next syllable ('WAHE-/TRA', 'MÉTÉ-/PRO'): a vowel ends the first half and the continuation is
 * that cluster and a letter or two, no word a name is made of. A compound's second word of so few
 * letters opens with a vowel or one consonant ('X-WAÏ', 'X-VAN', 'X-NÉA'), so it keeps its hyphen.
 */

import { fold } from './fold.ts';

/** A lower-case word cut at a line's end: the column's own hyphenation. */
const LOWER_CASE_CUT = /\p{Ll}-[ ]*\n[ ]*\p{Ll}/gu;
/** Cuts of lower-case words a text must show to be read as a column that hyphenates. */
const HYPHENATING_CUTS = 3;
/** A syllable of two to four letters opened by a consonant and a liquid, folded. */
const CLUSTER_SYLLABLE = /^[bcdfgkptv][lr][aeiouy][a-z]?$/;
const VOWEL_END = /[aeiouy]$/;

export function narrowColumnJoins(first: string, rest: string, text: string): boolean {
  if (!VOWEL_END.test(fold(first)) || !CLUSTER_SYLLABLE.test(fold(rest))) return false;
  return (text.match(LOWER_CASE_CUT) ?? []).length >= HYPHENATING_CUTS;
}
