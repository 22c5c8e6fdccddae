/**
 * A plan a court resolves, modifies or extends is told as granted 'au profit de' its debtor ('la
 * résolution du plan de redressement arrêté le … au profit de la SAS X, …, RIDET …'): X is the
 * debtor, the notice's company, not a party who receives something (a procedure opened 'au profit
 * de' its debtor: opened-for-debtor.ts). A plan de cession is not read so: its 'au profit de' names
 * the buyer (court-parties.ts).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { COMPANY } from './drafter-parties.ts';

export const PLAN_DEBTOR_BEFORE = new RegExp(
  String.raw`\bplan (?:de redressement|de sauvegarde|de continuation|d'apurement)\b${CLAUSE_CHAR_NL}{0,120}?\bau profit d[e']\s*${COMPANY}${CLAUSE_CHAR_NL}{0,240}$`,
);

