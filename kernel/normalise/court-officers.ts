/**
 * Court appointees and officers as court notices name them (the greffe's extracts, the cour
 * d'appel's arrêts, the liquidator's own notices): readings extract-dirigeants.ts adds to its own.
 * The patterns read folded text (lower case, no accents); ROLE is officer-roles.ts's role words.
 */

import { withRoles } from './officer-roles.ts';

/**
 * A role, then the person in apposition between commas: 'rendu à la requête du liquidateur, Me X,
 * le tribunal …', 'dont le président, M. X, demeure en fonctions'. The role word must close the
 * words before the name (an article or a possessive before it).
 */
// The office's appointing participle may follow it (`la liquidatrice nommée par cette assemblée, Mme X`).
export const APPOSED_ROLE_BEFORE = withRoles(/\b(?:du|de la|de l'|le|la|l'|son|sa|dont le|dont la)\s*(ROLE)(?:\s+(?:nommee?s?|designee?s?)(?:\s+par\s+[^,;.:\n]{1,60})?)?\s*,\s*$/);
/** After such a name: the officer stays in office ('…, demeure en fonctions', '…, reste en fonctions'). */
export const STAYS_IN_OFFICE_AFTER = /^\s*,\s*(?:qui\s+)?(?:demeure|reste|est maintenue?|conserve ses fonctions)\b/;

/**
 * 'le tribunal … a déchargé le liquidateur de sa mission', 'le liquidateur est déchargé de ses
 * fonctions': the liquidator of a closed procedure leaves, even when the notice is signed in that
 * name ('Le liquidateur, Maître X').
 */
export const COURT_LIQUIDATOR_DISCHARGED =
  /\bdecharge(?:ant)? (?:le |la )liquidat(?:eur|rice)\b|\b(?:le |la )liquidat(?:eur|rice) (?:est |a ete )?dechargee? de (?:sa|son|ses) (?:mission|mandat|fonctions)\b/;

/**
 * A closure for insufficient assets pronounced by the judgment the notice reports ('jugement du … :
 * clôture pour insuffisance d'actif des opérations de liquidation judiciaire de …', 'a prononcé la
 * clôture … pour insuffisance d'actif', 'jugement prononçant la clôture pour insuffisance d'actif'): the closure ends the liquidator's mission, so a liquidator
 * named beside it ('Liquidateur : SELARL X.') leaves. A closure the court may pronounce later
 * ('pourra être clôturée') is not one.
 */
// The closure's phrase opens a line, an item after a colon or a dash, or follows the judgment's date or verb.
export const CLOSED_FOR_INSUFFICIENT_ASSETS = /(?:^|[:\n–—]\s*|\d\s+|\bprononc\w* (?:la )?)cloture (?:des operations de (?:la )?liquidation(?: judiciaire)? )?pour insuffisance d'actif\b/;

/**
 * 'Me X, mandataire judiciaire, et Me Y, administrateur judiciaire, sont déchargés de leurs
 * fonctions': a plural discharge later in the sentence holds for every appointee listed before it.
 */
export const PLURAL_DISCHARGE_AFTER = /^[^.;]{0,240}?\b(?:sont|ont ete) (?:dechargee?s|relevee?s) de leurs (?:fonctions|missions|mandats)\b/;

/**
 * 'Me X, de la SELARL Y, en qualité de mandataire judiciaire': the person's firm in apposition
 * between the person and the role; the role is the person's.
 */
export const PERSON_FIRM_APPOSITION = /^\s*,\s*(?:de|d'|du|membre de|associee? de)\s*(?:la |l')?$/;

/**
 * 'avec mission d'assister le gérant, M. X', 'chargée de représenter M. X, président, dans …': the
 * one a court's appointee assists, represents or watches is the debtor's officer, never an
 * appointee, though the appointee's label governs the line; the role named before him (the
 * pattern's one group) or in apposition after him is his office in the debtor.
 */
export const ASSISTED_BY_APPOINTEE = withRoles(/\b(?:assister|representer|surveiller)\s+(?:(?:le|la|son|sa)\s+(ROLE)\s*,?\s*)?$/);
