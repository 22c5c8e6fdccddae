/**
 * A page's date in a compositor's own format (issue 32): a day, a month and a year joined by
 * whatever mark he uses, the same one twice (`23·10·2026`, `20 | 11 | 2026`, `23~10~2026`,
 * `23 • 10 • 2026`, `6-XI-2026`, `23_X_26`), or by spaces or nothing when the month is a name or a
 * Roman numeral (`04 nov. 26`, `12 XI 26`, `#04nov2026`), or the day in a cell of its own before the
 * named month and its year (`JEUDI 23 | JUILLET 2026`). A reader reads such a date whatever its
 * separator as long as the three parts are plain: a day of 1 to 31, a month of 1 to 12, a month's
 * name or its Roman numeral, a year of four digits or two (of the 2000s below 50, as
 * french-date.ts reads a short year).
 *
 * Read only on the lines where the page's running header or footer stands
 * (publication-date.ts), and written there as a slashed date so that the readers of mastheads,
 * datelines and titled lines judge the line as they judge any other. A date french-date.ts
 * already reads keeps its reading. Never a date: digits in a month's place without a mark between
 * the parts (`20 11 26` is a telephone's or an identifier's groups), a part of a longer run of
 * numbers (`26.12.34.56`, `1.2.3.4`), a number glued to letters or digits (`1234567.001`,
 * `v2.10.26`), after a telephone's label, a time or a score of two parts (`10.30`, `3-1`).
 */

import { fold } from './fold.ts';
import { findFrenchDates, MONTH_NAME_SOURCE, monthOfName, PHONE_LABEL } from './french-date.ts';
import { ROMAN_NUMERAL_SOURCE, romanMonth } from './roman-month-date.ts';

const YEAR = String.raw`(\d{4}|\d{2})(?![\p{L}\p{N}])`;
/** A mark between the parts, spaces around it or not: one character that is no letter, digit or space. */
const MARKED = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(\d{1,2})([ \t]*[^\p{L}\p{N}\s][ \t]*)(\d{1,2}|${ROMAN_NUMERAL_SOURCE}|(?:${MONTH_NAME_SOURCE})\.?)\2${YEAR}`,
  'gu',
);
/** Spaces or nothing between the parts: only a month in letters tells the three parts apart. */
const UNMARKED = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d{1,2})([ \t]*)(${ROMAN_NUMERAL_SOURCE}|(?:${MONTH_NAME_SOURCE})\.?)\2${YEAR}`, 'gu');
/**
 * A masthead's day set in a cell of its own before the month's name and the year ('JEUDI 23 | JUILLET
 * 2026'): one mark between the day and the named month, a space before the four-digit year.
 */
const DAY_CELL = new RegExp(String.raw`(?<![\p{L}\p{N}])(\d{1,2})[ \t]*[|¦│·•][ \t]*(${MONTH_NAME_SOURCE})\.?[ \t]+(\d{4})(?![\p{L}\p{N}])`, 'gu');
/** A date's digits run together, year first ('20260417'), as a board's or a file's stamp prints it. */
const COMPACT = /(?<![\p{L}\p{N}.,/-])((?:19|20)\d{2})(\d{2})(\d{2})(?![\p{L}\p{N}]|[.,/-]\d)/gu;
/** What may stand before a day that opens a longer run of numbers: a digit and the same mark. */
const NUMBER_BEFORE = /\d[ \t]*$/u;

interface CompositorDate {
  iso: string;
  index: number;
  length: number;
}

function isoOf(day: number, month: number, yearText: string): string | null {
  const short = Number(yearText);
  const year = yearText.length === 2 ? (short >= 50 ? 1900 + short : 2000 + short) : short;
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function monthOf(monthText: string, raw: string): number | null {
  if (/^\d+$/u.test(monthText)) return Number(monthText);
  const name = monthText.replace(/\.$/u, '');
  const named = monthOfName(name);
  if (named !== undefined) return named;
  // A Roman month is printed in capitals ('XI'); a lowercase 'x' or 'v' between numbers is a multiplication or a word.
  return raw === raw.toUpperCase() ? romanMonth(name) : null;
}

/** The compositor's dates of a line that french-date.ts does not read, in reading order. */
export function findCompositorDates(line: string): CompositorDate[] {
  const folded = fold(line);
  // What french-date.ts reads is asked only when a shape is found (speed only: most lines print none).
  let known: ReturnType<typeof findFrenchDates> | undefined;
  const found: CompositorDate[] = [];
  for (const pattern of [MARKED, UNMARKED]) {
    for (const m of folded.matchAll(pattern)) {
      const index = m.index;
      const length = m[0].length;
      const separator = m[2]!;
      // A longer run of numbers (a telephone, a version, a reference) is read whole, never as a date.
      const after = folded.slice(index + length);
      const before = folded.slice(0, index);
      if (separator.trim() !== '' && (after.startsWith(separator) && /^\d/u.test(after.slice(separator.length)))) continue;
      if (separator.trim() !== '' && before.endsWith(separator) && NUMBER_BEFORE.test(before.slice(0, before.length - separator.length))) continue;
      if (PHONE_LABEL.test(folded.slice(Math.max(0, index - 30), index))) continue;
      // A slashed or dotted date, or a dashed one with its four-digit year, is french-date.ts's (speed only).
      if (/^\d+$/u.test(m[3]!) && (separator === '/' || separator === '.' || (separator === '-' && m[4]!.length === 4))) continue;
      known ??= findFrenchDates(line);
      if (known.some((d) => index < d.index + d.length && d.index < index + length)) continue;
      if (found.some((d) => index < d.index + d.length && d.index < index + length)) continue;
      const rawMonth = line.slice(index + m[1]!.length + separator.length, index + m[1]!.length + separator.length + m[3]!.length);
      const month = monthOf(m[3]!, rawMonth);
      const iso = month === null ? null : isoOf(Number(m[1]), month, m[4]!);
      if (iso) found.push({ iso, index, length });
    }
  }
  for (const m of folded.matchAll(DAY_CELL)) {
    const month = monthOfName(m[2]!);
    const iso = month === undefined ? null : isoOf(Number(m[1]), month, m[3]!);
    if (iso && !found.some((d) => m.index < d.index + d.length && d.index < m.index + m[0].length)) found.push({ iso, index: m.index, length: m[0].length });
  }
  for (const m of folded.matchAll(COMPACT)) {
    const iso = isoOf(Number(m[3]), Number(m[2]), m[1]!);
    if (iso && !PHONE_LABEL.test(folded.slice(Math.max(0, m.index - 30), m.index))) found.push({ iso, index: m.index, length: m[0].length });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Whether a line may print such a date (speed only: a line with fewer than three digits prints none). */
function mayPrintCompositorDate(line: string): boolean {
  let digits = 0;
  for (let k = 0; k < line.length && digits < 3; k += 1) {
    const code = line.charCodeAt(k);
    if (code >= 48 && code <= 57) digits += 1;
  }
  return digits >= 3;
}

/** The line with each compositor's date written as a slashed date (`20 | 11 | 2026` → `20/11/2026`). */
export function withCompositorDatesRead(line: string): string {
  if (!mayPrintCompositorDate(line)) return line;
  const dates = findCompositorDates(line);
  if (dates.length === 0) return line;
  let out = '';
  let from = 0;
  for (const date of dates) {
    const [year, month, day] = date.iso.split('-');
    out += `${line.slice(from, date.index)}${day}/${month}/${year}`;
    from = date.index + date.length;
  }
  return out + line.slice(from);
}
