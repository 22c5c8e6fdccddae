/**
 * The officer who decides, named in apposition after the decision's author ('suivant décision du
 * président, M. X, en date du …', 'par décisions de la gérante, Mme Y,'): X holds that office in the
 * subject. So does the officer who convenes the partners ('sur convocation de leur gérante, Mme
 * Z,', 'convoquée par son président, M. W,'): only an officer in office convenes; and the one whose report
 * or proposal an act cites ('Vu le rapport du directeur général de la société, M. V ;'). The role must
 * stand right before the name: 'décision du président de la société absorbante, M. X' names another
 * company's officer and is not read. Folded text before the name.
 */

import { withRoles } from './officer-roles.ts';

export const DECIDING_OFFICER_BEFORE = withRoles(
  /\b(?:(?:decisions?|deliberations?) (?:du|de la|des) |(?:convocation (?:du |de la |de l'|de (?:son|sa|leur) )|convoquee?s? par (?:le |la |l'|son |sa |leur ))|(?:rapport|proposition) (?:du |de la |de l'|de (?:son|sa) ))(ROLE)(?: de la societe)?\s*,\s*$/,
);
