/**
 * A page cropped around one notice keeps what the crop cut beside it: the other column's piece of a
 * neighbour (its heading and first sentences, the rest under the page's bottom). A reader knows the
 * notice from the piece: the notice signs off ('Pour avis, la gérance.', 'Pour première insertion,
 * le notaire.') where the piece beside it, shorter, signs nothing. The piece is another notice's,
 * set apart, whatever company and event it names.
 */

import { foldUncached as fold } from '../fold.ts';
import { CLOSING_FORMULA_SOURCE } from '../notice-closing.ts';

// A notice's closing line, the insertion's rank included ('Pour seconde insertion'), read folded.
const CLOSING = new RegExp(String.raw`^${CLOSING_FORMULA_SOURCE}\b`);
const closes = (line: string): boolean => CLOSING.test(fold(line));

const wordCount = (lines: readonly string[]): number => lines.join(' ').split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

/**
 * Whether the column ends on a notice's closing line; a closing line too long for the column runs
 * on over one more ('Pour avis, le président du conseil d'ad-' / 'ministration, M. X.').
 */
export function signsOffLast(lines: readonly string[]): boolean {
  const ending = lines.filter((line) => line.trim()).slice(-2).map((line) => line.trim());
  const last = ending.at(-1) ?? '';
  const runOn = ending.length === 2 ? ending[0]! : null;
  return closes(last) || (runOn !== null && closes(runOn) && /[-,]$/.test(runOn) && /[.]$/.test(last));
}

/**
 * Whether `right`, printed beside `left`, is a neighbour's piece cut by the crop: `left` signs off
 * on its last line, `right` signs off on none of its own and holds fewer words.
 */
export function cutPieceBeside(left: readonly string[], right: readonly string[]): boolean {
  if (!signsOffLast(left) || right.some((line) => closes(line.trim()))) return false;
  return wordCount(right) < wordCount(left);
}
