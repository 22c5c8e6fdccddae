/**
 * A company that sells, lets or contributes something to the notice's own company, named by 'la
 * société' alone: 'à la suite de la cession par la société X, RIDET …, de son fonds à la société',
 * 'la société X, RIDET …, a cédé à la société son fonds'. In a notice of the receiving company's own
 * seat, officers, articles or capital, X is the other party of an act, never the subject. Folded
 * text: the words before the identifier in its clause, and after it.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { LETTING } from './letting-words.ts';

// 'la cession par la société X', 'la vente de la SARL X', 'l'apport consenti par la société X'.
const GIVER_BEFORE = new RegExp(String.raw`\b(?:cession|vente|apport|${LETTING})\b(?:\s+(?:consentie?|effectuee?|realisee?))?\s+(?:par|de)\s+(?:la |l')?\S[^.;]{0,160}$`);
// The receiving party is 'la société' alone, closed by a comma, a full stop or the clause's end.
const TO_THE_SUBJECT_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,200}?\b(?:a|au profit de)\s+la societe\s*(?:[,.;]|$)`);
// 'la société X, RIDET …, a cédé à la société son fonds': X is the verb's subject.
const GIVES_TO_THE_SUBJECT_AFTER = new RegExp(String.raw`^[\s,)]*(?:a|avait)\s+(?:cede|vendu|apporte|donne en ${LETTING})\s+a\s+la societe\s+(?:son|ses|sa|le|la|les)\b`);

/** Whether the identifier's company gives something to the notice's own company (`before`, `after`: folded words around it). */
export function givesToSubject(before: string, after: string): boolean {
  return (GIVER_BEFORE.test(before) && TO_THE_SUBJECT_AFTER.test(after)) || GIVES_TO_THE_SUBJECT_AFTER.test(after);
}
