import { findRidets } from '../../kernel/normalise/ridet.ts';

/**
 * What an OCR test may assert of a reading: what a person reading it needs (the RIDET, the words
 * of a name or a title), never one engine's exact output. Tesseract 5.3.0 with poppler 22.12
 * reads `ZOZO TRA NSPORTS` where a later build reads `ZOZO TRANSPORTS`; both are the company a
 * reader finds. The rule, one for every OCR test:
 *
 * - text is compared folded: accents, case, spaces and punctuation dropped (an engine splits and
 *   joins words, drops an accent or reads a comma as a full stop);
 * - then within one wrong letter per ten (none below ten letters): a reader still recognises
 *   `BOULANGERLE DU COL`, while two short names one letter apart stay different names.
 *
 * A RIDET is compared through the normaliser's own reader (`findRidets`), as the pipeline reads it.
 */

/** Upper case, without accents, spaces or punctuation: `Zozo Tra-nsports` -> `ZOZOTRANSPORTS`. */
export function foldReading(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Wrong letters tolerated in a folded text of this length. */
export function readingTolerance(folded: string): number {
  return Math.floor(folded.length / 10);
}

/** Levenshtein distance (insertions, deletions, substitutions). */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    previous = row;
  }
  return previous[b.length]!;
}

/** Fewest edits that turn `needle` into some substring of `haystack` (approximate search). */
function bestSubstringDistance(needle: string, haystack: string): number {
  // Sellers' algorithm: row 0 is all zeros, so a match may start anywhere in the haystack.
  let previous = new Array<number>(haystack.length + 1).fill(0);
  for (let i = 1; i <= needle.length; i++) {
    const row = [i];
    for (let j = 1; j <= haystack.length; j++) row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (needle[i - 1] === haystack[j - 1] ? 0 : 1));
    previous = row;
  }
  return Math.min(...previous);
}

/** Whether a read name (a dénomination) is the expected one for a reader. */
export function readsAsName(read: string | null, expected: string): boolean {
  if (read === null) return false;
  const want = foldReading(expected);
  return editDistance(foldReading(read), want) <= readingTolerance(want);
}

/** Whether a page's text holds the phrase, for a reader (same folding and tolerance). */
export function holdsReading(text: string, phrase: string): boolean {
  const want = foldReading(phrase);
  return bestSubstringDistance(want, foldReading(text)) <= readingTolerance(want);
}

/** The RIDETs of a text, 10 digits each, as the normaliser finds them. */
export function ridetsRead(text: string): string[] {
  return findRidets(text).map((m) => m.ridet);
}
