/**
 * The chair of a meeting or of a board named by the office she holds in the company ('réunie sous
 * la présidence de Mme X, présidente du conseil d'administration,', '… de M. Y, gérant,'): that
 * office is hers, as any office in apposition is. A chair named otherwise ('… de M. Z, associé',
 * '… de M. W, président de séance') holds no office by chairing. Matching is on folded text.
 */

import { firstRoles, withRoles, type Role } from './officer-roles.ts';

const CHAIR_BEFORE = /\bsous la presidence de\s*$/;
// The office right after the name, ended there or held in the company named generically ('président
// de la société', the meeting's own): 'président de séance', 'gérant de la société H' name no office of
// the company.
const OFFICE_APPOSED = withRoles(/^\s*,\s*(?:(?:son|sa)\s+)?(ROLE)(?:\s+du\s+conseil\s+d'administration)?(?:\s+de (?:la|cette|ladite) societe)?\s*(?:[,;.)]|et\b|$)/);

/** The roles of the chair named before `tail` (`gap` ends on 'sous la présidence de'), or null. */
export function chairOffice(gap: string, tail: string): readonly Role[] | null {
  // Most names follow no chair's words: one literal test first (speed only).
  if (!gap.includes('presidence') || !CHAIR_BEFORE.test(gap)) return null;
  const apposed = OFFICE_APPOSED.exec(tail);
  return apposed ? firstRoles(apposed[1]!) : null;
}
