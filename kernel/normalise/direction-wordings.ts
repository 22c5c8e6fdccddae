/**
 * A change of officers told by what happens to an office rather than by an appointment: a term
 * that ends ('a pris acte de la fin du mandat de directeur général de M. X'), the chair and the
 * general management joined or split ('réunir les fonctions de président du conseil
 * d'administration et de directeur général'), the general management taken on ('exercera
 * désormais la direction générale'), an officer kept or re-elected by name ('a réélu Mme X
 * présidente', 'a maintenu M. Y dans ses fonctions de président'), an appointment whose office
 * follows the person's birth and nationality ('a désigné M. X, né le … à …, directeur général
 * délégué'). Folded text.
 */

const OFFICE = "(?:co-?)?(?:gerante?|presidente?|direct(?:eur|rice)|administrat(?:eur|rice)|commissaires? aux comptes)";

const OFFICE_WORD = '(?:co-?)?(?:gerante?|presidente?|directeur|directrice|administrat|commissaire|liquidat)';
const PERSON = "(?:m|mme|mlle|monsieur|madame)\\b\\.?\\s+[^.;,]{1,60}?";
const BIRTH = "(?:\\s*(?:de nationalite [a-z-]+|nee? le [^,;]{4,30}?(?: a [^,;]{2,50})?)\\s*,){1,2}";

export const DIRECTION_CHANGES: readonly RegExp[] = [
  new RegExp(`\\b(?:reelue?s?|maintenue?s?)\\s+${PERSON},?\\s(?:dans ses fonctions d[e'] ?)?${OFFICE_WORD}`),
  new RegExp(`\\b(?:nomm|design)\\w*\\s+${PERSON},${BIRTH}\\s*${OFFICE_WORD}`),
  new RegExp(`\\bfin (?:du|de son|de leurs?|des) mandats? (?:de |d')${OFFICE}`),
  /\b(?:reunir|cumuler|dissocier|unifier|separer|reunion|dissociation|cumul)\b[^.;\n]{0,30}\bfonctions de presidente? (?:du conseil d'administration )?et de direct(?:eur|rice) generale?\b/,
  /\b(?:exercera|assumera|assurera|exerce|assume) (?:desormais |dorenavant )?la direction generale\b/,
];
