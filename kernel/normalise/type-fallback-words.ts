/**
 * The words the type fallback reads (type-fallback-model.ts): the notice's heading and opening,
 * folded, each word as itself and as its first four and six letters (so an abbreviation a writer
 * cuts anywhere, `constit.`, `augm.`, `transfo.`, meets the word it stands for), and each pair of
 * neighbouring words by their first six letters (`cession parts`, `transfert siege`). Presence
 * only, each feature once; the words of a denied event are not read. No feature is chosen by
 * hand: which of them weigh, and for which type, is fitted on the labelled corpora, from the words
 * writers print in lower case (`lowerCaseOnly`): a name (a person's, a place's, a company's) is
 * printed capitalised and is never a feature.
 */

import { withoutDeniedEvents } from './denied-events.ts';
import { fold } from './fold.ts';
import { matchesOf } from './global-pattern.ts';

/** How much of the notice is read after its heading: the event is named in the opening sentences. */
export const OPENING_LENGTH = 600;

/** A word's letters after folding (digits, dates and amounts say nothing of the event). */
const WORD = /[a-z]{2,}/g;
const LONGEST_WORD = 12;

/**
 * The notice's heading and opening as the fallback's features, sorted, each once; with
 * `lowerCaseOnly`, only those of words printed in lower case (a pair, both of its words).
 */
export function typeFallbackWords(heading: string, text: string, lowerCaseOnly = false): string[] {
  const printed = `${heading}\n${text.slice(0, OPENING_LENGTH)}`;
  // The fold keeps every index: a folded word is read in print at the same place. A word the text
  // denies or leaves undone ('pas de dissolution', 'sans cession') is no feature (denied-events.ts).
  const folded = withoutDeniedEvents(fold(printed));
  const features = new Set<string>();
  let previous: string | null = null;
  for (const { 0: word, index } of matchesOf(WORD, folded)) {
    if (lowerCaseOnly) {
      const asPrinted = printed.slice(index, index + word.length);
      if (asPrinted !== asPrinted.toLowerCase()) {
        previous = null;
        continue;
      }
    }
    features.add(`w:${word.slice(0, LONGEST_WORD)}`);
    if (word.length > 4) features.add(`p:${word.slice(0, 4)}`);
    if (word.length > 6) features.add(`p:${word.slice(0, 6)}`);
    const stem = word.slice(0, 6);
    if (previous !== null) features.add(`b:${previous}_${stem}`);
    previous = stem;
  }
  return [...features].sort();
}
