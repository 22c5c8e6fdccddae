/**
 * A company that sells, lets or contributes something to the notice's own company, named by 'la
 * société' alone: 'à la suite de la cession par la société X, RIDET …, de son fonds à la société',
 * 'la société X, RIDET …, a cédé à la société son fonds', 'l'immeuble que la société a acquis de la SCI
 * X, RIDET …'. In a notice of the receiving company's own
 * seat, officers, articles or capital, X is the other party of an act, never the subject. Folded
 * text: the words before the identifier in its clause, and after it.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { LETTING } from './letting-words.ts';
import { escaped } from './escaped.ts';

// 'la cession par la société X', 'la vente de la SARL X', 'l'apport consenti par la société X'.
const GIVER_BEFORE = new RegExp(String.raw`\b(?:cession|vente|apport|${LETTING})\b(?:\s+(?:consentie?|effectuee?|realisee?))?\s+(?:par|de)\s+(?:la |l')?\S[^.;]{0,160}$`);
// Or told from the receiving side, 'la société' alone the subject of the verb of getting: 'l'immeuble
// que la société a acquis de la SCI X', 'le fonds que la société a racheté auprès de la société X'.
// What it got may be named between ('les locaux dont la société a repris le bail auprès de la société X').
const SUBJECT_GOT_FROM_BEFORE = new RegExp(String.raw`\b(?:que|qu'|dont) ?la societe (?:a|avait) (?:acquis|achete|rachete|repris)(?:\s+(?:le|la|les|l')[^.;,]{1,40}?)?\s+(?:de|aupres de|a)\s+(?:la |l')?\S[^.;]{0,160}$`);
// The receiving party is 'la société' alone, closed by a comma, a full stop or the clause's end.
const TO_THE_SUBJECT_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR_NL}{0,200}?\b(?:a|au profit de)\s+la societe\s*(?:[,.;]|$)`);
// 'la société X, RIDET …, a cédé à la société son fonds': X is the verb's subject.
const GIVES_TO_THE_SUBJECT_AFTER = new RegExp(String.raw`^[\s,)]*(?:a|avait)\s+(?:cede|vendu|apporte|donne en ${LETTING})\s+a\s+la societe\s+(?:son|ses|sa|le|la|les)\b`);

// The company formed runs in location-gérance a business another owns: 'ayant pour objet …
// l'exploitation en location-gérance du fonds de commerce appartenant aux ÉTABLISSEMENTS X, RIDET …'.
const OWNER_OF_RUN_BUSINESS_BEFORE = new RegExp(String.raw`\b(?:exploit\w*|gerer|gestion)\b[^.;]{0,40}\ben\s+${LETTING}\b[^.;]{0,120}\b(?:appartenant|appartient|propriete)\s+(?:a|au|aux|de|du|des)\s+(?:la |l')?\S[^.;]{0,160}$`);

/**
 * 'la société X, RIDET …, représentée par son gérant M. Y, a donné en location-gérance à la société
 * B, …' where B is the company the notice constitutes, named by its name: the name the text gives the
 * company formed (`dénommée B`, `Dénomination : B`).
 */
const GIVES_TO_NAMED_AFTER = new RegExp(String.raw`^[\s,)]*(?:representee? par (?:son|sa|ses|leur)?\s*[a-z ]{0,30}(?:m\.|mme|mlle|monsieur|madame)?\s*[^,;.]{1,60},\s*)?(?:a|avait)\s+(?:cede|vendu|apporte|donne en ${LETTING})\s+a\s+la societe\s+([a-z0-9][^,;.()]{1,60}?)\s*(?:[,;.(]|$)`);
const FORMED_NAMED = (name: string): RegExp => new RegExp(String.raw`\b(?:denommee?|denomination(?: sociale)?\s*:)\s*[«"]?\s*${escaped(name)}\b`);

/**
 * Whether the identifier's company gives something to the notice's own company (`before`, `after`:
 * folded words around it; `folded`: the whole text, where the company formed is named).
 */
export function givesToSubject(before: string, after: string, folded: string): boolean {
  if ((GIVER_BEFORE.test(before) && TO_THE_SUBJECT_AFTER.test(after)) || (before.includes('appart') || before.includes('propriete') ? OWNER_OF_RUN_BUSINESS_BEFORE.test(before) : false) || GIVES_TO_THE_SUBJECT_AFTER.test(after) || (before.includes('la societe') && SUBJECT_GOT_FROM_BEFORE.test(before))) return true;
  const named = folded.includes('denomm') || folded.includes('denomination') ? GIVES_TO_NAMED_AFTER.exec(after) : null;
  return named !== null && FORMED_NAMED(named[1]!.trim()).test(folded);
}
