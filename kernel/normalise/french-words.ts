/**
 * Whether a folded word is a French word: about 324,000 words and their forms (nouns, adjectives,
 * verbs' forms, compounds with their hyphens, common loanwords such as 'containers' or 'charter'),
 * folded as the notices are. Written by `npm run build:french-words` from the package
 * `an-array-of-french-words` (MIT, kernel/normalise/french-words.LICENSE).
 *
 * One sorted string searched by halves: a set of the words cost 400 ms and 56 MB to build in each
 * process; the string loads in about 15 ms and takes 3.6 MB (speed only).
 */
import WORDS from './french-words.json' with { type: 'json' };

export function isFrenchWord(folded: string): boolean {
  if (folded.length === 0 || folded.includes('\n')) return false;
  // [low, high) holds whole words, each followed by its line feed: the words still possible.
  let low = 1;
  let high = WORDS.length;
  while (low < high) {
    const start = WORDS.lastIndexOf('\n', ((low + high) >>> 1) - 1) + 1;
    const end = WORDS.indexOf('\n', start);
    const word = WORDS.slice(start, end);
    if (word === folded) return true;
    if (word < folded) low = end + 1;
    else high = start;
  }
  return false;
}
