/**
 * A company introduced by its relation to another company named before it: the holder of that
 * company's office told by the office's participle (`X, RIDET …, présidée par la société P, SAS,
 * RIDET …`, `gérée par`, `dirigée par`, `administrée par`), or its parent told by a possessive
 * (`…, dans les locaux de sa société mère, la société P, SA, RIDET …`, `sa maison mère P`), or as
 * the parent the companies before it are subsidiaries of (`A, …, et B, …, toutes deux filiales de
 * la société P, SAS, RIDET …`). P acts
 * for or houses the company the notice is about: its identifier is a third party's. A subsidiary
 * told so (`sa filiale S`) is left to the rules that read a parent's announcement: a parent often
 * announces its subsidiary's own event.
 */

import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { CLAUSE_CHAR } from './clause-chars.ts';

const COMPANY_WORD = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;
const RELATED_BEFORE = new RegExp(
  String.raw`(?:\b(?:presidee?|co-?geree?|geree?|dirigee?|administree?)\s+par\s+${COMPANY_WORD}|\bfiliales?\s+(?:a 100 %\s+|communes?\s+)?(?:de|du groupe)\s+${COMPANY_WORD}|\b(?:sa|leur|notre) (?:societe[ -]mere|maison[ -]mere|mere)\b,?\s*(?:${COMPANY_WORD})?)${CLAUSE_CHAR}{0,240}$`,
);

/**
 * The office told by its noun, then the company that holds it (`la présidence de la société X est
 * assurée par la société P, SAS, RIDET …`, `La gérance de la société, comme celle de la SCI Y (RIDET
 * …), demeure assurée par la société P`): P holds an office in X. Read over the words before the
 * identifier whatever identifiers they hold: another company named inside the office's clause (Y,
 * whose office P holds too) does not end it.
 */
const OFFICE_NOUN_HELD_BY = new RegExp(
  String.raw`\b(?:presidence|gerance|co-?gerance|direction generale)\b${CLAUSE_CHAR}{0,200}?\b(?:est|demeure|reste|sera|a ete)\s+(?:desormais\s+)?(?:assuree|exercee|confiee)\s+par\s+${COMPANY_WORD}${CLAUSE_CHAR}{0,240}$`,
);

/** Whether the folded words before an identifier (however many identifiers they hold) name its company as the holder of an office told by its noun. */
export function officeNounHolderBefore(wideBefore: string): boolean {
  // The participle is looked for first (speed only).
  if (!wideBefore.includes('ee par ')) return false;
  return OFFICE_NOUN_HELD_BY.test(wideBefore);
}

/** Whether the folded words before an identifier introduce its company by its relation to another company. */
export function relatedCompanyBefore(before: string): boolean {
  // The relation's words are looked for first (speed only).
  if (!before.includes(' par ') && !before.includes('mere') && !before.includes('filiale')) return false;
  return RELATED_BEFORE.test(before);
}
