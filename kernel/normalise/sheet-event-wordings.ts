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
  // The capital's word cut as compositors cut it ('AUG/CAP 300.000 → 1.300.000 F', 'Cptl 1M→2M', 'F.soc. 1 M ⇒ 3 M'), its
  // sum before an arrow and its sum after: the change of capital, whatever word tells it.
  /\b(?:cap|cptl|cpl|kpl|k|f\.?[ ]?soc|fonds social)\b\.?[ \t]*[:=>»]?[ \t]*\d[\d .,]*[ \t]*(?:m\.?|millions?)?[ \t]*(?:f|xpf|cfp)?[ \t]*(?:→|->|=>|⇒)[ \t]*\d/,
];

/**
 * A seat told moved by its two places, as compositors print it without a verb: the seat's word or
 * its cut (`siège`, `sge`, `sg`, a domicile's `dom.`) followed on its line by a place, an arrow
 * and another place (`Siège : 4 r. X, ville A → 12 rte Y, ville B`, `TR/SIÈGE anc. A → nv. lot 3`,
 * `Dom.A→B`), or by its label's mark and `de X à Y` (`Siège : de A à B`).
 * Not where the arrow joins two sums or two legal forms (a capital's or a transformation's change
 * on the seat's line) or reaches a date, nor `=>`, which compositors also print as a label's mark
 * (`sge => baie des Tests`), nor a seat's word in prose (`le siège de la société à …`: the label's mark
 * is required for `de … à`).
 */
const SEAT_WORD = String.raw`\b(?:siege(?: social)?|sge|sg|dom)\b\.?`;
const NOT_SUM_OR_FORM = String.raw`(?![ \t]*(?:\d[\d .,]*[ \t]*(?:m\b|m\.|millions?|f\b|xpf|cfp)|(?:sarl|sas|sasu|eurl|sci|snc|sa|selarl)\b))`;
export const SHEET_SEAT_MOVES: readonly RegExp[] = [
  new RegExp(String.raw`${SEAT_WORD}(?:(?!\bcap|\bk\b|\d[\d .,]*[ \t]*(?:m\b|m\.|f\b|xpf))[^\n→⇒]){0,60}?\p{L}[^\n\d→⇒]{0,12}?(?:→|->|⇒)${NOT_SUM_OR_FORM}[ \t]*(?:nv\.?|nouv\.?|nouveau|nouvelle)?[ \t]*(?:\p{L}|\d{1,4}[ ,]+\p{L})`, 'u'),
  new RegExp(String.raw`${SEAT_WORD}[ \t]*[:=>»][ \t]*de[ \t]+(?!\d)[^\n]{1,60}?[ \t]a[ \t]+(?!\d)\p{L}`, 'u'),
];

/**
 * A mandate's new holder under a before/after table's label, or a holder named by the side alone
 * under a record's function ('– Mandat : Président' / 'Sortant : M. X' / 'Entrant : Mme Y').
 */
export const SHEET_NOMINATIONS: readonly RegExp[] = [/^\s*nouv(?:eau|el|elle) (?:titulaire|suppleante?)\s*:/m, /^[ \t]*[-–•]?[ \t]*(?:fonctions?|mandats?|postes?|qualites?)[ \t]*:[^\n]*\n(?:[^\n]+\n){0,2}[ \t]*(?:sortante?s?|entrante?s?)[ \t]*:/m];
