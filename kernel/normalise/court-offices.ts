/**
 * The offices a court gives in a collective procedure, as notices write their titles, declared once
 * for the readings that must know the court's appointees from the parties (court-officer-company.ts,
 * court-parties.ts, a greffe list's entry fields in split-notices.ts, an organ's label line in
 * subject-company.ts) and for the officers' reader, which names each office (officer-roles.ts).
 * Regex sources over folded text (lower case, no accents), feminine and plural written.
 *
 * Two readings of the same titles: with the word that makes the office the court's
 * (`COURT_OFFICE`: a bare 'liquidateur' may be a company's own liquidateur amiable, a bare
 * 'administrateur' a member of its board), and as a judgment names its organs once the procedure is
 * told, where that word is often left out ('à la requête du liquidateur', 'Mandataire : Me X').
 */

// Each title's words, for a reader that tells the offices apart.
export const COMMISSIONER_OF_THE_PLAN = String.raw`commissaires? a l'execution du plan`;
export const MANDATAIRE = String.raw`mandataires?`;
export const ADMINISTRATOR = String.raw`administrat(?:eur|rice)s?`;
export const LIQUIDATOR = String.raw`liquidat(?:eur|rice)s?`;
export const JUDICIAL = String.raw`judiciaires?`;
// The mandataire judiciaire's name under the 1985 law, before the 2005 reform, still printed in older notices.
export const CREDITORS_REPRESENTATIVE = String.raw`representants? des creanciers`;

/**
 * A court's appointee by its full title: the plan's commissaire (the plan it carries out may be
 * named), the mandataire judiciaire (or liquidateur, or représentant des créanciers), the
 * administrateur and the liquidateur judiciaire.
 */
export const COURT_OFFICE = String.raw`(?:${COMMISSIONER_OF_THE_PLAN}(?: de (?:sauvegarde|redressement|continuation))?|${MANDATAIRE} (?:${JUDICIAL}|${LIQUIDATOR})|${CREDITORS_REPRESENTATIVE}|${ADMINISTRATOR} ${JUDICIAL}|${LIQUIDATOR} ${JUDICIAL})`;

/** A court's organ as a judgment names it, the word 'judiciaire' written or not. */
export const COURT_ORGAN = String.raw`(?:${LIQUIDATOR}(?: ${JUDICIAL})?|${MANDATAIRE}(?: ${JUDICIAL})?|${CREDITORS_REPRESENTATIVE}|${ADMINISTRATOR}(?: ${JUDICIAL})?|${COMMISSIONER_OF_THE_PLAN})`;
