/**
 * Events whose words something sets apart: a relative clause between the noun and its verb (`la
 * durée de la société, qui expirait le 31 décembre 2026, a été prorogée de 50 années`), another
 * verb between the auxiliary and the participle it shares (`a adopté la dénomination … et
 * transféré le siège`). A reader joins them past what stands between, as classify.ts does for a
 * seat's former address. Patterns over folded text.
 */

/** The company's duration prorogued, a clause between commas after the noun. */
export const PROROGATION_PAST_A_CLAUSE: readonly RegExp[] = [/\bduree(?: de la societe| sociale)?\s*,[^;:\n]{1,120}?,\s*(?:a ete|est|sera) prorogee\b/];

/**
 * A seat's transfer told by a verb that shares the auxiliary of the one before it (`l'AGE a adopté
 * la dénomination « X » et transféré le siège au …`).
 */
export const SEAT_MOVED_SHARED_AUXILIARY: readonly RegExp[] = [/\b(?:a|ont) \w+e?s?\b[^.;:\n]{1,120}? et transfere (?:le|son) siege\b/];
