/**
 * A board's composition printed as it stands after a meeting of this notice ('Composition du
 * conseil d'administration à l'issue de l'assemblée générale du …', 'Suite à l'assemblée générale
 * du …, le conseil d'administration se compose de : …'): the meeting gave the board its members,
 * a change of officers. A composition recalled with no meeting ('inchangée depuis l'exercice
 * précédent') names none. Folded text.
 */

const MEETING =
  "(?:a l'issue (?:de l'|du |des |de la |d')|(?:a la suite|suite) (?:a l'|au |aux |a la |de l'|du |des |de la |d'))(?:assemblee|conseil|decisions?|reunion|deliberation)";

const BOARD = "conseil d'(?:administration|surveillance)";

export const BOARD_COMPOSED_AFTER_MEETING: readonly RegExp[] = [
  new RegExp(`\\bcomposition du ${BOARD}\\b[^.;:\\n]{0,30}?\\b${MEETING}\\b`),
  new RegExp(`\\b${MEETING}\\b[^.;:]{0,100}?\\b${BOARD} (?:se compose|se composera|est (?:desormais |dorenavant )?compose)\\b`),
];
