/**
 * An identifier printed as a field of its own, without any label. A compositor who sets an
 * insertion's fields in a fixed order between his own separators (`§`, `/`, `▪`, `—`, `·`, `|`)
 * prints the company's number as one of them (`… § EURL § 1234566/001`, `▪ 1234574 002 ▪`,
 * `· 1.234.582.001 ·`): a reader knows it by its shape alone, a RID's seven digits (or six, its
 * leading zero dropped) and the establishment's three-digit rank, and by the check digit. The rank
 * is required (seven digits alone in a field are as often an amount whose currency was left out),
 * is never `000`, and the field must end where the number does: a separator, or the line's end.
 * The candidate is an unlabelled one (context `pattern`), weaker than any labelled identifier.
 */

import { luhnValidRid } from './check-digit.ts';
import { matchesOf } from './global-pattern.ts';

const S = '[ \\u00a0\\u202f]';
/** The marks compositors part fields with: a dash of any width, a slash, a bar, a middle dot, a section sign, bullets, squares, stars, a tilde, guillemets, arrows' heads. */
const MARK = '[§/|\\u00b7\\u2022\\u25aa\\u25a0\\u25c6\\u25ca\\u25b8\\u2605*~\\u00bb\\u2013\\u2014;,-]';
const RANK = `(?:${S}?[.\\-/_\\u2013]${S}?|${S})(?!000)\\d{3}`;
const SEVEN = `(?:\\d{7}|\\d(?:${S}|\\.)\\d{3}(?:${S}|\\.)\\d{3})`;
const SIX = `(?:\\d{6}|\\d{3}(?:${S}|\\.)\\d{3})${S}?[.\\-/_\\u2013]${S}?(?!000)\\d{3}`;
/** At a line's start or after a separator and its spaces; then the number, its rank, and the field's end. */
const FIELD = new RegExp(`(?=\\d)(?<=(?:^|${MARK})${S}*)(?:${SEVEN}${RANK}|${SIX})(?=${S}*(?:$|${MARK}))`, 'gmu');

export interface FieldIdentifier {
  numeral: string;
  index: number;
}

/** Every number of a RID's shape standing as a field of its own whose check passes, in reading order. */
export function fieldIdentifiers(text: string): FieldIdentifier[] {
  const found: FieldIdentifier[] = [];
  for (const m of matchesOf(FIELD, text)) {
    const digits = m[0].replace(/\D/g, '');
    if (!luhnValidRid(digits.slice(0, -3).padStart(7, '0'))) continue;
    found.push({ numeral: m[0], index: m.index });
  }
  return found;
}
