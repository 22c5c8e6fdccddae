/**
 * A word a narrow column cuts at a line's end without a hyphen (`ayant pour déno` / `mination « X »`,
 * a scan or an extraction that lost the hyphen): read whole where neither piece is a French word and
 * the two together are one (french-words.ts, folded, through ocr-dictionary-words.ts's cache), as a
 * reader reads it. Pieces in small letters only, so a name in capitals and a word that ends its line
 * whole (`de` / `la société`) stay as printed.
 */

import { isDictionaryWord } from './ocr-dictionary-words.ts';

/** The shortest word read whole: shorter joins are too often chance. */
const SHORTEST_WORD = 7;
const LOWER = /\p{Ll}/u;
const WORD_CHAR = /[\p{L}\d'’-]/u;

/** The run of small letters ending at `end` (exclusive), or null when a letter, digit, apostrophe or hyphen of another kind opens it. */
function lowerRunBefore(text: string, end: number): string | null {
  let start = end;
  while (start > 0 && LOWER.test(text[start - 1]!)) start -= 1;
  if (end - start < 2 || (start > 0 && WORD_CHAR.test(text[start - 1]!))) return null;
  return text.slice(start, end);
}

/** The run of small letters starting at `start`, or null when another word character closes it. */
function lowerRunAfter(text: string, start: number): string | null {
  let end = start;
  while (end < text.length && LOWER.test(text[end]!)) end += 1;
  if (end - start < 2 || (end < text.length && WORD_CHAR.test(text[end]!))) return null;
  return text.slice(start, end);
}

/**
 * The text with such cuts read whole. Walked line break by line break, the pieces read around each
 * (speed: a pattern tried at every letter cost more than the parse's own passes).
 */
export function withUnhyphenatedCutsJoined(text: string): string {
  let out = '';
  let done = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    let before = at;
    while (before > done && (text[before - 1] === ' ' || text[before - 1] === '\t')) before -= 1;
    let after = at + 1;
    while (after < text.length && (text[after] === ' ' || text[after] === '\t')) after += 1;
    const first = lowerRunBefore(text, before);
    if (first === null || before - first.length < done) continue;
    const rest = lowerRunAfter(text, after);
    if (rest === null || first.length + rest.length < SHORTEST_WORD) continue;
    // The pieces first: most breaks fall between whole words, whose answers the dictionary's cache keeps.
    if (isDictionaryWord(first) || isDictionaryWord(rest) || !isDictionaryWord(`${first}${rest}`)) continue;
    out += text.slice(done, before) + rest;
    done = after + rest.length;
    at = done - 1;
  }
  return done === 0 ? text : out + text.slice(done);
}
