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
 * 'Composition du conseil d'administration', 'a renouvelé le conseil d'administration, composé de :').
 */
const COMPOSITION_OPENING = /\b(?:composition du conseil d'administration|conseil d'administration,? (?:se compose|se composera|est (?:desormais |dorenavant )?compose|(?:desormais |ainsi |qui est )?compose|comprend))\b/g;
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

/** What follows a name listed bare: the next name of the list, or the sentence's end. */
const BARE_ITEM_AFTER = /^\s*(?:,\s*(?:et\s+)?(?:m|mme|mlle|monsieur|madame|mm)\b|et\s+(?:m|mme|mlle|monsieur|madame)\b|[.;]|$)/;

/**
 * Whether the name ending at `end` is listed bare in the composition of a board of directors
 * ('Le premier conseil d'administration est composé de M. X, M. Y et Mme Z.'): each member sits on
 * the board, a director. Folded text; the name stands in the composition's sentence.
 */
export function listedOnBoard(folded: string, index: number, end: number): boolean {
  if (!BARE_ITEM_AFTER.test(folded.slice(end, end + 20))) return false;
  COMPOSITION_OPENING.lastIndex = 0;
  for (const opening of matchesOf(COMPOSITION_OPENING, folded)) {
    if (opening.index >= index) return false;
    const between = folded.slice(opening.index + opening[0].length, index);
    // A list its colon opens may part its members by semicolons ('composé de : M. X, président ; Mme Y ; M. Z').
    if (!between.includes('\n\n') && !SENTENCE_END.test(between) && (!between.includes(';') || /^\s*(?:de\s*)?:/.test(between))) return true;
  }
  return false;
}
