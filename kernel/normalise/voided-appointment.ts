/**
 * An appointment the notice declares void (`la mention relative à la nomination de M. X doit être
 * considérée comme nulle et non avenue`, `la nomination de Mme Y est annulée`): the person holds no
 * office by it, wherever else the notice names the appointment (an earlier notice's words recalled
 * above). extract-dirigeants.ts drops every reading of that person. Folded text, read right after the
 * person's name, an apposition between or not.
 */

const VOIDED_AFTER =
  /^\s*(?:,[^.;:]{0,80}?,\s*)?(?:doit|doivent) etre (?:consideree?s? comme |tenue?s? pour )?(?:nulle?s? et non avenue?s?|non avenue?s?|annulee?s?)\b|^\s*(?:,[^.;:]{0,80}?,\s*)?(?:est|sont|a ete|ont ete) (?:declaree?s? )?(?:nulle?s? et non avenue?s?|annulee?s?|rapportee?s?)\b/;

/** Whether the words after a person's name (`tail`, folded) void the appointment that names them. */
export function appointmentVoidedAfter(tail: string): boolean {
  return VOIDED_AFTER.test(tail);
}
