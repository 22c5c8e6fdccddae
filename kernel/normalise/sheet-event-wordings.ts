/**
 * Events as labelled sheets and tables print them, without a verb: a heading that names what is
 * constituted (`CONSTITUTION D'UN GROUPEMENT D'INTÉRÊT ÉCONOMIQUE`), a capital cell that gives the
 * amount before and after an arrow (`Capital : 1 000 000 F CFP → 10 000 000 F CFP`) or on two lines
 * (`Ancien capital : …` / `Nouveau capital : …`), and a holder
 * of an office read from a before/after table of mandates (`Nouveau titulaire : X`,
 * `Nouveau suppléant : Y`, as layout/linearise.ts writes an `Avant | Après` row). Strong evidence
 * of their type, as the same events told in sentences are (classify.ts). Patterns over folded text.
 */

/** A collective company constituted: a groupement is constituted as a société is. */
export const SHEET_CREATIONS: readonly RegExp[] = [/\bconstitution (?:d'un |du )groupement\b/];

/** A capital cell's amount before an arrow and the amount after it: the capital changed. */
// Or a capital cell whose value opens on the change's participle ('Capital de la bénéficiaire : porté de
// 1 000 000 à 26 000 000 F CFP').
export const SHEET_CAPITAL_CHANGES: readonly RegExp[] = [
  /^[^\n]*\bcapital\b[^\n:]{0,40}:[^\n]{0,40}\d[^\n\d]{0,12}(?:→|->|=>|⇒)[ \t]*\d/m,
  /^[^\n]*\bcapital\b[^\n:]{0,40}:[ \t]*(?:porte|ramene|reduit|augmente|diminue)e?\b[^\n]{0,20}\d/m,
  // Or its two values on two lines, the former then the new ('Ancien capital : 100 000 000' /
  // 'Nouveau capital : 160 000 000', as layout/linearise.ts writes a table of changes' row).
  /^[ \t]*ancien capital(?: social)?[ \t]*:[^\n]*\d[^\n]*\n[ \t]*nouveau capital(?: social)?[ \t]*:[^\n]*\d/m,
];

/**
 * A mandate's new holder under a before/after table's label, or a holder named by the side alone
 * under a record's function ('– Mandat : Président' / 'Sortant : M. X' / 'Entrant : Mme Y').
 */
export const SHEET_NOMINATIONS: readonly RegExp[] = [/^\s*nouv(?:eau|el|elle) (?:titulaire|suppleante?)\s*:/m, /^[ \t]*[-–•]?[ \t]*(?:fonctions?|mandats?|postes?|qualites?)[ \t]*:[^\n]*\n(?:[^\n]+\n){0,2}[ \t]*(?:sortante?s?|entrante?s?)[ \t]*:/m];
