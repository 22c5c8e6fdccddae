/**
 * A global scan of a pattern every match of which opens a run of digits (its lookbehind reads no
 * digit before it), tried only at the runs' first digits where the caller's test of the run allows
 * a match (its length, the units after it): the same matches, in order, as `matchesOf` of the
 * global pattern. Speed only: an identifier's pattern opening on a lookbehind or a lookahead was tried at
 * every character of every notice; a notice holds a few dozen runs of digits, and a run's length
 * tells most (a date's, a year's, a postcode's) from an identifier's.
 */

/** Whether the unit is a digit (for the callers' tests of a run). */
export const isDigit = (unit: number): boolean => unit >= 0x30 && unit <= 0x39;

/**
 * The matches of `sticky` (the global pattern's source, its flags with `y`) tried at each run of
 * digits from `start` (its first digit) to `end` (the unit after its last) for which `mayOpen`
 * holds; on from a match's end, as the global scan goes on.
 */
export function digitRunMatches(sticky: RegExp, text: string, mayOpen: (text: string, start: number, end: number) => boolean): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const length = text.length;
  let at = 0;
  while (at < length) {
    if (!isDigit(text.charCodeAt(at))) {
      at += 1;
      continue;
    }
    let end = at + 1;
    while (end < length && isDigit(text.charCodeAt(end))) end += 1;
    // A run after a match's end opens where that match ended, a digit or not before it.
    if (mayOpen(text, at, end)) {
      sticky.lastIndex = at;
      const m = sticky.exec(text);
      if (m !== null) {
        found.push(m);
        at += m[0].length;
        continue;
      }
    }
    // No match opens inside the run: each of its later digits follows a digit.
    at = end;
  }
  return found;
}
