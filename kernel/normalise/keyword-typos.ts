/**
 * An event's keyword typed with one letter wrong, missing or added, or two letters swapped
 * ('dissolusion', 'liquidaton', 'consitution', 'tranformation', 'judiciare'), as people who do not
 * draft notices type them: read as the keyword before the type's patterns run (classify.ts). Only
 * keywords of ten letters or more, whose one-letter neighbours with the same first letter are no
 * other word a notice prints; a plural is the keyword's own. The same slips are read in the printed
 * text too (keywordTyposPrinted), so the rules that read officers and parties by these words
 * ('commissaire aux comptes', 'liquidation') see them.
 */

import { fold } from './fold.ts';
import { oneEditApart } from './one-edit-apart.ts';

const KEYWORDS = [
  'constitution',
  'dissolution',
  'liquidation',
  'transformation',
  'augmentation',
  'redressement',
  'judiciaire',
  'prorogation',
  'nomination',
  'denomination',
  'renouvellement',
  'commissaire',
] as const;

const KNOWN = new Set<string>([...KEYWORDS, ...KEYWORDS.map((k) => `${k}s`)]);
/** The keywords by their first letter: a word is compared only with those it shares it with. */
const BY_FIRST = new Map<string, string[]>();
for (const keyword of KEYWORDS) BY_FIRST.set(keyword[0]!, [...(BY_FIRST.get(keyword[0]!) ?? []), keyword]);
/** The longest word a keyword's neighbour may be: the longest keyword and one letter more. */
const NEIGHBOUR_MAX = Math.max(...KEYWORDS.map((k) => k.length)) + 1;
/**
 * By the code unit of a word's first letter, the lengths it may have to be one slip from a keyword
 * opening on that letter (bit n for n letters): a keyword's length, one less or one more. A word of
 * another length or first letter is not looked up (`oneEditApart` holds only between words one
 * letter apart in length at most; speed only).
 */
const NEIGHBOUR_LENGTHS = new Uint32Array(0x80);
for (const keyword of KEYWORDS) {
  for (let n = keyword.length - 1; n <= keyword.length + 1; n += 1) NEIGHBOUR_LENGTHS[keyword.charCodeAt(0)]! |= 1 << n;
}

/** The keyword a word is a typing slip of, or null. */
function keywordOf(word: string): string | null {
  if (KNOWN.has(word)) return null;
  for (const keyword of BY_FIRST.get(word[0]!) ?? []) if (oneEditApart(word, keyword)) return keyword;
  return null;
}

const isSmallLetter = (unit: number): boolean => unit >= 0x61 && unit <= 0x7a;

interface Slip {
  start: number;
  end: number;
  keyword: string;
}

/**
 * The first word of a folded text from `from` on (a whole run of a-z; `from` is no word's inside)
 * that is a keyword typed with one slip, or null. Read by code units, each word's length and first
 * letter tested before it is looked up (speed only: a pattern scan, `[a-z]{8,14}` tried at most
 * words' first letter, and its match objects cost more than the reading).
 */
function nextSlip(folded: string, from: number): Slip | null {
  const length = folded.length;
  let at = from;
  while (at < length) {
    const first = folded.charCodeAt(at);
    if (!isSmallLetter(first)) {
      at += 1;
      continue;
    }
    let end = at + 1;
    while (end < length && isSmallLetter(folded.charCodeAt(end))) end += 1;
    const letters = end - at;
    // The first test keeps the shift within the table's 32 bits.
    if (letters <= NEIGHBOUR_MAX && (NEIGHBOUR_LENGTHS[first]! & (1 << letters)) !== 0) {
      const keyword = keywordOf(folded.slice(at, end));
      if (keyword !== null) return { start: at, end, keyword };
    }
    at = end;
  }
  return null;
}

/** The keywords as printed, with their accents. */
const PRINTED: Readonly<Record<string, string>> = { denomination: 'dénomination' };

/** A printed text with each keyword typed with one slip read as the keyword, in the slip's case. */
export function keywordTyposPrinted(text: string): string {
  const folded = fold(text);
  let read: string | null = null;
  let copied = 0;
  for (let slip = nextSlip(folded, 0); slip !== null; slip = nextSlip(folded, slip.end)) {
    const { start, end, keyword } = slip;
    const typed = text.slice(start, end);
    const printed = PRINTED[keyword] ?? keyword;
    const cased = typed === typed.toUpperCase() ? printed.toUpperCase() : /^\p{Lu}/u.test(typed) ? `${printed[0]!.toUpperCase()}${printed.slice(1)}` : printed;
    read = `${read ?? ''}${text.slice(copied, start)}${cased}`;
    copied = end;
  }
  return read === null ? text : read + text.slice(copied);
}

/** A folded text with each keyword typed with one slip read as the keyword. */
export function withKeywordTypos(folded: string): string {
  // Most texts hold no slip: the text itself is returned, no string is built (speed only).
  let read: string | null = null;
  let copied = 0;
  for (let slip = nextSlip(folded, 0); slip !== null; slip = nextSlip(folded, slip.end)) {
    read = `${read ?? ''}${folded.slice(copied, slip.start)}${slip.keyword}`;
    copied = slip.end;
  }
  return read === null ? folded : read + folded.slice(copied);
}
