/**
 * Officers as a change of legal form tells them (folded text around one name): an office left for
 * another in the same apposition ('M. X, gérant, est devenu président', 'Mme Y, gérante, devient
 * présidente': the office before the verb ends, the one after it is held); offices whose end is told
 * with the holder between the words ('Les fonctions de M. X, cogérant, ont pris fin', 'Le mandat de
 * M. X, administrateur, a pris fin', '… de M. X, président-directeur général, et des
 * administrateurs ont pris fin'); and an auditor whose mandate
 * the new form keeps, named in apposition to the office ('Le mandat du commissaire aux comptes
 * titulaire, le cabinet X, est maintenu', 'Le commissaire aux comptes, la SARL X, est maintenu').
 * Readings extract-dirigeants.ts adds to its own.
 */

import { rolesAtStart, withRoles, type Role } from './officer-roles.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

export interface FormChangeOffice {
  /** The office the reading names first: left when `left`, held otherwise. */
  roles: readonly Role[];
  left: boolean;
  /** The office taken in the same breath, when one is. */
  appointed?: readonly Role[];
}

/** ', gérant, est devenu président' right after the name: the apposition's office, then the new one. */
const BECAME_AFTER = withRoles(/^\s*,\s*((?:co-?)?(?:ROLE))\s*,\s*(?:(?:est|a ete)\s+devenue?|devient|deviendra)\s+(?:la |le |l')?(?=(?:co-?)?(?:ROLE)\b)/);

/** 'les fonctions de', 'le mandat de' right before the name. */
const FUNCTIONS_OF_BEFORE = /\b(?:(?:les|ses|leurs) (?:fonctions|mandats?)|(?:le|son) mandat) d[e']\s*$/;
/** ', cogérant, ont pris fin', ', président-directeur général, et des administrateurs ont pris fin'. */
const APPOSED_THEN_ENDED = withRoles(/^\s*,\s*(?=(?:co-?)?(?:ROLE))[^,;.]{2,60},\s*(?:et\s+[^.;]{0,80}?\s)?(?:ont|a)\s+(?:pris fin|cesse|expire)\b/);

/** 'Le mandat du commissaire aux comptes titulaire, le cabinet', 'Le commissaire aux comptes, la SARL'. */
const AUDITOR_APPOSED_BEFORE = new RegExp(
  String.raw`\b(?:le mandat du |le )commissaire aux comptes( suppleant)?(?: titulaire)?\s*,\s*(?:(?:le|la) (?:cabinet|societe|${FOLDED_FORMS_SOURCE})\s+|(?:le|la|l')\s*)?$`,
);
const KEPT_AFTER = /^\s*,\s*(?:est|demeure|reste)\s+(?:maintenue?|poursuivie?|inchangee?|conservee?|en fonctions?)\b/;

export function formChangeOffice(gap: string, tail: string): FormChangeOffice | null {
  if (tail.includes('devenu') || tail.includes('devien')) {
    const became = BECAME_AFTER.exec(tail);
    const left = became ? rolesAtStart(became[1]!, 0) : null;
    const appointed = became ? rolesAtStart(tail.slice(became[0].length), 0) : null;
    if (left && appointed) return { roles: left, left: true, appointed };
  }
  if (FUNCTIONS_OF_BEFORE.test(gap)) {
    const ended = APPOSED_THEN_ENDED.exec(tail);
    const roles = ended ? rolesAtStart(tail.replace(/^\s*,\s*/, ''), 0) : null;
    if (roles) return { roles, left: true };
  }
  if (gap.includes('commissaire aux comptes')) {
    const auditor = AUDITOR_APPOSED_BEFORE.exec(gap);
    if (auditor && KEPT_AFTER.test(tail)) return { roles: [auditor[1] ? 'commissaire aux comptes suppléant' : 'commissaire aux comptes'], left: false };
  }
  return null;
}
