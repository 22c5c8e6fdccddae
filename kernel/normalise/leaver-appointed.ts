/**
 * An officer who leaves one office and is given another in the next clause, by a subject pronoun:
 * `M. X, président, a cessé ses fonctions du fait de la transformation ; il a été nommé gérant`
 * (a transformation's president becoming its manager). The pronoun is the one just named: X holds
 * the new office (extract-dirigeants.ts reads the leaving one).
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';

const PRONOUN_APPOINTED = withRoles(
  /^[^.]{0,200}?[;,]\s*(?:et\s+)?(il|elle)\s+(?:a ete|est|sera)\s+(?:nommee?|designee?)\s+(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*)?(?:(?:le|la|l')\s*)?(?:(?:seule?|unique|nouvelle?|nouvel)\s+)?(ROLE)\b/,
);

/** The office the pronoun gives the leaver and whether it is said of a woman, or null (folded words after the name). */
export function leaverAppointedByPronoun(rest: string): { roles: readonly Role[]; feminine: boolean } | null {
  const said = PRONOUN_APPOINTED.exec(rest);
  const roles = said ? lastRoles(said[0]) : null;
  return said && roles ? { roles, feminine: said[1] === 'elle' } : null;
}
