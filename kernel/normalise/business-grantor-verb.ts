/**
 * A company that is the subject of the verb letting or selling a business, right after its own
 * description (`la société X, SARL, …, RIDET …, représentée par son gérant M. Y, a donné en
 * location-gérance à … le fonds …`, `…, RIDET …, a vendu son fonds de commerce à …`): it is the
 * owner who lets or the seller, the subject of the notice whatever role word its name holds
 * (`HOLDING X`) or the description before it names. The company the business goes to is left to
 * the rules that read `à`.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { LETTING } from './letting-words.ts';

// Its representative may stand between the identifier and the verb ('représentée par …, a donné').
const GRANTS_AFTER = new RegExp(
  String.raw`^[\s,)]*(?:(?:representee?|agissant)\b${CLAUSE_CHAR_NL}{0,100}?,\s*)?(?:a|a par (?:la presente|acte)${CLAUSE_CHAR_NL}{0,60}?,?)\s*(?:donne en (?:${LETTING}|gerance)|consenti (?:une|la|un contrat de) (?:${LETTING}|gerance)|(?:vendu|cede) (?:son|le|un|l'ensemble de son) fonds)\b`,
);

/** Whether the words right after an identifier (folded) make its company the one that lets or sells the business. */
export function grantsBusinessAfter(after: string): boolean {
  // The verbs' words are looked for first (speed only).
  if (!after.includes('donne en') && !after.includes('consenti') && !after.includes('fonds')) return false;
  return GRANTS_AFTER.test(after);
}
