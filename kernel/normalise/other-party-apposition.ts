/**
 * A company named after the act's other side: the sole shareholder a dissolution hands the
 * assets to, in apposition to its role (`dissoute par décision de son associée unique, la
 * société P, SAS, RIDET …`), and the tenant a business is let to, after the letting words
 * whatever the verb (`a donné / a confié / a concédé en location-gérance à la société L, EURL,
 * RIDET …`). Either is a party to the company's act, never the company the notice is about: its
 * identifier is a third party's. A grantor named later with `par` is the owner, not the tenant.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { LETTING } from './letting-words.ts';

const COMPANY_WORD = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;
const SOLE_SHAREHOLDER_APPOSITION = new RegExp(String.raw`\b(?:son|sa|leur)\s+(?:associee?|actionnaire)\s+unique\s*,\s*${COMPANY_WORD}${CLAUSE_CHAR_NL}{0,240}$`);
const LET_TO_COMPANY = new RegExp(String.raw`\ben ${LETTING}\s+a\s+${COMPANY_WORD}(?:(?!\bpar\b)${CLAUSE_CHAR_NL}){0,240}$`);

/** Whether the folded words before an identifier name its company as the sole shareholder or the tenant of another's act. */
export function otherPartyApposition(before: string): boolean {
  // The words are looked for first (speed only).
  if (before.includes('unique') && SOLE_SHAREHOLDER_APPOSITION.test(before)) return true;
  return before.includes('gerance') && LET_TO_COMPANY.test(before);
}
