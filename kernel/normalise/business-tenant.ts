/**
 * The tenant of a location-gérance: the company to whom the business is let. The field rules make
 * the owner who lets it the subject of a location-gérance, at its start as at its end, so the
 * tenant is never the subject, even when it tells the notice itself and is the only company
 * identified (then the owner's identifier is not printed, and the notice is quarantined). A reader
 * knows the tenant by:
 * - the letting told to it, after its identifier in its sentence: 'X, RIDET …, informe que la
 *   société Y lui a donné en location-gérance …', 'lui a concédé / confié la gérance libre', 'qu'elle
 *   a pris en location-gérance', 'a reçu en gérance libre', 's'est vu confier la location-gérance',
 *   'exploitera … en qualité de locataire-gérant', 'exploite en location-gérance le fonds …';
 * - the letting's indirect object: 'Y a concédé en location-gérance à la SARL X, RIDET …';
 * - its part named: 'Locataire-gérant : X, RIDET …' on its line ('Preneur :' in a notice that lets
 *   a business), or '…, RIDET …, locataire-gérante' right after its identifier.
 * The patterns read folded text (lower case, no accents); the words after the identifier stop at
 * the sentence's end.
 */

import { withoutSeatApposition } from './seat-apposition.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_COMPANY_FORM_SOURCE } from './legal-form.ts';
import { LABEL_MARK } from './label-marks.ts';
import { LETTING, TAKER, TENANT_MANAGER } from './letting-words.ts';

/**
 * A clause character that names no other party and opens no relative clause: the verb that
 * follows is the company's own ('X, RIDET …, a donné son fonds à la société Y, qui l'exploitera en
 * qualité de locataire-gérante' tells Y's part, not X's).
 */
const OWN_WORDS = String.raw`(?:(?!\b(?:qui|que|dont|a la|au profit|societe|m|mme|${FOLDED_COMPANY_FORM_SOURCE})\b)${CLAUSE_CHAR_NL})`;

/** The company's own verb of taking or receiving the business to work it ('a pris', 'a reçu', 's'est vu confier'). */
const TAKES = String.raw`(?:a pris|prend|prendra|avait pris|a repris|reprend|a recu|recoit|recevra|s'est vue? (?:confier|donner|consentir|conceder|remettre)|se voit (?:confier|donner|consentir|conceder|remettre))`;

/**
 * Between the tenant's identifier and 'lui', the owner is named or the tenant's telling opens ('que
 * la société Y lui a donné'). Without either, the identifier's own company is the verb's subject:
 * '…, la société Y, RIDET …, lui a confié en location-gérance' makes Y the owner, and the 'lui' is
 * a company named before it.
 */
const OWNER_NAMED_BETWEEN = String.raw`\b(?:que\b|qu'|(?:la |le |l')(?:societe|${FOLDED_COMPANY_FORM_SOURCE})\b)`;

/**
 * The business let to it: 'lui' the verb's object, the owner its subject (named between); or the
 * company's own verb of taking or working the business as tenant.
 */
const TENANT_AFTER = new RegExp(
  String.raw`^(?:${CLAUSE_CHAR_NL}{0,320}?${OWNER_NAMED_BETWEEN}${CLAUSE_CHAR_NL}{0,320}?\blui (?:a|avait|ont|avaient|a ete|avait ete) (?:donne|consenti|concede|confie|remis)e?s?\b${CLAUSE_CHAR_NL}{0,160}?\b${LETTING}|${OWN_WORDS}{0,200}?(?:\b${TAKES}\s+(?:a compter du [^,;.]{1,30}\s+)?(?:en ${LETTING}|la ${LETTING})|\b(?:exploite|exploitera|exploitait|a exploite)\b${OWN_WORDS}{0,200}?\ben (?:qualite de |tant que )?${TENANT_MANAGER}\b|\b(?:exploite|exploitera)\b(?:(?!\b(?:donne|consenti|confie|concede|l'a|l'ont|l'avait)\b)${OWN_WORDS}){0,120}?\ben ${LETTING}))`,
);

/**
 * (wt-rpres) The owner named with its own identifier between the tenant's and 'lui' ('X, RIDET …, fait
 * savoir qu'aux termes d'un acte …, la société Y, …, RIDET …, lui a confié en location-gérance …'): the
 * telling opens after the tenant's identifier, the owner's description runs up to its identifier, and
 * the letting follows it at once; the words after the tenant stop at the owner's identifier otherwise.
 */
