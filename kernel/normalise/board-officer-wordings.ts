/**
 * More of the wordings boards and partners' meetings use for their officers, read by
 * extract-dirigeants.ts beside its own (folded text):
 * - an office kept or given again by its verb before the person ('a maintenu M. X dans ses
 *   fonctions de président du conseil', 'a réélu Mme Y présidente-directrice générale');
 * - the person's birth, nationality or residence between the person and the office ('désigné M. X,
 *   né le … à …, directeur général délégué', '… et M. Y, demeurant à Nouméa, commissaire aux
 *   comptes suppléant');
 * - a renewal that names the office in the plural before its holders ('a renouvelé les mandats des
 *   cogérants, M. X et Mme Y');
 * - a term that runs out ('constate l'expiration du mandat de M. X, commissaire aux comptes
 *   suppléant'): X leaves;
 * - a list of two titled persons ('le Dr X et le Docteur Y en qualité de cogérants'): the article
 *   before a title links them, and the plural office after the last holds for both.
 */

import { withRoles } from './officer-roles.ts';
import { BARE_ADDRESS } from './seat-apposition.ts';

/** The verb before the person of an office kept or given again. */
export const KEPT_OR_REELECTED_BEFORE = /\b(?:maintenue?s?|maintient|maintiennent|maintenir|reelue?s?|reelit|reelisent|reelire)\s*$/;

/**
 * ', de nationalité française, né le 9 décembre 1983 à Maré,', ', demeurant à Nouméa,': the
 * person's particulars in apposition (a residence told by its town is one item only: an address's
 * own commas end it before its street); an address printed whole, its number and street first and
 * its postcode and town last (', 11, rue Jean-Jaurès, 98800 Nouméa,'); and an office the person is
 * said not to hold (', non administrateur,').
 */
export const PERSON_PARTICULAR = String.raw`(?:de nationalite [a-z-]+|nee? le [^,;:]{4,30}?(?: a [^,;:]{2,50})?|(?:demeurant|domiciliee?) a [^,;:\d]{2,50}|(?:(?:demeurant|domiciliee?)\s+(?:au\s+)?)?${BARE_ADDRESS}|non (?:administrat(?:eur|rice)|associee?))`;
const PARTICULARS_APPOSITION = new RegExp(String.raw`^\s*,\s*(?:${PERSON_PARTICULAR}\s*,\s*){1,2}`);

/** The words after a person without the birth, nationality and residence particulars that open them. */
export function withoutParticulars(tail: string): string {
  const m = PARTICULARS_APPOSITION.exec(tail);
  return m ? tail.slice(m[0].length) : tail;
}

/** 'a renouvelé pour trois ans les mandats des cogérants, ': the office in the plural before its holders. */
export const RENEWED_MANDATES_OF_ROLE = withRoles(
  /\b(?:renouvel\w*|reconduit\w*|reconduire|prorog\w*|confirm\w*)\b[^.;:]{0,60}?\b(?:les )?(?:mandats|fonctions) (?:des|de leurs) (ROLE)\s*,?\s*$/,
);

/** 'l'expiration du mandat de', 'le terme du mandat de commissaire aux comptes de': the holder named next leaves. */
export const EXPIRED_MANDATE_BEFORE = /\b(?:expiration|echeance|terme) (?:du|des|de son|de leurs?) mandats? (?:[^;.]{1,80}? )?d[eu]\s*$/;
/**
 * The next holder of a list of expired mandates (`constatant l'expiration des mandats de la SARL X (RIDET
 * …), commissaire aux comptes titulaire, et de M. Y`): the list runs on past the first holder's
 * particulars to `et de`, no appointing verb between; the holder named next leaves too.
 */
export const EXPIRED_MANDATES_LIST_BEFORE = /\b(?:expiration|echeance|terme) des mandats (?:de|d')(?:(?!\b(?:nomm|design|renouvel|elu|coopt|reconduit)\w*\b)(?:[^;:.]|\.(?=\d))){1,240}?,?\s*(?:et|ainsi que)\s+(?:de|d')\s*$/;

/**
 * A renewal denied before its holder ('n'a pas renouvelé le mandat de gérant de', 'a décidé de ne pas
 * reconduire M.', 'sans renouveler les fonctions de'): the mandate ends, the holder named next leaves
 * (denied-events.ts leaves these words to be read).
 */
export const NOT_RENEWED_BEFORE =
  /\b(?:n'(?:a|ont|avait|avaient) pas|ne pas|sans) (?:renouvele|renouveler|reconduit|reconduire) (?:(?:le|les|son|leurs?) (?:mandats?|fonctions) (?:[^;.]{1,80}? )?d[eu]\s*|)$/;

/** ' et le ' before a titled person ('le Docteur Y', 'la Dr Z'): one list. */
export const TITLED_LIST_LINK = /^\s*(?:,|et|,\s*et)\s+(?:le|la)\s*$/;
export const TITLE_FIRST = /^(?:docteur|dr|professeur|pr|maitre|me)\b/;

/** ' en qualité de cogérants': the office in the plural after a list's last name. */
export const PLURAL_QUALITY_AFTER =
  /^\s*,?\s*en qualite d[e']\s*(?:co-?gerante?s|gerante?s|administrat(?:eur|rice)s|liquidat(?:eur|rice)s|commissaires aux comptes|direct(?:eur|rice)s generaux delegues|directeurs generaux)\b/;

/** '… aux fonctions de gérant de M. X et l'a nommé liquidateur': the one who leaves takes the office the pronoun gives. */
export const PRONOUN_MOVED_AFTER = /^[^.;]{0,40}?\bet\s+l'(?:a|ont)\s+(?:nommee?|designee?)\s+(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*)?/;

/** 'Mme X, administrateur et présidente du conseil, exercera désormais la direction générale': she is also directeur général. */
export const DIRECTION_TAKEN_AFTER = /^\s*(?:,[^,;:.]{1,80})?,\s*(?:exercera|assumera|assurera|exerce|assume|assure)\s+(?:desormais\s+|dorenavant\s+|egalement\s+)?la direction generale\b/;

/**
 * '… les associés ont nommé cogérants, à compter de ce jour et sans limitation de durée :', 'a élu les
 * administrateurs suivants :': the verb before the role makes a label of it, however far its colon.
 */
export const APPOINTED_ROLE_LABEL = /\b(?:nommee?s?|designee?s?|elue?s?|renouvelee?s?|reconduite?s?)\s+(?:en qualite d[e']\s*|comme\s+|(?:les|leurs|ses)\s+(?:(?:nouveaux|nouvelles|autres)\s+)?)?$/;

/** '(représentant permanent : M. X)', 'représentant permanent M. X': a legal-person officer's representative, never listed. */
export const PERMANENT_REPRESENTATIVE_BEFORE = /\brepresentante?s? permanente?s?\s*:?\s*$/;

/** 'Commissaires aux comptes : titulaire, X ; suppléant, M. Y': under the auditors' label, the qualifier may come before the name. */
export const QUALIFIER_BEFORE_NAME = /(?::|;)\s*(titulaire|suppleante?)\s*[,:]?\s*$/;
