/**
 * An association that only receives in a company's act ('la société X, RIDET …, a vendu à
 * l'association Y, association déclarée, RIDET …, le fonds …', 'au profit de l'association Y'): the
 * act is the company's, so the notice is in scope. An association that acts itself ('l'association
 * Y a décidé …', 'cédé par l'association Y') is still the notice's subject, out of scope. Only where
 * a company is introduced as such ('la société X', 'la SARL X', 'la SCOP X', any form legal-form.ts
 * declares) before the association is named.
 */

import { matchesOf } from './global-pattern.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

/** The association a company's act is made to, with the words that describe it up to its clause's end. */
const RECEIVING_ASSOCIATION = /\b(?:a|au profit de)\s+l'association\b[^.;\n]{0,160}/g;
const COMPANY_INTRODUCED = new RegExp(String.raw`\b(?:la|une) (?:societe|${FOLDED_FORMS_SOURCE})\b`);

/**
 * The folded text with the description of an association that only receives in a company's act
 * blanked (same length), or the text itself when there is none.
 */
export function withoutReceivingAssociation(folded: string): string {
  if (!folded.includes("l'association")) return folded;
  let out = folded;
  for (const m of matchesOf(RECEIVING_ASSOCIATION, folded)) {
    if (!COMPANY_INTRODUCED.test(folded.slice(0, m.index))) continue;
    out = out.slice(0, m.index) + ' '.repeat(m[0].length) + out.slice(m.index + m[0].length);
  }
  return out;
}
