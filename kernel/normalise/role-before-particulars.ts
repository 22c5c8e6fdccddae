/**
 * An officer named after the subject's particulars, her title printed before the company: 'La
 * gérante de la société S, EURL au capital de …, RIDET …, Mme X, a décidé …'. The title is held
 * in S, and the person in apposition after S's description (its form, capital and identifier) is
 * the one who holds it: a reading extract-dirigeants.ts adds, for the subject only. The pattern
 * reads folded text; ROLE is officer-roles.ts's role words.
 */

import { withRoles } from './officer-roles.ts';

/** The title, the company it is held in (group 2), then its particulars up to its identifier and a comma. */
export const ROLE_OF_NAMED_BEFORE_PARTICULARS = withRoles(
  /(?:^|[\n.:]\s*)(?:le|la)\s+(ROLE)\s+(?:de|d')\s*((?:la |l')?[^,;:\n]{2,80}?)\s*,[^;:\n]{0,160}?\b(?:ridet|rid)\b[^,;:\n]{0,40},\s*$/,
);
