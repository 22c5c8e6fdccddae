/**
 * A plan a court resolves, modifies or extends is told as granted 'au profit de' its debtor ('la
 * résolution du plan de redressement arrêté le … au profit de la SAS X, …, RIDET …'): X is the
 * debtor, the notice's company, not a party who receives something. So is a procedure opened
 * 'au profit de' its debtor ('le tribunal a ouvert une procédure de sauvegarde au profit de la
 * société X'): only the debtor benefits from its own sauvegarde. A plan de cession is not read so:
 * its 'au profit de' names the buyer (court-parties.ts).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { COMPANY } from './drafter-parties.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

export const PLAN_DEBTOR_BEFORE = new RegExp(
  String.raw`\bplan (?:de redressement|de sauvegarde|de continuation|d'apurement)\b${CLAUSE_CHAR_NL}{0,120}?\bau profit d[e']\s*${COMPANY}${CLAUSE_CHAR_NL}{0,240}$`,
);

/**
 * A procedure opened 'au profit de' its debtor, the identifier its own: no other company is
 * introduced between the debtor's name and the identifier ('…, filiale de la SA P (RIDET …)' is P's).
 */
export const PROCEDURE_DEBTOR_BEFORE = new RegExp(
  String.raw`\bprocedure (?:de sauvegarde(?: acceleree)?|de redressement judiciaire)\s+(?:ouverte\s+)?au profit d[e']\s*${COMPANY}(?:(?!\b(?:de|du|a|par|et) (?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b)${CLAUSE_CHAR_NL}){0,240}$`,
);
