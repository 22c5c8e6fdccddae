/**
 * A business contributed to an existing company against its new shares, with that company's
 * capital increase ('APPORT DE FONDS DE COMMERCE – AUGMENTATION DE CAPITAL' / 'l'apport, par la
 * société X, …, du fonds de commerce …, rémunéré par l'attribution de 650 parts sociales
 * nouvelles', 'le capital est porté à …'): an apport partiel d'actif, the beneficiary's capital
 * operation by the field rules, no sale of a business. The contribution's words are blanked
 * before the sale's patterns read them, and so are the creditors' oppositions it publishes as a sale
 * does. Folded text; a notice that also sells or lets keeps them.
 */

import { LETTING } from './letting-words.ts';

/**
 * The words the sale's pattern reads a contributed business by (classify.ts): the contribution of
 * the business, the business itself, and the contributor's creditors' oppositions, the domicile
 * elected for them and the insertion they run from, which a contribution publishes as a sale does.
 */
const CONTRIBUTED_BUSINESS = /\bapport (?:d'un |du |de |de son )?fonds\b|\bfonds de commerce\b|\boppositions?\b|\bdomicile elu\b|\b(?:premiere|deuxieme|seconde) (?:insertion|publication)\b/g;
const NEW_SHARES = /\b(?:(?:parts|actions)(?: sociales)? nouvelles|nouvelles (?:parts|actions))\b/;
// 'le capital est porté à', 'pour le porter à', 'a augmenté le capital social de'.
const CAPITAL_INCREASED = /\baugmentation (?:de |du )capital\b|\bcapital\b[^.;]{0,60}\b(?:porte|augmente)|\baugmente (?:le |son )capital\b/;
const SALE_OR_LEASE = new RegExp(String.raw`\b(?:vente|vendu|vend|cession|cede|cedant\w*|cessionnaire|${LETTING})\b`);

/** The reading with a business contributed against new shares left out of the sale's words (the same string when there is none). */
export function withoutBusinessContributedForShares(folded: string, whole: string): string {
  if (!folded.includes('apport')) return folded;
  if (!NEW_SHARES.test(whole) || !CAPITAL_INCREASED.test(whole) || SALE_OR_LEASE.test(whole)) return folded;
  return folded.replace(CONTRIBUTED_BUSINESS, (m) => ' '.repeat(m.length));
}
