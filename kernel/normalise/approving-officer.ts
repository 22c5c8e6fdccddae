/**
 * The officer who approves, authorises or acknowledges on the company's behalf, named in apposition
 * after the participle's agent ('les cessions ont été agréées par le président, M. X, le …', 'la
 * réduction a été constatée par la gérante, Mme Y'): X holds that office in the subject. The role
 * stands right before the name, with no company after it ('par le président de la société
 * absorbante, M. X' names another company's officer and is not read). Folded text before the name.
 */

import { withRoles } from './officer-roles.ts';

export const APPROVING_OFFICER_BEFORE = withRoles(/\b(?:agreee?s?|approuvee?s?|autorisee?s?|constatee?s?|arretee?s?) par (?:le|la) (ROLE)\s*,\s*$/);