const OWNER_INTRODUCED_IN_TELLING = new RegExp(
  String.raw`^${CLAUSE_CHAR_NL}{0,240}?(?:\bque\b|\bqu')${CLAUSE_CHAR_NL}{0,160}?(?:la |le |l')(?:societe|${FOLDED_COMPANY_FORM_SOURCE})\b${CLAUSE_CHAR_NL}{0,200}$`,
);
const LET_TO_IT_AFTER_OWNER = new RegExp(
  String.raw`^${OWN_WORDS}{0,80}?\blui (?:a|avait|ont|avaient|a ete|avait ete) (?:donne|consenti|concede|confie|remis)e?s?\b${CLAUSE_CHAR_NL}{0,160}?\b${LETTING}`,
);

/**
 * Whether the company whose identifier `after` follows is told as the tenant of the owner whose
 * identifier spans `ownerStart`-`ownerEnd` in `after` (offsets from the tenant's identifier's end).
 */
export function letToItByIdentifiedOwner(after: string, ownerStart: number, ownerEnd: number): boolean {
  if (!after.includes('lui ') || !after.includes('gerance')) return false;
  return OWNER_INTRODUCED_IN_TELLING.test(after.slice(0, ownerStart)) && LET_TO_IT_AFTER_OWNER.test(after.slice(ownerEnd));
}

/** The verb's indirect object: 'X a concédé en location-gérance à la SARL Y, …, RIDET …' (Y's description up to its identifier). */
const LET_TO_BEFORE = new RegExp(
  String.raw`\b(?:donne|consenti|concede|confie|remis|loue)e?s?\s+(?:son fonds\s+)?en ${LETTING}\s+(?:a|au profit de)\s+(?:la |le |l')?(?:societe\b|${FOLDED_COMPANY_FORM_SOURCE}\b)(?:(?!\b(?:qui|que|dont|appartenant|a la|au profit)\b)${CLAUSE_CHAR_NL}){0,200}$`,
);

/**
 * (wt-org) The letting's noun, then its participle and the tenant: 'a renouvelé la location-gérance du
 * fonds …, consentie à la société Y, …, RIDET …' (Y's description up to its identifier).
 */
const LETTING_GRANTED_TO_BEFORE = new RegExp(
  String.raw`\b${LETTING}\b${CLAUSE_CHAR_NL}{0,200}?\b(?:consentie?|concedee?|confiee?|accordee?)s?\s+(?:a|au profit de)\s+(?:la |le |l')?(?:societe\b|${FOLDED_COMPANY_FORM_SOURCE}\b)(?:(?!\b(?:qui|que|dont|appartenant|a la|au profit)\b)${CLAUSE_CHAR_NL}){0,200}$`,
);

/** Its part named on its own line or right after its identifier; 'Preneur' only where the notice lets a business (a lease's 'preneur' may sell its right). */
const TENANT_LABEL_LINE = new RegExp(String.raw`^[ \t]*(?:[-–—•*][ \t]*)?(?:le |la |l')?${TENANT_MANAGER}s?[ \t]*(?::|${LABEL_MARK}[ \t])`);
const TAKER_LABEL_LINE = new RegExp(String.raw`^[ \t]*(?:[-–—•*][ \t]*)?(?:le |la |l')?${TAKER}[ \t]*:`);
// On the identifier's own line, not a label opening the next one ('Locataire-gérant : Y' under the owner's line).
const TENANT_RIGHT_AFTER = new RegExp(String.raw`^[ \t,)]*(?:\([ \t]*)?(?:en qualite de |en tant que )?(?:le |la |l')?${TENANT_MANAGER}\b(?![ \t]*:)`);
const LETTING_NOTICE = new RegExp(String.raw`\b${LETTING}\b`);
const LEASE_RIGHT = /\bdroit au bail\b/;

/**
 * Whether the company whose identifier ends `lineBefore` (its line up to it) and `before` (its
 * clause up to it) and starts `after` (its sentence after it) is told as the business's tenant, in
 * the notice `folded`.
 */
export function toldAsTenant(folded: string, lineBefore: string, before: string, after: string): boolean {
  // Each reading needs the tenant's word or the letting's ('gerance' in each of LETTING's names): a
  // window without it is not searched (speed only: TENANT_AFTER's lazy clauses try their words at
  // every place of the 400 characters after the identifier). A new wording keeps one of the words.
  const tenantAfter = after.includes('locataire');
  if (
    (lineBefore.includes('locataire') && TENANT_LABEL_LINE.test(lineBefore)) ||
    // The tenant's role may follow its address ('…, RIDET …, 23, rue …, 98800 Nouméa, locataire-gérante').
    (tenantAfter && TENANT_RIGHT_AFTER.test(withoutSeatApposition(after))) ||
    ((tenantAfter || after.includes('gerance')) && TENANT_AFTER.test(after)) ||
    (before.includes('gerance') && (LET_TO_BEFORE.test(before) || LETTING_GRANTED_TO_BEFORE.test(before)))
  )
    return true;
  return TAKER_LABEL_LINE.test(lineBefore) && LETTING_NOTICE.test(folded) && !LEASE_RIGHT.test(folded);
}
