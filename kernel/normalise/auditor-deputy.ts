/**
 * The deputy auditor labelled by the bare word after the titular one, in the same sentence
 * ('Commissaire aux comptes titulaire : M. X ; suppléant : Mme Y'): the label's office is the
 * auditor's deputy, since the name before it holds the auditor's office (folded text).
 */

import type { Role } from './officer-roles.ts';

/** 'suppléant :' (or 'suppléante :', or 'suppléante,' after 'titulaire, M. X') alone as the label, right after a separator. */
const BARE_DEPUTY_LABEL = /(?:^|[;,\n]|\bet)\s*(?:[-–•]\s*)?suppleante?\s*[:,]\s*$/;

export function deputyAfterAuditor(lead: string, gap: string, previousRoles: readonly Role[] | null): { roles: readonly Role[]; cessation: false } | null {
  if (!previousRoles?.includes('commissaire aux comptes') || !gap.includes('suppleant')) return null;
  return BARE_DEPUTY_LABEL.test(gap) || BARE_DEPUTY_LABEL.test(lead) ? { roles: ['commissaire aux comptes suppléant'], cessation: false } : null;
}
