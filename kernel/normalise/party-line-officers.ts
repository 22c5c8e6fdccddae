/**
 * Officers a sale or a location-gérance names inside the subject's own description: the
 * representative whose role follows the name ('la société S, …, RIDET …, représentée par M. X,
 * gérant, a cédé …'), and the officer named in the seller's or owner's labelled line ('Vendeur : S,
 * …, RIDET … – gérante Mme X.', 'Bailleur : S, …, RIDET …, présidée par Mme Y.'). Readings
 * extract-dirigeants.ts adds; every argument is folded text.
 */

import { lastRoles, rolesAtStart, withRoles, type Role } from './officer-roles.ts';

/** ', gérant,', ', son président' or ', seul gérant' right after the representative's name. */
const ROLE_AFTER_NAME = /^\s*,\s*(?:(?:son|sa)\s+)?(?:(?:seule?|unique)\s+)?/;

/** ', agissant en qualité de ' after the representative's name, an apposition between or not. */
const ACTING_AS_AFTER_NAME = /^\s*,\s*(?:[^,;.:]{1,60},\s*)?agissant\s+(?:en (?:sa |leur )?qualite d[e']|comme)\s*/;

/** The role printed right after a representative's name ('représentée par M. X, gérant'). */
export function roleAfterRepresentative(tail: string): readonly Role[] | null {
  // The capacity he acts in, a former office in apposition before it or not ('représentée par M. X,
  // son ancien gérant, agissant en qualité de liquidateur'): the office he holds now.
  const acting = ACTING_AS_AFTER_NAME.exec(tail);
  if (acting) return rolesAtStart(tail.slice(acting[0].length), 0);
  const comma = ROLE_AFTER_NAME.exec(tail);
  return comma ? rolesAtStart(tail.slice(comma[0].length), 0) : null;
}

/** A line opened by the label of the side that sells or lets ('Vendeur :', 'Cédante :', 'Bailleur :', 'Loueur :'). */
const SELLER_SIDE_LABEL = /(?:^|[\n;])[ \t]*(?:[-–•][ \t]*)?(?:vendeu(?:r|se)|cedante?|bailleu(?:r|resse)|loueu(?:r|se))[ \t]*:[^:\n]*$/;
/**
 * A line labelled by an office of the side that buys or takes the lease ('Gérante de la
 * locataire-gérante :', 'Président de l'acquéreur :', 'Gérant du preneur :'): that company's officer.
 * The subject of a sale or a location-gérance is the side that sells or lets. An office of the
 * absorbed company ('Gérant de l'absorbée | M. X', a table's cell) is no subject's officer either:
 * another company's, or one the merger ends.
 */
export const BUYER_SIDE_OFFICE_LABEL = withRoles(
  /(?:^|[\n;])[ \t]*(?:[-–•][ \t]*)?(?:ROLE)\s+(?:de la |du |de l')(?:societe\s+)?(?:locataire(?:[- ]gerante?)?|preneu(?:r|se)|acquereu(?:r|se)|acheteu(?:r|se)|cessionnaire|absorbee)[ \t]*[:|][^:|\n]*$/,
);

/**
 * 'Le président du conseil d'administration du loueur, M. X', 'Pour avis, la gérante du bailleur,
 * Mme Y', 'le gérant de la société venderesse, M. Z', 'La gérante de la société cédante, Mme V', 'La gérante de la société propriétaire, Mme W': an office of the side that lets or sells the
 * business, the subject of a business's sale or lease; the other side's is BUYER_SIDE_OFFICE_LABEL's.
 */
export const SELLER_SIDE_OFFICE_BEFORE = withRoles(
  /(?:^|[\n.:;,]\s*)(?:le|la)\s+(ROLE)(?:\s+du conseil d'administration)?\s+(?:du|de la|de l')\s*(?:societe\s+)?(?:loueu(?:r|se)|bailleu(?:r|resse)|vende(?:ur|resse)|cedante?|proprietaire(?: du fonds)?)\s*,\s*$/,
);

/**
 * 'Le fonds est désormais exploité par la propriétaire, représentée par son gérant, M. X': the side
 * that lets or sells a business, named by its noun alone and represented by its officer, read in a
 * notice of a business only (a premises' landlord is no such side). The assignor of shares
 * ('la cédante') is a partner, never named here.
 */
export const SELLER_SIDE_REPRESENTED = /(?:^|[\s,;:(])(?:la|le|l')\s*(?:societe\s+)?(?:proprietaire|bailleresse|bailleur|loueuse|loueur|venderesse|vendeuse|vendeur)(?: du fonds)?\s*,\s*representee?\s+par\s+(?:son|sa)\s[^,:;]{2,50}?,?\s*$/;

/** The officer's role right before the name: '– gérante Mme X', ', présidée par Mme Y', ', représentée par son gérant M. Z'. */
const ROLE_BEFORE_NAME = withRoles(/(?:[,–—-]\s*|\b(?:presidee?|geree?|dirigee?|representee?)\s+par\s+(?:(?:son|sa)\s+)?)(?:(ROLE)\s*:?\s*)?$/);

/**
 * The roles of a person named in the seller's or owner's labelled line, when that line prints the
 * subject's identifier (`subjectRid`, seven digits) before the name and names the role right before
 * the person; null otherwise (a person who is the seller, or another party's line).
 */
export function sellerLineOfficer(lead: string, gap: string, subjectRid: string | null | undefined): readonly Role[] | null {
  if (!subjectRid) return null;
  const line = SELLER_SIDE_LABEL.exec(lead);
  if (!line || !line[0].replace(/\D/g, '').includes(subjectRid)) return null;
  const role = ROLE_BEFORE_NAME.exec(gap);
  if (!role) return null;
  if (role[1]) return lastRoles(role[1]);
  // A participle alone says the role ('présidée par Mme Y').
  const participle = /\b(presidee?|geree?|dirigee?)\s+par\s*$/.exec(gap);
  return participle ? (participle[1]!.startsWith('presid') ? ['président'] : participle[1]!.startsWith('ger') ? ['gérant'] : null) : null;
}

/**
 * 'l'apport fait à la société par son gérant, M. X': 'la société' alone is the notice's company,
 * and the officer its possessive names acts for it; X holds that office in the subject.
 */
const OWN_OFFICER_AS_AGENT = withRoles(/\b(?:faite?s?|consentie?s?|realisee?s?|apportee?s?)\s+a la societe\s+par\s+(?:son|sa)\s+(ROLE)\s*,?\s*$/);

/** The office of the company's own officer named as the one who acts for it ('… à la société par son gérant,'). */
export function ownOfficerAsAgent(gap: string): readonly Role[] | null {
  if (!gap.includes('a la societe par')) return null;
  const said = OWN_OFFICER_AS_AGENT.exec(gap);
  return said ? lastRoles(said[0]) : null;
}

/**
 * 'le fonds fait retour à la société S, qui en reprend l'exploitation sous la direction de son
 * gérant, M. X': in the relative clause whose subject is S, the possessive is S's; X holds that
 * office in S. Read only when S is the notice's company (`subject`, folded).
 */
const RELATIVE_POSSESSIVE_OFFICE = withRoles(/\bla societe\s+([^,;.\n]{2,80}?)\s*,\s*qui\b[^.;:]{0,160}\b(?:de|par)\s+(?:son|sa)\s+(ROLE)\s*,?\s*$/);

/** The office the relative clause of the subject's mention gives the next name ('…, qui … sous la direction de son gérant,'). */
export function subjectRelativeOffice(lead: string, subject: string | null): readonly Role[] | null {
  if (!subject || !lead.includes(', qui ')) return null;
  const said = RELATIVE_POSSESSIVE_OFFICE.exec(lead);
  return said && said[1]!.trim() === subject ? lastRoles(said[0]) : null;
}
