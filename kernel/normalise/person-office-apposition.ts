/**
 * An office whose holder is named right after it in apposition (`sur convocation de leur gérante, Mme
 * X, les associés de la société S, …, RIDET …`): the office is the person's, so it tells nothing of
 * the company the clause names after her. subject-ridet.ts reads an office word before an identifier
 * as that company's role in another (a third party); the person's apposition is blanked first (same
 * length, offsets kept). Only an office opened by its article or a possessive: one in apposition after
 * another name (`M. X, président, Mme Y et la société Z`) is that name's, and a representative's
 * apposition joined by `et` to the next party (`…, représentée par sa gérante, Mme X, et la société Y,
 * …`) closes the first party. Only a company's officers: a party's noun (`l'acquéreur, M. X, agissant
 * pour la société Y`) and a liquidator (his firm may follow) keep their reading. Folded text.
 */

const PERSON_OFFICE_APPOSITION = /\b(?:le|la|leur|son|sa|notre|votre)\s+(?:presidente?|gerante?|co-?gerante?|directeur general|directrice generale|administrat(?:eur|rice))\s*,\s*(?:(?:m|mm|mme|mlle|me)\.?|monsieur|madame|maitre)\s+[^,;:.\n]{2,60}?,(?!\s*(?:et|ainsi que)\s)/g;

/** `roleIn` with every office named with its holder in apposition blanked. */
export function withoutPersonOfficeAppositions(roleIn: string): string {
  if (!roleIn.includes(',')) return roleIn;
  return roleIn.replace(PERSON_OFFICE_APPOSITION, (apposition) => ' '.repeat(apposition.length));
}
