/**
 * A customary body of New Caledonia: a GDPL (groupement de droit particulier local) or a customary
 * council. It subscribes shares, owns the land or is a
 * partner, and it is never the company a notice is about: an identifier printed right before its
 * name (`RIDET … : GDPL de la tribu de X, souscripteur`) or after it within its clause (`le GDPL
 * X, RIDET …`) is a third party's. A company named between the body and the identifier (`le GDPL
 * X, associé de la SARL Y, RIDET …`) holds the identifier itself.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';
import { FOLDED_FORMS_NOT_WORDS_SOURCE } from './legal-form.ts';

// A tribe, a district or a province right after an identifier is most often the company's address
// ('RIDET …, tribu de X, 98813 Canala'): only the bodies no address names are read there.
const BODY_AFTER = /^[\s:,(–-]*(?:le |du |au )?(?:gdpl|groupement de droit particulier local|conseil coutumier)\b/;
const BODY_BEFORE = new RegExp(String.raw`\b(?:gdpl|groupement de droit particulier local)\b(?:(?!societe|${FOLDED_FORMS_NOT_WORDS_SOURCE}|sa\b)${CLAUSE_CHAR}){0,80}$`);

/** Whether the folded words right around an identifier give it to a customary body. */
export function heldByCustomaryBody(before: string, after: string): boolean {
  return BODY_AFTER.test(after) || ((before.includes('gdpl') || before.includes('groupement de droit')) && BODY_BEFORE.test(before));
}
