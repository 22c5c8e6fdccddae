/**
 * A name in capitals cut at a line's end before its last syllable, where no compound's second word
 * stands: a noun's learned suffix after one consonant ('MAINTE-/NANCE', 'ÉLECTRO-/NIQUE'), an adjective's
 * '-ienne' ('CALÉDO-/NIENNE', 'AUSTRA-/LIENNE'), or one
 * consonant and one vowel after a word of four letters or more ending on a vowel ('TONTOU-/TA',
 * 'NIAOU-/LI').
 * A compound's second word is a word of its own ('X-NÉA', 'X-WAÏ', 'X-PLAGE'): three letters or
 * more, none of these suffixes. Read on the folded halves.
 */

// One consonant, then a noun's or an adjective's suffix. ('-ienne' after one consonant is a place's
// adjective cut; 'HAUTE-VIENNE' is a compound no New Caledonian notice prints. The adjectives'
// '-ale', '-ales', '-aux' ('GÉNÉ-/RALE', 'MÉDI-/CAUX') likewise: no word a company's compound is
// made of.)
const CONSONANT_SUFFIX = /^[bcdfghjklmnpqrstvwxz](?:ances?|ences?|iques?|ismes?|istes?|ments?|iennes?|ales?|aux)$/;
const TWO_LETTER_SYLLABLE = /^[bcdfghjklmnpqrstvwxz][aeiouy]$/;
const VOWEL_END = /[aeiouy]$/;
const LONG_HEAD = 4;

/** Whether the folded halves of a capitals word cut at a line's end are one word cut before its last syllable. */
export function cutBeforeLastSyllable(head: string, tail: string): boolean {
  if (CONSONANT_SUFFIX.test(tail)) return true;
  return TWO_LETTER_SYLLABLE.test(tail) && head.length >= LONG_HEAD && VOWEL_END.test(head);
}
