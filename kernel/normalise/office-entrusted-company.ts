/**
 * An office told as entrusted to a company rather than by a role word before it ('La gérance reste
 * assurée par la société X, SAS, RIDET …', 'la présidence est confiée à la société Y', 'la
 * liquidation sera assurée par la SARL Z'): the company holds an office in the notice's company,
 * so its identifier is an officer's, not the subject's. Read on the folded words before the
 * identifier, within its clause. The office may name its company (`la présidence de la société
 * demeure assurée par …`), and its verb may be a word a scan misread (`dernenre`): the noun and
 * `assurée par la société` tell it. The same words right before a company's name say the name is
 * an officer's, no introduction of the subject (`La présidence demeure confiée à la société X, SAS,
 * représentée par …`).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_COMPANY_FORM_SOURCE } from './legal-form.ts';

const OFFICE_NOUN = String.raw`(?:co)?gerance|presidence|direction generale|liquidation amiable|liquidation`;
const COMPANY = String.raw`(?:(?:la |l')?societe|${FOLDED_COMPANY_FORM_SOURCE})\b`;

const OFFICE_ENTRUSTED_BEFORE = new RegExp(
  String.raw`\b(?:${OFFICE_NOUN})(?:\s+de\s+la\s+societe)?\s+(?:(?:est|reste|sera|restera|demeure|a ete|sont)\s+|[a-z]{4,9}\s+)(?:desormais\s+|toujours\s+)?(?:assuree|exercee|confiee)\s+(?:par|a)\s+${COMPANY}${CLAUSE_CHAR_NL}{0,240}$`,
);

/** True when the words before an identifier entrust an office to the company that prints it. */
export function officeEntrustedBefore(before: string): boolean {
  return (before.includes('assuree') || before.includes('exercee') || before.includes('confiee')) && OFFICE_ENTRUSTED_BEFORE.test(before);
}

const OFFICE_ENTRUSTED_RIGHT_BEFORE = new RegExp(
  String.raw`\b(?:${OFFICE_NOUN})(?:\s+de\s+la\s+societe)?\s+(?:(?:est|reste|sera|restera|demeure|a ete|sont)\s+|[a-z]{4,9}\s+)(?:desormais\s+|toujours\s+)?(?:assuree|exercee|confiee)\s+(?:(?:par|a)\s+(?:${COMPANY}\s*)?)?$`,
);

/** True when the folded words right before a company's name entrust an office to it (the mention may open on its preposition). */
export function officeEntrustedToName(before: string): boolean {
  return (before.includes('assuree') || before.includes('exercee') || before.includes('confiee')) && OFFICE_ENTRUSTED_RIGHT_BEFORE.test(before);
}
