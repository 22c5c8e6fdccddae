/**
 * An identifier printed without a label, read by its shape alone: only shapes no amount, date,
 * phone or postcode takes ('1 231 083.002', '1231083.002', '1231083-002', '1231083002'); and, where
 * the check digit passes, the rank after a slash ('1231083/002') or seven digits and the rank apart
 * with the label after them, as a compositor sets a value before its label ('1231083 002 ← ridet',
 * '1231083 002 (ridet)').
 */

import { digitRunMatches, isDigit } from './digit-run-matches.ts';
import { matchesOf } from './global-pattern.ts';

const S = '[ \\u00a0\\u202f]';

/** @internal For the tests: the shapes as a global pattern, not inside a number, not followed by a currency. */
export const UNLABELLED_SHAPE = new RegExp(
  `(?<![\\d.,])(?:\\d${S}\\d{3}${S}\\d{3}${S}?[.\\-\\u2013]${S}?\\d{3}|\\d{7}[.\\-_]\\d{3}|\\d{10})(?!\\d|,\\d|${S}?(?:F\\b|XPF|CFP|francs))`,
  'giu',
);
const SHAPE_AT = new RegExp(UNLABELLED_SHAPE.source, 'iuy');

const isGap = (unit: number): boolean => unit === 0x20 || unit === 0xa0 || unit === 0x202f;

/**
 * Whether a match may open the run of digits from `start` to `end`: no dot or comma before it, and
 * seven digits at least, or one digit, a space and three digits (speed only, see below).
 */
function mayOpen(text: string, start: number, end: number): boolean {
  const before = text.charCodeAt(start - 1);
  if (before === 0x2e || before === 0x2c) return false;
  const digits = end - start;
  return digits >= 7 || (digits === 1 && isGap(text.charCodeAt(end)) && isDigit(text.charCodeAt(end + 1)) && isDigit(text.charCodeAt(end + 2)) && isDigit(text.charCodeAt(end + 3)));
}

/**
 * `matchesOf(UNLABELLED_SHAPE, text)`: the pattern tried only where a match can start, as a global
 * scan finds them (the same matches, in order). Every match opens a run of digits no digit, dot or
 * comma precedes, and goes on with seven digits at least, or with one digit, a space and three
 * digits; a notice's other numbers (dates, years, postcodes, amounts' heads of two digits or more)
 * are not tried. Speed only: the pattern, tried at every character of every notice, cost a third
 * of the identifiers' search.
 */
export function unlabelledShapes(text: string): RegExpExecArray[] {
  return digitRunMatches(SHAPE_AT, text, mayOpen);
}

/** The shapes read only where the check digit passes (see the file's comment): a slash before the rank, the field ending there; the label after the number. */
const CHECKED_SHAPE = new RegExp(`(?<![\\d.,/])\\d{7}(?:/\\d{3}(?=[ \\t]*(?:$|\\n|[−–—|·•▪§,;)])|[ \\t][-–—][ \\t])|${S}\\d{3}(?=${S}*[←(:]?${S}*(?:ridet|rid)\\b))`, 'giu');

/** The shapes read only where the identifier's check digit passes, in order. */
export function checkedUnlabelledShapes(text: string): RegExpExecArray[] {
  // Both shapes hold seven digits in a row (speed only: most notices hold none besides identifiers).
  return /\d{7}[/ \u00a0\u202f]\d{3}/u.test(text) ? [...matchesOf(CHECKED_SHAPE, text)] : [];
}
