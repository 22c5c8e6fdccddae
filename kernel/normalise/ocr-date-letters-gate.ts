/**
 * The cheap sign that ocr-date-digits.ts may read a date's letters as digits (speed only): found by
 * `indexOf` and read by code units around each date mark and each `l`, `I` or `O`, where the
 * reading's own telltale, a pattern tried at every character, was the character pass's costliest
 * gate. A text without the sign is one `withDateDigitsRead` returns unchanged; a text with it may
 * still be (the sign is looser).
 *
 * The two readings change a text only where a group of theirs holds one of those letters:
 * - a slashed date (`19/lO/2026`): its first mark has a day's character before it and a month
 *   of one or two characters after it, closed by the same mark, and the letter stands from two
 *   characters before the first mark to four after the second (a year of four at most);
 * - the first of the month (`l er décembre 2O26`): `l` or `I` after no letter or digit, then `er`;
 * - a day of two characters before its month (`lO novembre 2026`, `2S juin 2026`): both characters
 *   a digit or one of the letters (`S` and `B` too), one a letter, after no letter or digit, then
 *   spaces and a month's initial;
 *   never the pronoun `Il`.
 */

const SPACE = 0x20;

/** `l`, `I` or `O`: the letters a scan prints for 1 and 0. */
function isDigitLetter(code: number): boolean {
  return code === 0x6c || code === 0x49 || code === 0x4f;
}

/** `S` or `B`: the letters a scan prints for a day's 5 and 8 beside a digit. */
function isDayLetter(code: number): boolean {
  return code === 0x53 || code === 0x42;
}

/** A date group's character: a digit or one of those letters. */
function isGroupUnit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || isDigitLetter(code);
}

/** The first letters of the months, in either case: a lettered day's month opens on one of them. */
const MONTH_INITIALS = new Set('jfmasondJFMASOND'.split('').map((letter) => letter.charCodeAt(0)));

function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
}

/** Whether the two characters from `at` may be a lettered day before its month. */
function mayBeLetteredDay(text: string, at: number): boolean {
  const first = text.charCodeAt(at);
  const second = text.charCodeAt(at + 1);
  if ((!isGroupUnit(first) && !isDayLetter(first)) || (!isGroupUnit(second) && !isDayLetter(second)) || text.charCodeAt(at + 2) !== SPACE) return false;
  if (!isDigitLetter(first) && !isDigitLetter(second) && !isDayLetter(first) && !isDayLetter(second)) return false;
  // 'Il' opens sentences (ocr-date-digits.ts turns it away); a day stands after no letter or digit.
  if ((first === 0x49 && second === 0x6c) || isAsciiLetterOrDigit(text.charCodeAt(at - 1))) return false;
  let month = at + 3;
  while (text.charCodeAt(month) === SPACE) month += 1;
  return MONTH_INITIALS.has(text.charCodeAt(month));
}

/** Whether the `l` or `I` at `at` may be the first of the month's 1 (`l er décembre`): after no letter or digit, `er` next. */
function mayBeLetteredFirst(text: string, at: number): boolean {
  if (!isDigitLetter(text.charCodeAt(at)) || isAsciiLetterOrDigit(text.charCodeAt(at - 1))) return false;
  return text.startsWith('er ', at + 1) || text.startsWith(' er ', at + 1);
}

/** Whether a letter stands from `start` to `end` (both included): a slashed date's window. */
function holdsDigitLetter(text: string, start: number, end: number): boolean {
  for (let at = Math.max(0, start); at <= end && at < text.length; at += 1) if (isDigitLetter(text.charCodeAt(at))) return true;
  return false;
}

/**
 * Whether a slashed date's first mark stands at `at`: a group's character before it, a month of one
 * or two after it closed by the same mark, and one of the letters from the day to the year.
 */
function mayOpenSlashedDate(text: string, at: number): boolean {
  const mark = text.charCodeAt(at);
  if (!isGroupUnit(text.charCodeAt(at - 1)) || !isGroupUnit(text.charCodeAt(at + 1))) return false;
  const second = text.charCodeAt(at + 2) === mark ? at + 2 : isGroupUnit(text.charCodeAt(at + 2)) && text.charCodeAt(at + 3) === mark ? at + 3 : -1;
  return second > 0 && holdsDigitLetter(text, at - 2, second + 4);
}

/** Whether `withDateDigitsRead` may change `text`: false only when it returns the text as it is. */
export function mayHoldDateLetters(text: string): boolean {
  for (let at = text.indexOf('/'); at >= 0; at = text.indexOf('/', at + 1)) if (mayOpenSlashedDate(text, at)) return true;
  for (let at = text.indexOf('.'); at >= 0; at = text.indexOf('.', at + 1)) if (mayOpenSlashedDate(text, at)) return true;
  // A lettered day holds 'l', 'I', 'O', 'S' or 'B' in its first or second place.
  for (const letter of ['l', 'I', 'O', 'S', 'B']) {
    for (let at = text.indexOf(letter); at >= 0; at = text.indexOf(letter, at + 1)) {
      if (mayBeLetteredDay(text, at) || (at > 0 && mayBeLetteredDay(text, at - 1)) || mayBeLetteredFirst(text, at)) return true;
    }
  }
  return false;
}
