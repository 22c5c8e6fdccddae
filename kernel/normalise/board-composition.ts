/**
 * A board's composition printed as it stands after a meeting of this notice ('Composition du
 * conseil d'administration à l'issue de l'assemblée générale du …', 'Suite à l'assemblée générale
 * du …, le conseil d'administration se compose de : …'): the meeting gave the board its members,
 * a change of officers; so does a meeting that renews the board or elects its members ('a renouvelé
 * le conseil d'administration, composé de : …', 'a élu les administrateurs suivants : …'). A
 * composition recalled with no meeting ('inchangée depuis l'exercice précédent') names none.
 * Folded text.
 */

import { matchesOf } from './global-pattern.ts';

const MEETING =
  "(?:a l'issue (?:de l'|du |des |de la |d')|(?:a la suite|suite) (?:a l'|au |aux |a la |de l'|du |des |de la |d'))(?:assemblee|conseil|decisions?|reunion|deliberation)";

const BOARD = "conseil (?:d'administration|de surveillance)";

export const BOARD_COMPOSED_AFTER_MEETING: readonly RegExp[] = [
  // The meeting renews the board or elects its members: a change of officers however the members are listed after.
  new RegExp(`\\b(?:a|ont) (?:renouvele|recompose|reconstitue) (?:le|son|leur) ${BOARD}\\b`),
  new RegExp(`\\brenouvellement (?:du|de son|de leur) ${BOARD}\\b`),
  /\b(?:a|ont|sont|ont ete) elu(?:e|s|es)? (?:les |ses |leurs )?(?:(?:nouveaux|nouvelles|autres) )?(?:administrat(?:eur|rice)s?|membres du conseil)\b/,
  new RegExp(`\\bcomposition du ${BOARD}\\b[^.;:\\n]{0,30}?\\b${MEETING}\\b`),
  new RegExp(`\\b${MEETING}\\b[^.;:]{0,100}?\\b${BOARD} (?:se compose|se composera|est (?:desormais |dorenavant )?compose)\\b`),
];

/**
 * The words that open a board of directors' composition ('le conseil d'administration se compose de :',
 * 'Composition du conseil d'administration', 'a renouvelé le conseil d'administration, composé de :'),
 * or of a supervisory board ('le conseil de surveillance est composé de :'), whose members hold a seat alike.
 */
const COMPOSITION_OPENING =
  /\b(?:composition du conseil (?:d'administration|de surveillance)|conseil (?:d'administration|de surveillance),? (?:se compose|se composera|est (?:desormais |dorenavant )?compose|(?:desormais |ainsi |qui est )?compose|comprend|(?:demeure|reste) (?:ainsi )?compose)|conseil (?:d'administration|de surveillance)\s*\((?:inchange|apres [^)\n]{1,40}|a l'issue [^)\n]{1,40}|desormais|nouveau)\)(?=\s*:)|administrat(?:eurs|rices) (?:a l'issue (?:de l'|du |des |de la |d')|apres l'|apres la |en fonctions?\b|en exercice\b|a ce jour\b)[^:\n]{0,60}(?=:))/g;
/** A sentence's end: a word of three letters or more and its full stop (a civility's dot, 'M.', 'MM.', is none). */
const SENTENCE_END = /[^\s.]{3,}\.\s/;
/**
 * ', vice-président ;', ', trésorière ;', ', secrétaire,': a board office that has no role of its
 * own in the field rules; what it tells is the seat.
 */
const SEAT_OFFICE_AFTER = /^\s*,\s*(?:vice-presidente?|tresoriere?(?:-adjointe?)?|secretaire(?:-adjointe?|\s+generale?)?|membre)\s*(?:[;,.\n]|$)/;

/**
 * Whether the name ending at `end` is a member of a board of directors whose composition the
 * notice prints, named with a board office that has no role of its own ('le conseil
 * d'administration se compose de : M. X, président ; M. Y, vice-président ; Mme Z, trésorière'):
 * Y and Z sit on the board, so they are directors. Folded text; the name stands in the
 * composition's sentence or paragraph.
 */
export function seatedByBoardOffice(folded: string, index: number, end: number): boolean {
  if (!SEAT_OFFICE_AFTER.test(folded.slice(end, end + 40))) return false;
  COMPOSITION_OPENING.lastIndex = 0;
  for (const opening of matchesOf(COMPOSITION_OPENING, folded)) {
    if (opening.index >= index) return false;
    const between = folded.slice(opening.index + opening[0].length, index);
    if (!between.includes('\n\n') && !SENTENCE_END.test(between)) return true;
  }
  return false;
}

/** What follows a name listed bare: the next name of the list, the sentence's end, or the one it replaces. */
const BARE_ITEM_AFTER = /^\s*(?:,?\s*en remplacement\b|,\s*(?:et\s+)?(?:m|mme|mlle|monsieur|madame|mm)\b|et\s+(?:m|mme|mlle|monsieur|madame)\b|,\s*(?:et\s+)?(?:la |l')?(?:societe|ste)\b|et\s+(?:la |l')?(?:societe|ste)\b|[.;]|$)/;

/**
 * Whether the name ending at `end` is listed bare in the composition of a board of directors
 * ('Le premier conseil d'administration est composé de M. X, M. Y et Mme Z.'): each member sits on
 * the board, a director. Folded text; the name stands in the composition's sentence.
 */
