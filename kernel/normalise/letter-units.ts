/**
 * Classes of code units that hold every letter, every small letter and every capital, for a scan
 * without the u flag that finds where a pattern reading `\p{L}`, `\p{Ll}` or `\p{Lu}` may match:
 * Latin-1's letters exactly, and every unit past Latin-1 but the general punctuation (U+2000 to
 * U+206F holds no letter; its apostrophe and dashes stand beside letters all over French text).
 * A unit of a surrogate pair is in every class, so a letter past the BMP is found by its halves.
 *
 * Speed only. Under the u flag `\p{Ll}` and `\p{Lu}` cost some twenty nanoseconds a test (their
 * ranges alternate code point by code point in the Latin extensions), and a pattern opening on a
 * lookbehind or a class is tried at every character; these classes cost a nanosecond or two, and
 * a pattern tried only where they find a place reads the same matches (test/…/letter-units.test.ts
 * checks that each class holds every code point of its category).
 */

/** Any letter's units: `\p{L}`. */
export const LETTER_UNITS = 'A-Za-zªµºÀ-ÖØ-öø-\\u1fff\\u2070-\\uffff';
/** A small letter's units: `\p{Ll}`. */
export const SMALL_LETTER_UNITS = 'a-zµß-öø-ÿ\\u0100-\\u1fff\\u2070-\\uffff';
/** A capital's units: `\p{Lu}`. */
export const CAPITAL_UNITS = 'A-ZÀ-ÖØ-Þ\\u0100-\\u1fff\\u2070-\\uffff';
/** A capital's first code point, for a lookahead under the u flag (a capital past the BMP is one code point there). */
export const CAPITAL_CODE_POINTS = 'A-ZÀ-ÖØ-Þ\\u0100-\\u1fff\\u2070-\\u{10ffff}';

/** Whether a code unit is in `LETTER_UNITS`. */
export function isLetterUnit(unit: number): boolean {
  if (unit < 0x80) return (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a;
  if (unit < 0xc0) return unit === 0xaa || unit === 0xb5 || unit === 0xba;
  return unit !== 0xd7 && unit !== 0xf7 && (unit < 0x2000 || unit > 0x206f);
}

/** Whether a code unit is in `CAPITAL_UNITS`: a capital of Latin-1, or any unit past Latin-1 but the general punctuation. */
export function isCapitalUnit(unit: number): boolean {
  if (unit < 0x100) return (unit >= 0x41 && unit <= 0x5a) || (unit >= 0xc0 && unit <= 0xde && unit !== 0xd7);
  return unit < 0x2000 || unit > 0x206f;
}

/** Whether a code unit is a letter of Latin-1 (`A-Za-zªµºÀ-ÖØ-öø-ÿ`), a code point of its own that `\p{L}` holds. */
export function isLatinLetterUnit(unit: number): boolean {
  return unit < 0x100 && isLetterUnit(unit);
}
