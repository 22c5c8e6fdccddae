/**
 * Events of a company's establishments rather than of its articles. A company registered outside
 * New Caledonia (France, Polynesia, abroad) that registers a branch here starts its record here
 * (`creation`, as the shared corpus labels it) and ends it when it closes that branch (`dissolution`,
 * the type table's radiation). A company registered here that opens, moves, renames or closes one
 * of its secondary establishments is neither constituted nor dissolved and keeps its seat: the
 * field rules' "any other change" (`statuts`), as for a company put to sleep. Folded text; strong
 * evidence for classify.ts, where a higher event the notice also reports still wins by precedence.
 */

/**
 * An establishment opened or registered, told as done ('a ouvert un établissement secondaire',
 * 'Immatriculation d'une succursale', 'la création d'un établissement secondaire'); the purpose of
 * a request ('en vue de l'ouverture d'un établissement secondaire') opens nothing.
 */
export const ESTABLISHMENT_OPENINGS: RegExp[] = [
  /(?<!\ben vue de l')\b(?:ouverture|creation)\b[^.\n]{0,40}\bd'(?:une succursale|un etablissement secondaire)\b/,
  /\bimmatriculation (?:d'une succursale|d'un etablissement secondaire)\b/,
  /\b(?:a|ont) (?:ouvert|cree)\b[^.;\n]{0,60}\b(?:une succursale|un (?:[a-z]+ )?etablissement|un (?:[a-z]+ )?point de vente)\b/,
  // A heading that names the event alone ('OUVERTURE D'ÉTABLISSEMENT').
  /^[ \t]*ouverture d'(?:un )?etablissement\b/m,
];

/** A branch closed ('la fermeture de la succursale de Nouméa', 'fermeture définitive de sa succursale'). */
export const BRANCH_CLOSINGS: RegExp[] = [/\bfermeture (?:definitive )?de (?:la |sa |leur )succursale\b/];

/**
 * A secondary establishment closed or moved, or one establishment's trade name changed: the
 * company's own record keeps its articles and its seat.
 */
export const ESTABLISHMENT_CHANGES: RegExp[] = [
  /\b(?:fermeture|fermer|transfert|transferer|deplacement|demenagement)\b(?: definitif| definitive)?[^.;\n]{0,40}?\b(?:l'|son |un |ses |les |d'un )etablissements? secondaires?\b/,
  /\b(?:changement|modification) (?:d'|de l'|de son |de la )enseigne\b/,
  /\b(?:adoption|changement|modification) (?:d'un |du |de son )nom commercial\b/,
  /\b(?:desormais|dorenavant)\b[^.;\n]{0,80}\bsous (?:le nom commercial|l'enseigne)\b/,
];

/**
 * The company is registered outside New Caledonia: another register's number (a SIREN, `RCS
 * Paris`, `492 818 463 R.C.S. Lyon`, the register of Marseille, `N° TAHITI`, an ACN or ABN), a
 * foreign law (`société de droit australien`), a seat whose postcode is not New Caledonia's, or a
 * branch said to be 'en Nouvelle-Calédonie'. A branch (`succursale`) is an outside company's.
 */
const REGISTERED_ELSEWHERE = new RegExp(
  [
    String.raw`\bsiren\b`,
    String.raw`\bsuccursales?\b`,
    String.raw`\br\.?\s?c\.?\s?s\.?\s+(?:de\s+|du\s+)?(?!noumea\b|sous\b|numero\b|des\b|en cours\b)[a-z]{3,}`,
    String.raw`\bregistre du commerce et des societes de (?!noumea\b)[a-z]{3,}`,
    String.raw`\bn° tahiti\b`,
    String.raw`\b(?:acn|abn)\b`,
    String.raw`\bsociete de droit (?!francais\b|caledonien\b|prive\b|public\b|commun\b)[a-z-]{4,}`,
    String.raw`\bsiege(?: social)?\s*:?[^\n]{0,80}?(?<![\d.,])(?!988)\d{5} [a-z]`,
    String.raw`\betablissement secondaire en nouvelle-caledonie\b`,
  ].join('|'),
);

/** Whether the text may tell an establishment's event at all (speed only: most notices name none). */
export function mayTellEstablishment(folded: string): boolean {
  return folded.includes('etablissement') || folded.includes('succursale') || folded.includes('point de vente') || folded.includes('enseigne') || folded.includes('nom commercial');
}

/** Whether the notice's company is registered outside New Caledonia (folded text). */
export function registeredElsewhere(folded: string): boolean {
  return REGISTERED_ELSEWHERE.test(folded);
}
