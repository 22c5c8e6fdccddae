/**
 * A company the notice names only to say the notice is not about it (`La SCI Y, RIDET …, dont la
 * gérance est également assurée par la Gérante, conserve son siège à Païta et n'est pas concernée par
 * le présent avis`): a reader sets it apart, whatever else its sentence tells. The sentence's verb
 * must be its own: no other company introduced between its identifier and the words. Read on the
 * text as printed: the denial is what says it (denied-events.ts blanks denied clauses for the rest).
 */

import { SENTENCE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** The sentence's words, no other company introduced (`la société Z`, `une SARL`). */
const OWN_SENTENCE_CHAR = String.raw`(?:(?!\b(?:la|une|l'|cette) ?(?:societe|${FOLDED_FORMS_SOURCE})\b)${SENTENCE_CHAR_NL})`;
/**
 * Not concerned by the notice itself (`par le présent avis`, `par la présente annonce`): an
 * establishment `pas concerné par ce transfert` is the company's own, told apart from one event.
 */
const NOT_CONCERNED_AFTER = new RegExp(
  String.raw`^${OWN_SENTENCE_CHAR}{0,300}?\b(?:n'est|ne sont|n'etait|n'etaient|ne sera|ne seront) (?:pas|nullement|aucunement) (?:concernee?s?|visee?s?) par (?:le present|la presente|cet|cette|ce present) (?:avis|annonce|insertion|publication|communique)\b`,
);

/** Whether the folded words after an identifier, to the next one, say its company is not concerned. */
export function saidNotConcerned(sentenceAfter: string): boolean {
  return sentenceAfter.includes('concern') || sentenceAfter.includes('visee') ? NOT_CONCERNED_AFTER.test(sentenceAfter) : false;
}
