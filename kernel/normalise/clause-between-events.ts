/**
 * Events whose noun and verb a relative clause or an apposition sets apart (`la durée de la société,
 * qui expirait le 31 décembre 2026, a été prorogée de 50 années`): a reader joins the noun to its
 * verb past the clause between commas, as classify.ts does for a seat's former address. Patterns
 * over folded text.
 */

/** The company's duration prorogued, a clause between commas after the noun. */
export const PROROGATION_PAST_A_CLAUSE: readonly RegExp[] = [/\bduree(?: de la societe| sociale)?\s*,[^;:\n]{1,120}?,\s*(?:a ete|est|sera) prorogee\b/];
