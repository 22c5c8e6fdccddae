/**
 * An appointment told by its noun with the office first and the company last ('– nomination en
 * qualité de présidente de la société H, SAS …, RIDET …, représentée par son président M. X'): the
 * noun names no person before its office, and the company after it, represented by its own
 * officer, is the legal person appointed. Its identifier is an officer's, never the subject's,
 * though 'présidente de la société H' alone would read as an office held in H.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { CLAUSE_CHAR } from './clause-chars.ts';

const COMPANY_WORD = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;
const OFFICE = String.raw`(?:co-?)?(?:presidente?|gerante?|directeur general(?: delegue)?|directrice generale(?: deleguee)?|administrat(?:eur|rice)|liquidat(?:eur|rice)|commissaire aux comptes(?: titulaire| suppleante?)?)`;
const NOUN_THEN_OFFICE_BEFORE = new RegExp(String.raw`\b(?:nomination|designation)\s+(?:,\s*)?(?:en qualite d[e'] ?|comme |aux fonctions d[e'] ?)\s*${OFFICE}\s+(?:de|d')\s*${COMPANY_WORD}${CLAUSE_CHAR}{0,240}$`);
/** The company after its identifier acts by its own officer ('…, représentée par son président M. X'). */
const REPRESENTED_AFTER = /^[^.;]{0,160}?\brepresentee? par\b/;

/** Whether the folded words around an identifier tell its company appointed by the appointment's noun. */
export function appointedByNoun(before: string, after: string): boolean {
  // The noun is looked for first (speed only).
  if (!before.includes('nomination') && !before.includes('designation')) return false;
  return NOUN_THEN_OFFICE_BEFORE.test(before) && REPRESENTED_AFTER.test(after);
}
