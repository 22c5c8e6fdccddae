/**
 * Officers told in phrasings where the role is not beside the name: a seat on the board given by
 * the purpose after the names, an office named before its holder and renewed after, an
 * appointment told later in the sentence by an object pronoun (a reflexive one is
 * self-appointed.ts's). Readings
 * extract-dirigeants.ts adds to its own; the patterns read folded text (lower case, no accents).
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';

const COMPANY_WORDS = ['societe', 'entreprise', ...FORM_ABBREVIATIONS.map((f) => f.toLowerCase())].join('|');

/**
 * 'a désigné Mme X et M. Y pour représenter la province au conseil d'administration de la société':
 * the purpose after the last name gives the board seat to every name of the list. Not a company's
 * representative ('M. Z pour représenter la société H au conseil'): H holds the seat, not Z.
 */
export const BOARD_SEAT_AFTER = new RegExp(
  String.raw`^\s*,?\s*pour\s+(?:representer|sieger|y representer)\s+(?!(?:la |l'|le )?(?:${COMPANY_WORDS})\b)[^.;:]{0,60}?\bau\s+conseil\s+d'administration\b`,
);

/** 'la gérance de M. X a été renouvelée', 'la présidence de Mme Y est reconduite': the office named before the one who keeps it. */
const OFFICE_OF_BEFORE = withRoles(/\b(?:la|sa|leur)\s+(ROLE)\s+(?:de|d')\s*$/);
const OFFICE_KEPT_AFTER = /^\s*,?\s*(?:(?:a|ont) ete |est |sont )(?:renouvell?ee?s?|reconduite?s?|prorogee?s?|maintenue?s?|confirmee?s?)\b/;

/** The roles of an office named before a person and renewed after: 'la gérance de M. X a été renouvelée'. */
export function renewedOfficeRoles(gap: string, tail: string): readonly Role[] | null {
  if (!OFFICE_KEPT_AFTER.test(tail)) return null;
  const office = OFFICE_OF_BEFORE.exec(gap);
  return office ? lastRoles(office[0]) : null;
}

/** 'le conseil … l'a reconduit dans ses fonctions de président-directeur général': the one named before, by an object pronoun. */
const PRONOUN_OBJECT_ROLE = withRoles(
  /\bl'(?:a|ont|avait)\s+(reconduite?|renouvelee?|confirmee?|nommee?|designee?|elue?|maintenue?)\s+(?:dans ses fonctions d[e']\s*|en qualite d[e']\s*|aux fonctions d[e']\s*|comme\s+)?(?:(?:le|la|l')\s*)?(ROLE)\b/,
);

export interface ToldLater {
  roles: readonly Role[];
  /** The participle's agreement: feminine ('nommée'), or not said. */
  feminine: boolean;
}

function toldBy(pattern: RegExp, rest: string): ToldLater | null {
  const m = pattern.exec(rest);
  const roles = m ? lastRoles(m[0]) : null;
  return m && roles ? { roles, feminine: m[1]!.endsWith('ee') || m[1]!.endsWith('te') } : null;
}


/** The office the next clause gives the one just named by an object pronoun ('; le conseil l'a reconduit dans ses fonctions de président'). */
export function pronounAppointed(rest: string): ToldLater | null {
  return rest.includes("l'") ? toldBy(PRONOUN_OBJECT_ROLE, rest) : null;
}
