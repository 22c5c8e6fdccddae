/**
 * A name read whole never ends on an article, a preposition, a conjunction or an elision
 * ('HÔTEL-RESTAURANT LE', 'FERRONNERIE D'ART DU', 'X &'): such a word opens what follows it, so the
 * name was cut where its line, its table's cell or its column ended, and the rest was not read.
 * Published, it would name no company; which words are missing, the reading does not say, so the
 * name is `denomination_incertaine`.
 */

import { fold } from './fold.ts';

const OPENING_WORD_LAST = /(?:^|[\s'’-])(?:du|de|des|la|le|les|l|d|au|aux|et|en|sur|a|&)[\s'’]*$/u;

/** Whether a name ends on a word that opens what follows it. */
export function endsOnOpeningWord(name: string): boolean {
  return OPENING_WORD_LAST.test(fold(name.trim()));
}

export function unfinishedNameDetail(name: string): string {
  return `Le nom lu « ${name} » se termine par un mot qui en annonce d’autres (article, préposition, conjonction) : il est coupé, la suite n’a pas été lue ; dénomination incertaine.`;
}
