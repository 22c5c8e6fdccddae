/**
 * A court notice names the debtor's officer who asked for the judgment by the debtor's possessive
 * ('le tribunal a ouvert une procédure de sauvegarde au profit de la société S, …, sur requête de
 * son président, M. X', 'sur la déclaration de cessation des paiements de sa gérante, Mme Y'): the
 * judgment concerns S alone, so the possessive is S's, and X holds that office in S. A court organ
 * who asks ('à la requête du liquidateur') is no possessive's and is read elsewhere.
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';

const PETITIONER_BEFORE = withRoles(
  /\b(?:sur|a)\s+(?:la\s+)?(?:requete|demande|declaration(?:\s+de\s+cessation\s+des\s+paiements)?|assignation)\s+(?:de|d')\s*(?:son|sa)\s+(ROLE)\s*,?\s*(?:le\s+|la\s+)?$/,
);

/** The office of the debtor's officer who asked for the judgment, named right before the person (folded gap), or null. */
export function petitioningOfficer(gap: string): readonly Role[] | null {
  // The words are looked for first (speed only).
  if (!gap.includes('requete') && !gap.includes('demande') && !gap.includes('declaration') && !gap.includes('assignation')) return null;
  const said = PETITIONER_BEFORE.exec(gap);
  return said ? lastRoles(said[0]) : null;
}
