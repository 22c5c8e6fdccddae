/**
 * New shares or parts issued by a company (`200 actions nouvelles de la société X, RIDET …, ont été
 * émises`): a capital increase creates its own company's shares, so X is the company whose capital
 * grows, not a company whose existing shares are sold, contributed or held. Only `nouvelles` right
 * after the shares' word and right before the company's preposition: `actions nouvelles émises en
 * rémunération de l'apport des titres de la société Y` names Y's existing shares.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

const NEW_SHARES_OF_BEFORE = new RegExp(String.raw`\b(?:actions|parts(?: sociales)?|titres) nouvel(?:le)?s\s+(?:de|d')\s*(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b${CLAUSE_CHAR}{0,240}$`);

/** Whether the words before an identifier (folded) introduce its company as the issuer of new shares. */
export function issuerOfNewShares(before: string): boolean {
  return before.includes('nouvel') && NEW_SHARES_OF_BEFORE.test(before);
}
