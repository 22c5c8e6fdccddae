/**
 * A rectificatif of an appointment that corrects the person's name: the notice it corrects is
 * named by its event and the office ('concernant la nomination d'un nouveau gérant'), and the
 * correction quotes the right name ('il fallait lire : « M. X » au lieu de « M. Y »'). X holds
 * that office; Y is a misprint, no person. A reading extract-dirigeants.ts adds to its own; folded
 * text.
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';

/** The appointment the corrected notice reported, and its office. */
const CORRECTED_APPOINTMENT = withRoles(
  /\b(?:nomination|designation)\s+(?:d'un |d'une |du |de la |de l'|des |de )?(?:(?:nouvel(?:le)?|nouveaux?|nouvelles?)\s+)?(?:co-?)?(ROLE)\b/,
);
/** The right name, quoted after the correcting words, right before the name. */
const CORRECTION_BEFORE = /\b(?:il fallait lire|lire|il faut lire)\s*:?\s*[«"“]\s*$/;

/** The office the corrected name holds, given the text before it (`before`, folded, from the notice's start); null otherwise. */
export function rectifiedOfficerRoles(before: string): readonly Role[] | null {
  if (!CORRECTION_BEFORE.test(before.slice(-40))) return null;
  const appointment = CORRECTED_APPOINTMENT.exec(before);
  return appointment ? lastRoles(appointment[0]) : null;
}
