/**
 * A global scan of an identifier's pattern, tried only at the runs of digits that can open one:
 * every match of the callers' patterns opens a run of digits (its lookbehind reads no digit before
 * it), holds six digits in a row or one or three digits, a group's sign (a space or a dot) and three
 * digits, and ends before a unit that is no digit. The same matches, in order, as `matchesOf` of the
 * global pattern. Speed only: an identifier's pattern opening on a lookbehind or a lookahead was
 * tried at every character of every notice; a notice holds a few dozen runs of digits, and most (a
 * date's, a year's, a postcode's, an amount's) hold no such group.
 */

/** Whether the unit is a digit (for the callers' tests of a run). */
export const isDigit = (unit: number): boolean => unit >= 0x30 && unit <= 0x39;

/** What every run the callers may read holds from its first digit (a native scan, cheaper than reading the units one by one). */
const CANDIDATE = /\d{6}|\d{3}[ .\u00a0\u202f]\d{3}|\d[ .\u00a0\u202f]\d{3}/g;

/**
 * The matches of `sticky` (the global pattern's source, its flags with `y`) tried at each run of
 * digits a candidate finds, from `start` (its first digit) to `end` (the unit after its last), for
 * which `mayOpen` holds (it must hold only for runs that hold a candidate from their first digit);
 * on from a match's end, as the global scan goes on.
 */
export function digitRunMatches(sticky: RegExp, text: string, mayOpen: (text: string, start: number, end: number) => boolean): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  const length = text.length;
  CANDIDATE.lastIndex = 0;
  for (let candidate = CANDIDATE.exec(text); candidate !== null; candidate = CANDIDATE.exec(text)) {
    // A candidate may open inside its run ('12 345'): the run is read whole. The search goes on
    // from a unit that is no digit, so no run it finds began before it.
    let start = candidate.index;
    while (start > 0 && isDigit(text.charCodeAt(start - 1))) start -= 1;
    let end = candidate.index + 1;
    while (end < length && isDigit(text.charCodeAt(end))) end += 1;
    let next = end;
    if (mayOpen(text, start, end)) {
      sticky.lastIndex = start;
      const m = sticky.exec(text);
      if (m !== null) {
        found.push(m);
        next = start + m[0].length;
      }
    }
    CANDIDATE.lastIndex = next;
  }
  return found;
}
