/**
 * A date's digits a scan read as letters where no digit of it stayed beside them: the month of a
 * slashed date (`19/lO/2026`, `2l/lO/2O26`) and a day before its month's name (`lO novembre 2026`).
 * Only inside a date's shape, and with digits enough in it that it is one: `l` and `I` for 1, `O`
 * for 0 (and in a day beside a digit, `S` for 5 and `B` for 8: `2S juin 2026`); a month of capital I's alone is a Roman numeral, not a scan's slip. The digit tokens
 * beside letters are read by clean-text.ts and ocr-repair.ts; these are the groups of letters alone
 * they leave.
 */

import { FRENCH_MONTHS } from './month-names.ts';
import { fold } from './fold.ts';

// Day, month and year split by one kind of mark; three real digits at least over the three groups.
const SLASHED_DATE = /(?<![\p{L}\d])(?=(?:[lIO/.]*\d){3})[\dlIO]{1,2}([/.])[\dlIO]{1,2}\1[\dlIO]{2,4}(?![\p{L}\d])/gu;
// The months as printed: lower case, capitalised or in capitals, accented or not.
const MONTH_WORDS = FRENCH_MONTHS.map((m) => m.replace(/e(?=vrier|cembre)/, '[eé]').replace('aout', 'ao[uû]t'))
  .flatMap((m) => [m, m.toUpperCase(), m[0]!.toUpperCase() + m.slice(1)])
  .join('|');
// A month as printed, or any word cut at a line's end by a hyphen (`sep-` / `tembre`), captured to be
// judged whole: the word-joining pass comes after this one (clean-text.ts).
const MONTH_OR_CUT = String.raw`(?:${MONTH_WORDS}|(\p{L}{1,8})-[ \t]*\n[ \t]*(\p{L}{1,9}))`;
// A day of two characters, one a letter at least (`lO`, `Ol`, `3O`, `l5`), before a month and a year.
// 'Il', the pronoun, is no day: it opens sentences.
// A day's 5 and 8 misread `S` and `B` beside a digit (`2S juin`, `2B mai`).
const LETTERED_DAY = new RegExp(String.raw`(?<![\p{L}\d])(?!Il\b)(?=\d[SB]|[SB]\d|[\dlIO]{0,1}[lIO])[\dlIOSB]{2}(?=[ ]+${MONTH_OR_CUT}[ ]+[\dlIO]{4}(?![\p{L}\d]))`, 'gu');
// The first of the month with its 1 printed `l` or `I`, its `er` apart or not (`l er décembre 2O26`).
const LETTERED_FIRST = new RegExp(String.raw`(?<![\p{L}\d])[lI](?= ?er[ ]+${MONTH_OR_CUT}[ ]+[\dlIO]{4}(?![\p{L}\d]))`, 'gu');
const TELLTALE = /[lIO][/.]|[/.][lIO]|(?<![\p{L}\d])[\dlIOSB]*[lIOSB][\dlIOSB]* (?:\p{L}{3,9} [\dlIO]{4}|\p{L}{1,8}-[ \t]*\n)|(?<![\p{L}\d])[lI] ?er /u;

const asDigits = (token: string): string => token.replace(/[lI]/g, '1').replace(/O/g, '0').replace(/S/g, '5').replace(/B/g, '8');
// A month of capital I's alone is a Roman numeral (`4/II/2026`: February), which typography prints so.
const ROMAN_MONTH = /^[\dlIO]{1,2}[/.]I{1,3}[/.]/;

/** `text` with the letters of its dates' groups read as the digits they stand for. */
export function withDateDigitsRead(text: string): string {
  if (!TELLTALE.test(text)) return text;
  return text
    .replace(SLASHED_DATE, (date) => (ROMAN_MONTH.test(date) ? date : asDigits(date)))
    .replace(LETTERED_DAY, (day: string, head?: string, tail?: string) => (cutMonth(head, tail) ? asDigits(day) : day))
    .replace(LETTERED_FIRST, (one: string, head?: string, tail?: string) => (cutMonth(head, tail) ? '1' : one));
}

/** Whether the month the pattern met is one: printed whole (no halves captured) or its two halves a month's name. */
function cutMonth(head: string | undefined, tail: string | undefined): boolean {
  return head === undefined || tail === undefined || (FRENCH_MONTHS as readonly string[]).includes(fold(head + tail));
}
