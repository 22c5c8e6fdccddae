/**
 * A sale of shares told between two companies only (`la société A, …, RIDET …, a cédé à la société
 * B, …, RIDET …, 2 500 actions représentant 25 % du capital`, `a cédé deux cent cinquante parts
 * sociales à la société B`), the company whose shares are sold never named: the field rules publish
 * such a notice under that company, and every identifier the text prints is the seller's or the
 * buyer's. A careful reader quarantines it rather than publish it under a party: the subject's
 * identifier is not printed (`ridet_absent`, as the other readings of such a sale say).
 * Read on folded text.
 */

import { fold } from './fold.ts';
import type { RidetMatch } from './ridet.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';

/** Shares the sale is of: its heading's, or the verb's object ('a cédé 250 parts'); not a form's words ('par actions simplifiée'). */
const SHARES_SOLD = new RegExp(String.raw`\bcession (?:de |d')(?:parts|actions|titres)\b|\ba cede\b${CLAUSE_CHAR_NL}{0,250}?\b(?:parts|(?<!par )actions|titres)\b`);
/** The seller's clause: the company, its description and identifier, up to the verb. */
// The company is the verb's subject: no relative clause of another's between ('…, RIDET …, dont il a
// cédé'), its seat's own ('dont le siège est') aside.
// Nor the company a person holds parts of or an office in ('M. X, associé unique de la société A, …, RIDET …, a cédé'):
// the person sells, and the parts are that company's.
const SELLER_CLAUSE = new RegExp(String.raw`(?<!\b(?:associee?s?(?: unique)?|actionnaire(?: unique)?|gerante?|presidente?) de )\bla societe [a-z0-9&'][^,]{1,60},(?:(?!\bdont\b(?! le siege)|\b(?:qui|que|il|elle)\b)${CLAUSE_CHAR_NL}){0,300}?\ba cede\b`, 'g');
/** The buyer's clause: after the verb, the company the shares go to, its description up to the clause's end. */
const BUYER_CLAUSE = new RegExp(String.raw`\ba cede\b${CLAUSE_CHAR_NL}{0,120}?\ba la societe ${CLAUSE_CHAR_NL}{1,300}`, 'g');
/** The company whose shares they are, named ('parts de la société X', 'dans le capital de la société X', 'actions qu'elle détient dans la SAS X'). */
const SHARES_OF_NAMED = /\b(?:parts|actions|titres)(?: sociales)?\b[^.;]{0,120}?\b(?:de|dans|du capital de|au capital de)\s+(?:la |l')?(?:societe|entreprise|sarl|sas|sasu|sa|eurl|sci|snc|selarl)\b/;

/** Whether every identifier is the seller's or the buyer's of a sale of shares whose company the text never names. */
export function sharesOfUnnamedCompany(text: string, matches: readonly RidetMatch[]): boolean {
  const folded = fold(text);
  // The verb first (speed only).
  if (!folded.includes(' a cede') || !SHARES_SOLD.test(folded) || SHARES_OF_NAMED.test(folded)) return false;
  const spans: [number, number][] = [];
  for (const pattern of [SELLER_CLAUSE, BUYER_CLAUSE]) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) spans.push([m.index, m.index + m[0].length]);
  }
  if (spans.length < 2 || matches.length < 2) return false;
  return matches.every((m) => spans.some(([from, to]) => from <= m.index && m.index + m.printed.length <= to));
}

export function sharesOfUnnamedCompanyDetail(): string {
  return 'Cession de parts ou d’actions entre deux sociétés : les identifiants cités sont ceux du cédant et du cessionnaire, et la société dont les titres sont cédés, dont l’annonce parle, n’est pas nommée.';
}
