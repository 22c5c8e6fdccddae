/**
 * A company the court appoints to a procedure (commissaire à l'exécution du plan, mandataire
 * judiciaire, administrateur judiciaire, liquidateur judiciaire) acts on the debtor's case; it is
 * never the debtor, whatever its form (a SELARL of mandataires, a SAS of administrateurs). A reader
 * of a judgment knows which company is appointed by the office it receives:
 * - the office after the company's identifier, in its clause, with the appointment's participle
 *   ('la SELARL X, RIDET …, désignée en qualité de commissaire à l'exécution du plan', '…, a été
 *   nommée mandataire judiciaire', '… est maintenue dans ses fonctions de commissaire …') or in
 *   apposition right after it ('…, RIDET …, liquidateur judiciaire,');
 * - the office before the company, naming it: a label ('Commissaire à l'exécution du plan : SELARL
 *   X, RIDET …') or the court's verb ('a désigné en qualité d'administrateur judiciaire la SAS X').
 * The office followed by 'de la société Y' names Y as the one the officer acts for (the debtor),
 * not as an officer; and an officer of a company's own winding-up ('liquidateur amiable', a bare
 * 'liquidateur') is not read here. The patterns read folded text (lower case, no accents).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { COURT_OFFICE } from './court-offices.ts';
import { FOLDED_COMPANY_FORM_SOURCE } from './legal-form.ts';
import { mayMatch } from './required-literal.ts';

/** A clause character that names no other company or person before the participle ('…, dont le liquidateur, la SELARL Y, a été désignée …'). */
const OWN_WORDS = String.raw`(?:(?!\b(?:societe|cabinet|etude|me|maitre|m|mme|${FOLDED_COMPANY_FORM_SOURCE})\b)${CLAUSE_CHAR_NL})`;

/**
 * After the identifier: appointed to the office ('…, désignée en qualité de commissaire …'), or the
 * office in apposition on the identifier's own line (not a label opening the next line:
 * 'Mandataire judiciaire : Me X' under the debtor's identifier names a person's office).
 */
const APPOINTED_AFTER = new RegExp(
  String.raw`^(?:[ \t,)]*(?:en qualite de |en sa qualite de |es qualites de |comme )?(?:la |le |l')?${COURT_OFFICE}\b(?!\s+(?:de|du|d')\b|[ \t]*:)|${OWN_WORDS}{0,200}?\b(?:(?:a ete|est|sera|ayant ete|qui a ete|qui est)\s+(?:designee?|nommee?|commise?|maintenue?|confirmee?)|designee|nommee|commise|maintenue|confirmee)\s+(?:en qualite de |en sa qualite de |aux fonctions de |dans ses fonctions de |dans sa mission de |comme |pour exercer les fonctions de )?(?:la |le |l')?${COURT_OFFICE})\b`,
);

/**
 * Before the identifier: the office names the company, as a label or the court's verb's object,
 * the company's description up to its identifier with no other party named between ('de la
 * société Y', 'à l'égard de', 'au profit de' would name the debtor).
 */
const OFFICE_NAMES_COMPANY_BEFORE = new RegExp(
  String.raw`\b${COURT_OFFICE}\s*(?::\s*|,\s*|\s+)(?:la |le |l')?(?:(?:societe|cabinet|etude)\b|${FOLDED_COMPANY_FORM_SOURCE}\b)(?:(?!\b(?:de la societe|a l'egard|a l'encontre|au profit|au benefice|de l'entreprise)\b)${CLAUSE_CHAR_NL}){0,200}$`,
);

/**
 * The firm's own person, named in apposition before the participle ('…, prise en la personne de Me
 * X, est désignée …', 'représentée par M. Y,'): the firm is still the one appointed, so the person
 * does not stop the firm's own words.
 */
export const FIRMS_OWN_PERSON = /,\s*(?:prise?|representee?|agissant)\s+(?:en la personne de|par)\s+(?:(?:m\.|mme|mlle|me|maitre)\s*)?[^,;.\n]{1,60},/;

/** An office's full title alone, for the words it needs (required-literal.ts). */
const OFFICE_TITLE = new RegExp(COURT_OFFICE);

/** Whether the company whose identifier stands between `before` and `after` is the court's officer. */
export function courtOfficerCompany(before: string, after: string): boolean {
  // Both readings hold an office's full title: a side without the words every title needs is not
  // searched (speed only; taking the firm's person out of a side joins no word).
  return (mayMatch(OFFICE_TITLE, after) && APPOINTED_AFTER.test(after.replace(FIRMS_OWN_PERSON, ','))) || (mayMatch(OFFICE_TITLE, before) && OFFICE_NAMES_COMPANY_BEFORE.test(before));
}

/**
 * (wt-rpres) The office received after a company named without its identifier, in its clause ('le
 * tribunal a désigné la SELARL X, 22, avenue …, en qualité de commissaire à l'exécution du plan'):
 * the firm the court appoints, never the debtor's name. `after`: the folded words after the name.
 */
const OFFICE_RECEIVED_AFTER = new RegExp(String.raw`^${OWN_WORDS}{0,200}?\b(?:en (?:sa )?qualite de|aux fonctions de|comme) (?:la |le |l')?${COURT_OFFICE}\b(?!\s+(?:de|du|d')\s*(?:la |l')?(?:societe|entreprise)\b)`);
export function receivesCourtOffice(after: string): boolean {
  return mayMatch(OFFICE_TITLE, after) && OFFICE_RECEIVED_AFTER.test(after.replace(FIRMS_OWN_PERSON, ','));
}
