/**
 * Dates whose month is a Roman numeral ('15/III/2019', '30-XII-2005'), as older typography and
 * some administrations print them. Read on folded (lowercased) text.
 */

const ROMAN_MONTHS: Record<string, number> = {
  i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12,
};

// The separators on both sides must match in kind: a day, a numeral month and a four-digit year,
// nothing glued before or after (a reference such as 'n° 12/IV/2019/APS' stays one token after).
const ROMAN_NUMERIC = /(?<![\d/.\p{L}])(\d{1,2})([/.-])(xii|xi|x|ix|viii|vii|vi|v|iv|iii|ii|i)\2((?:19|20)\d{2})(?![\d/\p{L}])/gu;

export interface RomanMonthDate {
  iso: string;
  index: number;
  length: number;
}

/** Every valid Roman-month date of a folded text; impossible days are skipped. */
export function romanMonthDates(folded: string): RomanMonthDate[] {
  if (!/[/.-](?:[ivx]{1,4})[/.-]/.test(folded)) return [];
  const out: RomanMonthDate[] = [];
  for (const m of folded.matchAll(ROMAN_NUMERIC)) {
    const day = Number(m[1]);
    const month = ROMAN_MONTHS[m[3]!]!;
    const year = Number(m[4]);
    if (day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) continue;
    const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    out.push({ iso, index: m.index, length: m[0].length });
  }
  return out;
}
