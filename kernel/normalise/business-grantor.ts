/**
 * The side that lets or sells a business, as notices drafted by the other side tell it: the grantor
 * named after its verb in a relative clause ('la location-gérance … que lui avait consentie la
 * société X, …, RIDET …'), an owner who is a person ('le fonds … appartenant à M. X, commerçant,
 * RID …'), and a company named again by its name as the one that sells or lets ('1°) la société A,
 * …, RIDET …, et la société B, …, RIDET …, ont mis fin … ; 2°) la société A a vendu ce fonds à la
 * société B'). Readings the subject rules add (subject-ridet.ts); each works on the folded text.
 */

import type { RidetMatch } from './ridet.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE, FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';
import { BUSINESS_WORDS, SHARES_WORDS } from './letting-words.ts';
import { escaped } from './escaped.ts';

const COMPANY = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_NOT_WORDS_SOURCE})\b`;
const GRANT_VERB = String.raw`(?:consentie?s?|concedee?s?|donnee?s? en location(?:-gerance)?)`;

/**
 * 'la location-gérance du fonds … que lui avait consentie la société X, …, RIDET …': the subject of
 * 'consentir' stands after the verb in the relative clause; X lets the business.
 */
export const GRANTED_BY_INVERTED_BEFORE = new RegExp(
  String.raw`\b(?:location(?:-gerance)?|gerance|fonds)\b${CLAUSE_CHAR_NL}{0,240}\bque lui (?:a|avait|avaient|ont) ${GRANT_VERB}\s+${COMPANY}${CLAUSE_CHAR_NL}{0,240}$`,
);

/**
 * 'la société Y, RIDET …, fait savoir que la location-gérance … que lui avait consentie la société
 * X': the one 'lui' stands for is the company the business was let to, the locataire.
 */
export const LET_TO_IT_INVERTED_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,320}?\bque lui (?:a|avait|avaient|ont) ${GRANT_VERB}\s+${COMPANY}`);

/**
 * 'le fonds … appartenant à M. X, commerçant, RID …': a person owns the business (an individual
 * trader), the side that lets or sells, as 'appartenant à la société X' is. The identifier is the
 * person's own only when no other party comes between ('appartenant à M. X, retraité, consentie à
 * la société Y, …, RIDET …' prints Y's).
 */
const OTHER_PARTY_WORD = String.raw`\b(?:societe|${FOLDED_FORMS_NOT_WORDS_SOURCE}|consentie?|concedee?|donnee?|louee?|au profit)\b`;
export const OWNED_BY_PERSON_BEFORE = new RegExp(String.raw`\bappart(?:enant|\.) a\s*(?:m\.|mme|mlle|monsieur|madame)\s(?:(?!${OTHER_PARTY_WORD})${CLAUSE_CHAR_NL}){0,160}$`);

/** A company introduced by its name: 'la société X,', 'la SARL X (' (the first in the party's clause). */
const INTRODUCED = new RegExp(String.raw`\b(?:societe|${FOLDED_FORMS_SOURCE})\s+([a-z0-9][^,(;.\n]{1,80}?)\s*[,(]`, 'g');
/** The verbs of the side that sells or lets, its name right before them. */
const GRANTS_AFTER_NAME = String.raw`\s*,?\s+(?:a vendu|vend|a cede|cede|a donne en location(?:-gerance)?|donne en location(?:-gerance)?)\b`;
const PARTY_WINDOW = 300;

interface Party {
  match: RidetMatch;
}

/** The name a party's clause introduces before its identifier, folded; null when none. */
function introducedName(folded: string, from: number, index: number): string | null {
  const window = folded.slice(Math.max(from, index - PARTY_WINDOW), index);
  const first = matchesOf(INTRODUCED, window).next();
  return first.done ? null : first.value[1]!.trim();
}

/**
 * In a sale or location-gérance of a business whose parties are all first given with their
 * identifier, the one company a later sentence names, by the name it was given, as the one that
 * sells or lets ('la société A a vendu ce fonds à la société B'): the subject. Null when no party,
 * or more than one, is named so.
 */
export function grantorNamedAgain<T extends Party>(folded: string, parties: readonly T[]): T | null {
  if (!BUSINESS_WORDS.test(folded) || SHARES_WORDS.test(folded)) return null;
  const sorted = [...parties].sort((a, b) => a.match.index - b.match.index);
  const granting = new Set<string>();
  sorted.forEach((party, i) => {
    const previous = sorted[i - 1];
    const name = introducedName(folded, previous ? previous.match.index + previous.match.printed.length : 0, party.match.index);
    if (name === null || name.length < 3) return;
    const again = new RegExp(String.raw`\b${COMPANY}\s+${escaped(name)}${GRANTS_AFTER_NAME}`);
    if (again.test(folded.slice(party.match.index + party.match.printed.length))) granting.add(party.match.rid);
  });
  if (granting.size !== 1) return null;
  const rid = [...granting][0];
  const named = parties.filter((p) => p.match.rid === rid);
  return named.find((p) => !p.match.establishmentInferred) ?? named[0] ?? null;
}
