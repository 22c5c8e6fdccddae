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
import { matchesOf } from './global-pattern.ts';
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
// A folded word of the lengths a keyword's neighbour has, opening with a keyword's first letter
// (the other words are not looked at: speed only).
const LONG_WORD = new RegExp(`(?<![a-z])[${[...BY_FIRST.keys()].join('')}][a-z]{8,14}(?![a-z])`, 'g');

/** The keyword a word is a typing slip of, or null. */
function keywordOf(word: string): string | null {
  if (KNOWN.has(word)) return null;
  for (const keyword of BY_FIRST.get(word[0]!) ?? []) if (oneEditApart(word, keyword)) return keyword;
  return null;
}

/** The keywords as printed, with their accents. */
const PRINTED: Readonly<Record<string, string>> = { denomination: 'dénomination' };

/** A printed text with each keyword typed with one slip read as the keyword, in the slip's case. */
export function keywordTyposPrinted(text: string): string {
  const folded = fold(text);
  let read: string | null = null;
  let copied = 0;
  for (const m of matchesOf(LONG_WORD, folded)) {
    const keyword = keywordOf(m[0]);
    if (keyword === null) continue;
    const typed = text.slice(m.index, m.index + m[0].length);
    const printed = PRINTED[keyword] ?? keyword;
    const cased = typed === typed.toUpperCase() ? printed.toUpperCase() : /^\p{Lu}/u.test(typed) ? `${printed[0]!.toUpperCase()}${printed.slice(1)}` : printed;
    read = `${read ?? ''}${text.slice(copied, m.index)}${cased}`;
    copied = m.index + m[0].length;
  }
  return read === null ? text : read + text.slice(copied);
}

/** A folded text with each keyword typed with one slip read as the keyword. */
export function withKeywordTypos(folded: string): string {
  // Most texts hold no slip: the text itself is returned, no string is built (speed only).
  let read: string | null = null;
  let copied = 0;
  for (const m of matchesOf(LONG_WORD, folded)) {
    const keyword = keywordOf(m[0]);
    if (keyword === null) continue;
    read = `${read ?? ''}${folded.slice(copied, m.index)}${keyword}`;
    copied = m.index + m[0].length;
  }
  return read === null ? folded : read + folded.slice(copied);
}
