/**
 * A procedure a court opens 'au profit de' its debtor ('le tribunal a ouvert une procédure de
 * sauvegarde au profit de la société X, …, RIDET …'): the procedure protects X, the notice's
 * company, who receives nothing from another party. A plan de cession's 'au profit de' names the
 * buyer and is not read so (court-parties.ts).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { COMPANY } from './drafter-parties.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** A clause character that starts no sale ('… de la société X, a arrêté le plan de cession au profit de …'). */
const NO_SALE = String.raw`(?:(?!cession)${CLAUSE_CHAR_NL})`;
/** A clause character that introduces no other company ('…, filiale de la SA P (RIDET …)'): P is not the debtor. */
const NO_OTHER_COMPANY = String.raw`(?:(?!cession|\b(?:la |l')(?:societe|${FOLDED_FORMS_SOURCE})\b)${CLAUSE_CHAR_NL})`;
const PROCEDURE = String.raw`(?:procedure de sauvegarde(?: acceleree)?|sauvegarde(?: acceleree)?|(?:procedure de )?redressement judiciaire|(?:procedure de )?liquidation judiciaire(?: simplifiee)?)`;

/** The procedure opened ('a ouvert une procédure de sauvegarde', 'la procédure de sauvegarde ouverte le …'), then 'au profit de' the company. */
export const OPENED_FOR_DEBTOR_BEFORE = new RegExp(
  String.raw`(?:\bouv(?:ert|re|rir|erture)\b${NO_SALE}{0,30}?\b${PROCEDURE}|\b${PROCEDURE}\s+ouverte\b)${NO_SALE}{0,60}?\bau profit d[e']\s*${COMPANY}${NO_OTHER_COMPANY}{0,240}$`,
);
