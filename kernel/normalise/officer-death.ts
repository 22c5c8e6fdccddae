/**
 * An officer's death told with its date or circumstance between the word and the name ('a pris
 * acte du décès, survenu le 30 août 2026, de M. X, président'): the officer leaves, as after 'décès
 * de'. Reads the folded words before the name.
 */
export const DEATH_WITH_CLAUSE_BEFORE = /\bdeces\s*,?\s*(?:survenue?|intervenue?)\s[^,;:]{1,60}?,?\s*d[eu]\s*$/;
