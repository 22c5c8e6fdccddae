/**
 * The company a seat or a domicile is at: 'domiciliée chez X – RIDET …', 'le siège a été transféré
 * … dans les locaux de la société X, RIDET …', 'siège : c/o X, RIDET …'. A reader knows the host of
 * the seat by the preposition of place after the seat's word: it lends an address, it is not the
 * company whose seat it is. Its identifier is a third party's (a domiciliation firm, a parent, a
 * landlord), whatever the notice announces. A form's address field names the seat as well
 * ('Nouvelle adresse : c/o X, SAS, RIDET …', 'Adresse du siège : chez X'): its host is as plain.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';

/** A seat's or a domicile's word, then a preposition of place that names a host, then the host's description up to its identifier (folded). */
const SEAT_HOST_BEFORE = new RegExp(
  String.raw`\b(?:domicili\w*|siege|adresse|transfere\w*|installee?s?|hebergee?s?|sise?s?|etablie?s?)\b${CLAUSE_CHAR}{0,80}?(?:\bchez\b|\bc/o\b|\bdans les (?:locaux|bureaux) d[e']|\bau sein des (?:locaux|bureaux) d[e'])${CLAUSE_CHAR}{0,120}$`,
);

/** Whether the folded words before an identifier, within its clause, name its company as the host of a seat or a domicile. */
export function hostsTheSeat(before: string): boolean {
  // The prepositions are looked for first (speed only).
  if (!before.includes('chez') && !before.includes('c/o') && !before.includes('locaux') && !before.includes('bureaux')) return false;
  return SEAT_HOST_BEFORE.test(before);
}