export function listedOnBoard(folded: string, index: number, end: number): boolean {
  if (!BARE_ITEM_AFTER.test(folded.slice(end, end + 20))) return false;
  // A director company's representative is no member, in a composition as in a list ('la société A, représentée par M. Y.').
  if (REPRESENTS_BEFORE.test(folded.slice(Math.max(0, index - 60), index))) return false;
  COMPOSITION_OPENING.lastIndex = 0;
  for (const opening of matchesOf(COMPOSITION_OPENING, folded)) {
    if (opening.index >= index) break;
    const between = folded.slice(opening.index + opening[0].length, index);
    // A list its colon opens may part its members by semicolons ('composé de : M. X, président ; Mme Y ; M. Z').
    if (!between.includes('\n\n') && !SENTENCE_END.test(between) && (!between.includes(';') || /^\s*(?:de\s*)?:/.test(between))) return true;
  }
  // (wt-org2) So is a person in a list of directors its colon opens ('… : – la société A, … ; – M. Z.'),
  // not a director company's representative ('la société A, représentée par M. Y ;').
  return inAppointedDirectorsList(folded, index);
}

const REPRESENTS_BEFORE = /\b(?:representee?s?|represente|representant(?:e)?)\b[^;:\n]{0,40}$/;

/**
 * Whether the text may tell seats on a board: a director's word, or a supervisory board, whose
 * members the field rules record as directors too (a seat on any collegial organ is `administrateur`).
 */
export function seatsOnBoardTold(folded: string): boolean {
  return folded.includes('administrat') || folded.includes('conseil de surveillance');
}

/** Whether `index` stands in a list of directors its colon opens, in the same paragraph and sentence. */
function inAppointedDirectorsList(folded: string, index: number): boolean {
  if (!seatsOnBoardTold(folded)) return false;
  APPOINTED_DIRECTORS_OPENING.lastIndex = 0;
  for (const m of matchesOf(APPOINTED_DIRECTORS_OPENING, folded)) {
    if (m.index >= index) break;
    const between = folded.slice(m.index + m[0].length, index);
    if (!between.includes('\n\n') && !SENTENCE_END.test(between)) return true;
  }
  return false;
}

/**
 * (wt-org2) Directors appointed as a list its colon opens ('Ont été nommés administrateurs : M. X, la
 * société A, …', 'L'assemblée a nommé en qualité de membres du conseil de surveillance, pour six années :
 * M. X, …', 'ont été nommés membres du conseil d'administration institué par l'article 15 des
 * statuts de la société G, …, RIDET … :'): each item sits on the board as a composition's does. Not a
 * supervisory board's members, whose role the field rules do not name (docs/labelling-questions.md, question 6).
 */
const APPOINTED_DIRECTORS_OPENING = /\b(?:(?:ont ete|sont|ete) (?:nommee?s|designee?s|elue?s|renouvelee?s)|(?:a|ont) (?:nomme|designe|elu|renouvele))\s+(?:en qualite d[e']\s*|comme )?(?:administrat(?:eur|rice)s|membres du conseil (?:d'administration|de surveillance))\b(?:[^.;:\n]|\.(?=\d)){0,300}?:/g;
/**
 * What follows a company listed in a board: its own particulars (form, capital, identifier, its
 * permanent representative) to the item's end, no office of its own among them ('la société A, SAS,
 * RIDET …, représentée par M. Y ;').
 */
const COMPANY_ITEM_AFTER = /^(?:[^;:.\n]|\.(?=\d)|(?<=\b(?:m|mme|mm|mlle))\.){0,200}?(?:;|\.(?=\s|$)|\n|$|,\s*et\s+(?:de\s+)?(?:la |l')?(?:societe|m\b|mme\b))/;
/** The words that name the member replaced, right before its name. */
const REPLACED_BEFORE = /\b(?:en remplacement|remplacant|succedant)\s+(?:de|d'|du|a)\s*$/;
/** An office of its own in a company's item: read by the office's own reading, not as a seat. */
const OWN_OFFICE = /\b(?:presidente?|gerante?|direct(?:eur|rice)|commissaire|liquidat(?:eur|rice)|censeur|vice-presidente?)\b/;

/**
 * Whether the company named from `index` to `end` is an item of a board of directors' composition
 * ('le conseil d'administration est désormais composé de : (a) Mme X, présidente ; … (c) la société
 * A, SAS, RIDET … ;') or of a list of directors its colon opens: a director, the company itself
 * its member, its representative no officer of the notice's company. Folded text.
 */
export function companySeatedOnBoard(folded: string, index: number, end: number): boolean {
  // The one replaced leaves the seat ('…, M. Z, en remplacement de la société L, …').
  if (REPLACED_BEFORE.test(folded.slice(Math.max(0, index - 40), index))) return false;
  const item = COMPANY_ITEM_AFTER.exec(folded.slice(end, end + 240));
  if (!item || OWN_OFFICE.test(item[0].replace(/\brepresentee? par\b.*$/, ''))) return false;
  COMPOSITION_OPENING.lastIndex = 0;
  for (const m of matchesOf(COMPOSITION_OPENING, folded)) {
    if (m.index >= index) break;
    const between = folded.slice(m.index + m[0].length, index);
    if (!between.includes('\n\n') && !SENTENCE_END.test(between)) return true;
  }
  return inAppointedDirectorsList(folded, index);
}
