/**
 * A letting or a sale told only as a contract between two companies (`le contrat de
 * location-gérance … conclu entre les sociétés A, SARL, et B, SARL, RIDET …, a pris fin`, a box's
 * `Entre : A (SARL) et B (SARL)`), no word
 * giving either its side: no owner, lessor, tenant, seller or buyer named, no verb with a direction
 * (`a donné en location-gérance à`, `a cédé`, `au profit de`, `reprend l'exploitation`). The field
 * rules publish such a notice under the company that owns or sells the business, and which one that
 * is nothing says: a careful reader quarantines it (`sujet_ambigu`), whichever company prints its
 * identifier.
 */

import { fold } from './fold.ts';

/** Two parties named together as the contract's ('conclu entre les sociétés A … et B', 'entre la société A et la société B'). */
// Or a box's label 'Entre :' before both names ('Entre : A (SARL) et B (SARL)').
const BETWEEN_TWO = /\b(?:conclue?s?|passee?s?|signee?s?|intervenue?)\s+entre\s+(?:les (?:societes|entreprises)|la societe|l'entreprise|la sarl|la sas|l'eurl|la snc)\b[^.;]{1,300}?\bet\s+(?:la |l')?|(?:^|\n)[ \t]*entre\s*:[^\n]{1,200}?\bet\s/;
/** Any word that gives a party its side, or a verb or phrase that tells the business's direction (folded). */
const SIDE_WORD = /\b(?:loueu(?:r|se)|bailleu(?:r|se)|bailleresse|proprietaire|locataire|gerante?s?|preneu(?:r|se)|cedante?|cessionnaire|vendeu(?:r|se)|venderesse|acquereu(?:r|se)|acheteu(?:r|se)|repreneu(?:r|se)|exploitant|appartenant|appartient|donnee? en (?:location|gerance)|a cede|a vendu|vend|cede|au profit d|consentie? (?:a|par)|reprend|reprise par|exploite(?:e)? par)\b/;
const LETTING_OR_SALE = /\b(?:location-gerance|location gerance|gerance libre|fonds de commerce|fonds artisanal|vente|cession)\b/;

/** Whether the text tells a letting or a sale only as a contract between two companies, no side given. */
export function exchangeWithoutSides(text: string): boolean {
  const folded = fold(text);
  // The contract's preposition first (speed only).
  if (!folded.includes('entre ')) return false;
  return LETTING_OR_SALE.test(folded) && BETWEEN_TWO.test(folded) && !SIDE_WORD.test(folded);
}

/** The quarantine's detail, in French. */
export function exchangeWithoutSidesDetail(): string {
  return 'Le contrat est dit conclu entre deux sociétés, sans que le texte dise laquelle possède (ou vend, ou loue) le fonds : l’annonce est celle du propriétaire, que rien ne désigne.';
}
