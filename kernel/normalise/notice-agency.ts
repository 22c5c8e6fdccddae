/**
 * A legal-notice agency, the office that publishes notices for many clients and prints its own
 * identity (and identifier) in a footer or a header: 'Annonces Légales X — SARL … — RIDET …',
 * 'PUBLICITÉ JURIDIQUE Y (SAS) – Ridet …'. Its trade names say what it does; the agency drafts the
 * notice, like an adviser's firm, and is never its subject. Folded text (lower case, no accents).
 */
export const NOTICE_AGENCY_PROFESSION = String.raw`annonces? legales?|publicite (?:juridique|legale)|agence de (?:publicite|presse|publications?) (?:legales?|juridiques?)`;
