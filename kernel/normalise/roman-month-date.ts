/**
 * Dates whose month is a Roman numeral ('15/III/2019', '30-XII-2005'), as older typography and
 * some administrations print them. Read on folded (lowercased) text by french-date.ts, which checks
 * and writes the day as for every other printed form.
 */

const ROMAN_MONTHS: Readonly<Record<string, number>> = {
  i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12,
};

/** A month's Roman numeral, the longer numerals first (the alternation of every reading of such dates). */
export const ROMAN_NUMERAL_SOURCE = 'xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i';

/**
 * A day, a numeral month and a four-digit year, or two digits when the numeral is printed in
 * capitals (groups 1, 3 and 4). The separators on both sides
 * must match in kind, nothing glued before or after (a reference such as 'n° 12/IV/2019/APS'
 * stays one token after).
 */
// A two-digit year ('9.III.26') is read when the numeral is printed in capitals (french-date.ts checks it).
export const ROMAN_MONTH_DATE = new RegExp(String.raw`(?<![\d/.\p{L}])(\d{1,2})([/.-])(${ROMAN_NUMERAL_SOURCE})\2((?:19|20)\d{2}|\d{2})(?![\d/\p{L}])`, 'gu');

/** Whether a folded text may print such a date (speed only: most print none). */
export function mayPrintRomanMonth(folded: string): boolean {
  return /[/.-][ivx]{1,4}[/.-]/.test(folded);
}

/** The month a numeral of ROMAN_MONTH_DATE's third group names. */
export function romanMonth(numeral: string): number {
  return ROMAN_MONTHS[numeral]!;
}
