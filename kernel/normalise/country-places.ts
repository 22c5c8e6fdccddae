/**
 * The country's own place names, which no French dictionary holds and its notices print in
 * companies' names and seats ('ÉLEC'SUD CALÉDONIE', 'siège : Koné').
 */

/** The communes of New Caledonia, folded: a seat is often only its commune. */
export const COMMUNES = new Set([
  'belep', 'bouloupari', 'bourail', 'canala', 'dumbea', 'farino', 'hienghene', 'houailou', 'ile des pins', 'kaala-gomen', 'kone', 'kouaoua', 'koumac',
  'la foa', 'lifou', 'mare', 'moindou', 'mont-dore', 'noumea', 'ouegoa', 'ouvea', 'paita', 'poindimie', 'ponerihouen', 'pouebo', 'pouembout', 'poum',
  'poya', 'sarramea', 'thio', 'touho', 'voh', 'yate',
]);

/** The country's name and its people's, folded, in the forms a company's name takes. */
const COUNTRY_WORDS = new Set(['caledonie', 'caledonien', 'caledonienne', 'caledoniens', 'caledoniennes', 'noumeen', 'noumeenne', 'noumeens', 'noumeennes']);

/** Whether a folded word is one of the country's place names or its people's (one word, no compound's halves). */
export function isCountryWord(folded: string): boolean {
  return COUNTRY_WORDS.has(folded) || (!folded.includes(' ') && COMMUNES.has(folded));
}
