/**
 * An identifier printed without a label, read by its shape alone: only shapes no amount, date,
 * phone or postcode takes ('1 231 083.002', '1231083.002', '1231083-002', '1231083002').
 */

const S = '[ \\u00a0\\u202f]';

/** The shapes, as ridet.ts reads them: not inside a number, not followed by a currency. */
export const UNLABELLED_SHAPE = new RegExp(
  `(?<![\\d.,])(?:\\d${S}\\d{3}${S}\\d{3}${S}?[.\\-\\u2013]${S}?\\d{3}|\\d{7}[.\\-_]\\d{3}|\\d{10})(?!\\d|,\\d|${S}?(?:F\\b|XPF|CFP|francs))`,
  'giu',
);
const SHAPE_AT = new RegExp(UNLABELLED_SHAPE.source, 'iuy');

const isDigit = (unit: number): boolean => unit >= 0x30 && unit <= 0x39;
const isGap = (unit: number): boolean => unit === 0x20 || unit === 0xa0 || unit === 0x202f;

/**
 * `matchesOf(UNLABELLED_SHAPE, text)`: the pattern tried only where a match can start, as a global
 * scan finds them (the same matches, in order). Every match opens a run of digits no digit, dot or
 * comma precedes, and goes on with seven digits at least, or with one digit, a space and three
 * digits; a notice's other numbers (dates, years, postcodes, amounts' heads of two digits or more)
 * are not tried. Speed only: the pattern, tried at every character of every notice, cost a third
 * of the identifiers' search.
 */
export function unlabelledShapes(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const length = text.length;
  for (let at = 0; at < length; at += 1) {
    if (!isDigit(text.charCodeAt(at))) continue;
    const before = at > 0 ? text.charCodeAt(at - 1) : -1;
    let run = at + 1;
    while (run < length && isDigit(text.charCodeAt(run))) run += 1;
    const digits = run - at;
    const opens = before !== 0x2e && before !== 0x2c && !isDigit(before);
    const shaped = digits >= 7 || (digits === 1 && isGap(text.charCodeAt(run)) && isDigit(text.charCodeAt(run + 1)) && isDigit(text.charCodeAt(run + 2)) && isDigit(text.charCodeAt(run + 3)));
    if (opens && shaped) {
      SHAPE_AT.lastIndex = at;
      const m = SHAPE_AT.exec(text);
      if (m !== null) {
        found.push(m);
        // On from the match's end, as the global scan goes on.
        at += m[0].length - 1;
        continue;
      }
    }
    // No match starts inside the run: each of its later digits follows a digit.
    at = run - 1;
  }
  return found;
}
