/**
 * Word-level slips of OCR on poor scans that a reader corrects without hesitating, because the
 * slip cannot be anything else: a lowercase `l` among capitals, the digit `6` for `é`, an accent
 * printed apart, `l`/`I` among digits, `rn` for `m` in a month name. Identifiers are not read
 * here with any more tolerance than a reader's: a character that could be one of several digits
 * ('?', a smudge) is left as it is, so the number stays unreadable (ridet.ts).
 */

// A capitals word with lowercase l's only where an I belongs ('CONSTlTUTION', 'OFFlClEL').
const CAPITALS_WITH_L = /(?<![\p{L}\d])(?=[\p{Lu}l]*\p{Lu}[\p{Lu}l]*\p{Lu})(?=[\p{Lu}]*l)[\p{Lu}l]{3,}(?![\p{L}\d])/gu;
// A word of lowercase letters (a capital first allowed) holding 6 for é: 'priv6', '6t6', 'D6nomination'.
const LOWER_WITH_SIX = /(?<![\p{L}\d])(?=[\p{L}6]*\p{Ll})(?=[\p{L}6]*6)(?:\p{Lu}|6)?[\p{Ll}6]+(?![\p{L}\d])/gu;
// A capitals word with 6 between two capitals ('CAL6DONIE'), never at an end (codes: 'RT6').
const UPPER_WITH_SIX = /(?<![\p{L}\d])\p{Lu}+(?:6\p{Lu}+)+(?![\p{L}\d])/gu;
// An accent printed as a spacing mark after its vowel ('de´cide´', 'sie`ge', 'a`').
const SPACED_ACCENT = /([aeiouAEIOU])([´`ˊˋ])/gu;
// A token of digits where OCR printed l or I for 1 and O for 0 ('l5', '2l', 'l2O').
const DIGITS_WITH_LETTERS = /(?<![\p{L}\d])(?=[\dlIO]*\d)(?=[\dO]*[lI])[\dlIO]{2,}(?![\p{L}\d])/gu;
const MONTHS_WITH_RN = /\b(rnai|rnars|septernbre|novernbre|d[ée]cernbre)\b/giu;

// A leading 6 before a vowel is an ordinal ('6e', '6ème'), never 'é' ('6t6', '6lu' are).
function readsSixAsE(word: string): boolean {
  return word.length >= 3 && !/^6[aeiouyàâéèêëîïôöûü]/iu.test(word);
}

export function repairOcrWords(text: string): string {
  return text
    .replace(SPACED_ACCENT, (_, vowel: string, mark: string) => `${vowel}${mark === '´' || mark === 'ˊ' ? '\u0301' : '\u0300'}`.normalize('NFC'))
    .replace(CAPITALS_WITH_L, (word) => word.replace(/l/g, 'I'))
    .replace(LOWER_WITH_SIX, (word) => (readsSixAsE(word) ? word.replace(/6/g, 'é') : word))
    .replace(UPPER_WITH_SIX, (word) => word.replace(/6/g, 'É'))
    .replace(DIGITS_WITH_LETTERS, (token) => token.replace(/[lI]/g, '1').replace(/O/g, '0'))
    .replace(MONTHS_WITH_RN, (word) => word.replace(/rn/giu, (rn) => (rn === 'RN' ? 'M' : 'm')))
    .replace(/(?<![\p{L}\d])Ii(?=\p{Ll})/gu, 'li');
}
