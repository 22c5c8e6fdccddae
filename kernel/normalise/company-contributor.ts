/**
 * A company named as the one that contributes (`Apports : – en nature, par la société X, SARL …,
 * RIDET … : un élévateur …`, `apport effectué par la société X, …, RIDET …`): it gives assets and
 * receives shares, a party of the operation, never the company formed or whose capital grows (as
 * the contributing company of an apport partiel d'actif is another party, corpus README). Folded
 * text (lower case, no accents); `before` ends at the identifier and reaches CONTRIBUTOR_REACH before it.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE } from './legal-form.ts';

/**
 * 'apport(s) … par la société X, …' up to the identifier, no other company introduced between (`à la
 * société B, …, RIDET …` names the one that receives the contribution).
 */
const COMPANY_CONTRIBUTOR_BEFORE = new RegExp(
  String.raw`\bapport(?:s|ee?s?)?\b${CLAUSE_CHAR_NL}{0,40}?\bpar\s+(?:la |l')?(?:societe|${FOLDED_FORMS_NOT_WORDS_SOURCE})\b(?:(?!\b(?:la |l')?societe\b|\ba\s+(?:la |l'))${CLAUSE_CHAR_NL}){0,240}$`,
);

/**
 * The receiver named after the contributor (`…, RIDET …, à la société B`): there subject-ridet.ts
 * reads the contribution's two sides itself (its contribution receiver), so this reading is left to
 * a contributor whose receiver is the notice's own company, not named beside it.
 */
const RECEIVER_AFTER = new RegExp(String.raw`^[^.;\n]{0,160}?\ba\s+(?:la |l')?(?:societe|${FOLDED_FORMS_NOT_WORDS_SOURCE})\b`);

/** How far before its identifier the contribution's word may stand (a list's label above its items: `Apports :` / `– en nature, par …`). */
export const CONTRIBUTOR_REACH = 320;

/** Whether the identifier whose surroundings are `before` and `after` is that of a company contributing to another. */
export function companyContributor(before: string, after: string): boolean {
  return before.includes('apport') && COMPANY_CONTRIBUTOR_BEFORE.test(before) && !RECEIVER_AFTER.test(after);
}
