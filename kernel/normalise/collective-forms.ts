/**
 * The collective forms spelled out (a groupement d'intérêt économique, a coopérative): words that
 * name a company as 'société' does, so a role held in one ('administrateur unique du groupement
 * d'intérêt économique X', 'gérant de la coopérative Y') is a role in another company.
 */

/** The folded words of a collective form that stand for the company (alternatives, no group). */
export const COLLECTIVE_FORM_WORDS = String.raw`groupement d'interet economique|groupement|cooperative`;
