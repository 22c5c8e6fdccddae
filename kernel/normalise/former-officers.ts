/**
 * An officer a notice names as the company's before its decision, told in the imperfect or with an
 * adverb of the past ('Sous sa forme ancienne, la société était gérée par M. X', 'jusqu'alors présidée
 * par Mme Y'): that office ends with the decision; a new office of the same person is named apart.
 * Reads folded text (lower case, no accents), up to the name.
 */
export const FORMERLY_MANAGED_BY =
  /\b(?:(?:etait|etaient|avait ete|avaient ete)\s+(?:(?:jusqu'(?:alors|ici|a present)|anciennement|precedemment)\s+)?|(?:jusqu'(?:alors|ici|a present)|anciennement|precedemment)\s+)(?:geree?s?|presidee?s?)\s+par\s*$/;
