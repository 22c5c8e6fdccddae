/**
 * Words that say little about which company is meant, folded as the index folds them: legal
 * forms and the articles and prepositions of French company names. A query word listed here,
 * or matching more companies than `commonThreshold`, does not have to match (it is out of the
 * AND) but still ranks the companies that have it higher.
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  // Legal forms (France and New Caledonia)
  'sarl', 'sarlu', 'sas', 'sasu', 'sa', 'eurl', 'sci', 'snc', 'scs', 'sca', 'scp', 'scm', 'sel', 'selarl', 'selas', 'selafa',
  'scop', 'scea', 'earl', 'gaec', 'gie', 'ei', 'eirl', 'sem', 'spl', 'scic', 'sccv',
  'societe', 'ste', 'entreprise', 'ets', 'etablissements', 'etablissement', 'cie', 'compagnie', 'groupe',
  // Articles, prepositions, conjunctions
  'le', 'la', 'les', 'l', 'un', 'une', 'de', 'du', 'des', 'd', 'et', 'en', 'au', 'aux', 'a', 'pour', 'par', 'sur', 'chez',
]);

/** Above this many matching companies a word counts as common (2 % of the index, at least 500). */
export function commonThreshold(documentCount: number): number {
  return Math.max(500, Math.ceil(documentCount * 0.02));
}
