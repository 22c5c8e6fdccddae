/**
 * Offices a dissolution's liquidation gives to someone the notice also names by the office the
 * dissolution ends: the manager, president or director becomes the liquidator, and the office told
 * in apposition is not held after the notice (reads folded text: lower case, no accents).
 *
 * - 'M. X, administrateur représentant la province, est désigné pour exercer les fonctions de
 *   liquidateur': the office the appointment gives, after the apposition (`APPOINTED_TO_EXERCISE`).
 * - 'Ont été nommés co-liquidateurs, …, les cogérants, Mme X et M. Y': the liquidation named by the
 *   appointment before the holders, their former office as a noun between (`LIQUIDATORS_BEFORE_FORMER_OFFICE`).
 * - 'M. X, gérant, a prononcé la dissolution … . Il exercera les fonctions de liquidateur': the
 *   next sentence's subject pronoun takes the liquidation (`liquidationByPronoun`), which replaces
 *   the apposed office.
 */

import { withRoles } from './officer-roles.ts';

/** 'désigné pour exercer les fonctions de' after an appointing participle: the office is the role after it. */
export const APPOINTED_TO_EXERCISE = String.raw`pour exercer (?:les|ses) fonctions d[e']\s*`;

/**
 * The appointment of liquidators, then the former office of those named as a noun with its article
 * or the company's possessive, right before the first name ('… nommé en qualité de liquidateur son
 * gérant, M. X').
 */
export const LIQUIDATORS_BEFORE_FORMER_OFFICE = withRoles(
  /\b(?:nommee?s?|designee?s?)\s+(?:en qualite d[e']\s*|comme\s+)?(?:co-?)?liquidat(?:eur|rice)s?\b(?:[^.;:]{0,80}?,\s*|\s+)(?:les|le|la|l'|son|sa|ses|leurs?)\s*(?:ROLE)\s*,\s*$/,
);

/** The next sentence opened by a subject pronoun that takes the liquidation (exercises it, or is appointed to it). */
const LIQUIDATION_BY_PRONOUN =
  /^[^.;]{0,300}\.\s+(il|elle)\s+(?:(?:exerce|exercera|assure|assurera|assume|assumera)\s+(?:les|ses)\s+fonctions\s+d[e']\s*|(?:est|a ete|sera)\s+(?:nommee?|designee?)\s+(?:en qualite d[e']\s*|comme\s+)?)(?:co-?)?liquidat(?:eur|rice)\b/;

/** The pronoun's gender when the words after a name give that person the liquidation, or null. */
export function liquidationByPronoun(rest: string): 'feminine' | 'masculine' | null {
  if (!rest.includes('liquidat')) return null;
  const said = LIQUIDATION_BY_PRONOUN.exec(rest);
  return said ? (said[1] === 'elle' ? 'feminine' : 'masculine') : null;
}
