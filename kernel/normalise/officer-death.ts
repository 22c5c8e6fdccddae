import { withRoles } from './officer-roles.ts';

/**
 * An officer's death told with its date or circumstance between the word and the name ('a pris
 * acte du décès, survenu le 30 août 2026, de M. X, président'): the officer leaves, as after 'décès
 * de'. Reads the folded words before the name.
 */
export const DEATH_WITH_CLAUSE_BEFORE = /\bdeces\s*,?\s*(?:survenue?|intervenue?)\s[^,;:]{1,60}?,?\s*d[eu]\s*$/;

/**
 * An officer's death recorded is a change of the company's officers (`nomination`), whether or not
 * a successor is named: 'pris acte du décès de M. X, cogérant', 'à la suite du décès du gérant', 'M.
 * X, président, étant décédé'. Only an office's holder: a partner's death changes no office. The
 * lowest event by precedence, so a dissolution or a sale the death leads to still types the notice.
 */
export const OFFICER_DEATH_WORDINGS: readonly RegExp[] = [
  withRoles(/\bdeces\b(?:\s*,?\s*(?:survenue?|intervenue?)\s[^,;:]{1,60}?,)?\s*(?:de|du)\s+(?:m|mme|mlle|monsieur|madame)\b\.?\s[^.;,]{1,60},\s*(?:son |sa |leur |notre )?(?:ROLE)\b/),
  withRoles(/\bdeces (?:du |de la |de l'|de son |de sa |de leur |de notre )(?:ROLE)\b/),
  withRoles(/\b(?:ROLE)\s*,?\s*(?:est |etant |s'etant )?decedee?\b/),
];
