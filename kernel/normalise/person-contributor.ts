/**
 * A person who contributes to a company's capital, named with his own identifier ('le capital a été
 * porté à … par l'apport, par M. X, électricien, entrepreneur individuel immatriculé au RIDET sous le
 * n° …, de son fonds artisanal'): the trader gives his business and receives shares, a party of the
 * operation, never the company whose capital changes. Folded text (lower case, no accents);
 * `before` ends at the identifier.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';

/** 'apport … par M. X, …' / 'apporté par Mme Y, …' up to the identifier, no company introduced between. */
const PERSON_CONTRIBUTOR_BEFORE = new RegExp(
  String.raw`\bapport(?:s|ee?s?)?\b${CLAUSE_CHAR_NL}{0,40}?\bpar\s+(?:m\.|mme|mlle|monsieur|madame|mademoiselle)\s(?:(?!\b(?:la |l')?societe\b|\bsarl\b|\bsas\b|\beurl\b)${CLAUSE_CHAR_NL}){0,200}$`,
);

/** Whether the identifier whose surroundings are `before` is that of a person contributing to the capital. */
export function personContributor(before: string): boolean {
  return before.includes('apport') && PERSON_CONTRIBUTOR_BEFORE.test(before);
}
