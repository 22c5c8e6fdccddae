import { describe, expect, it } from 'vitest';
import { CAPITAL_CODE_POINTS, CAPITAL_UNITS, isCapitalUnit, isLatinLetterUnit, isLetterUnit, LETTER_UNITS, SMALL_LETTER_UNITS } from '../../../kernel/normalise/letter-units.ts';

// A scan by these classes stands for a pattern's `\p{L}`, `\p{Ll}` and `\p{Lu}`: it may find
// places where no letter is, never miss one where a letter is.

function codePointsOf(category: RegExp): number[] {
  const found: number[] = [];
  for (let point = 0; point <= 0x10ffff; point += 1) if (category.test(String.fromCodePoint(point))) found.push(point);
  return found;
}

/** The units a code point is written with that a scan meets first. */
const firstUnit = (point: number): number => String.fromCodePoint(point).charCodeAt(0);

describe('the classes of letter units', () => {
  it('hold every letter, small letter and capital, by the first unit each is written with', () => {
    const letter = new RegExp(`^[${LETTER_UNITS}]$`);
    const small = new RegExp(`^[${SMALL_LETTER_UNITS}]$`);
    const capital = new RegExp(`^[${CAPITAL_UNITS}]$`);
    expect(codePointsOf(/^\p{L}$/u).filter((p) => !letter.test(String.fromCharCode(firstUnit(p))) || !isLetterUnit(firstUnit(p)))).toEqual([]);
    expect(codePointsOf(/^\p{Ll}$/u).filter((p) => !small.test(String.fromCharCode(firstUnit(p))))).toEqual([]);
    expect(codePointsOf(/^\p{Lu}$/u).filter((p) => !capital.test(String.fromCharCode(firstUnit(p))))).toEqual([]);
  });

  it('hold every capital as one code point under the u flag', () => {
    const capital = new RegExp(`^[${CAPITAL_CODE_POINTS}]$`, 'u');
    expect(codePointsOf(/^\p{Lu}$/u).filter((p) => !capital.test(String.fromCodePoint(p)))).toEqual([]);
  });

  it("tell Latin-1's letters one unit at a time, and no unit past Latin-1", () => {
    const units = Array.from({ length: 0x10000 }, (_, unit) => unit);
    expect(units.filter((unit) => isLatinLetterUnit(unit))).toEqual(units.filter((unit) => unit < 0x100 && /^\p{L}$/u.test(String.fromCharCode(unit))));
  });

  it("tell a capital's units one at a time, as the class of capitals holds them", () => {
    const capital = new RegExp(`^[${CAPITAL_UNITS}]$`);
    const units = Array.from({ length: 0x10000 }, (_, unit) => unit);
    expect(units.filter((unit) => isCapitalUnit(unit) !== capital.test(String.fromCharCode(unit)))).toEqual([]);
    for (const small of ['a', 'é', 'ß', 'ÿ', '×', '’', '1']) expect(isCapitalUnit(small.charCodeAt(0))).toBe(false);
  });

  it('leave out the apostrophe, the dashes and the spaces French sets beside letters', () => {
    for (const sign of ['’', '–', '—', '…', ' ', '\u00a0', '\u202f', '.', '-', '«', '×']) expect(isLetterUnit(sign.charCodeAt(0))).toBe(false);
  });
});
