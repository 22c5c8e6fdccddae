/**
 * Officers as a table or a sheet tells their movements: a row's movement cell after the holder's
 * name (the layout pass writes it in brackets: `Administrateur : M. X (démission)`), and the side
 * of a before / after grid the holder is printed on (a line opening on a label of the former state,
 * `Ancienne direction : Président : M. X`, or a block under a heading of the former state alone on
 * its line, `AVANT :` … until the after side's heading or a blank line). What leaves is read by the
 * nouns of leaving and the words for before and after, whatever the table's own labels. Folded
 * text (`fold`).
 */

/**
 * A movement cell right after the name that says the holder leaves; the row's other cells written
 * before it in the same brackets (`(AG du 3 mars, démission)`), each closed by its comma.
 */
const LEAVING_CELL =
  /^[ \t]*\([ \t]*(?:[^(),\n]{1,40},[ \t]*){0,3}(?:demission\w*|depart\w*|sorti(?:e|es|s)?|sortante?s?|revocation|revoquee?s?|fin (?:de|du|des) (?:mandats?|fonctions?)|cessation\w*|deces|decedee?|retraite|non[- ]?renouvel\w*|mandat (?:expire|echu|termine)|radiee?|retiree?)\b[^()\n]{0,40}\)/;

/** A cell that names whom the holder replaces (`(rempl. M. Y, dém.)`, `(en remplacement de Mme Z, démissionnaire)`): the leaving is that one's. */
const REPLACED_IN_CELL = /^[ \t]*\([^()\n]*\b(?:rempl(?:acement|\.|ace)|succede|succession)/;

/** Whether the text right after a holder's name (`after`, folded) is a movement cell saying the holder leaves. */
export function leavingCellAfter(after: string): boolean {
  return after.includes('(') && LEAVING_CELL.test(after) && !REPLACED_IN_CELL.test(after);
}

const FORMER = String.raw`(?:anciens?|anciennes?|avant|precedente?s?|ex|anterieure?s?)`;
const LATTER = String.raw`(?:nouveaux?|nouvelles?|nouvel|apres|desormais|actuel(?:le)?s?|posterieure?s?)`;
/** A line opening on a label whose first word is the former state (`Ancienne direction :`, `Avant :`, `Ex-gérance :`). */
const FORMER_LABEL = new RegExp(String.raw`^[ \t]*(?:[-–•][ \t]*)?${FORMER}(?:[- \t][^:\n]{0,40})?[ \t]*:`);
const LATTER_WORD = new RegExp(String.raw`(?:^|[^\p{L}])${LATTER}(?![\p{L}])`, 'u');
/** The line after the former holder's, the latter side saying the holder stays. */
const KEPT_NEXT = new RegExp(String.raw`^[^\n]*\n[^\n:]*${LATTER}[^\n:]*:[ \t]*(?:inchangee?s?|reconduite?s?|maintenue?s?|idem|sans changement|le meme|la meme)\b`);
/** A heading alone on its line naming one side of a before / after grid (`AVANT :`, `Situation antérieure`, `Après`). */
const SIDE_HEADING = new RegExp(String.raw`^[ \t]*(?:(${FORMER})|${LATTER})(?:[ \t]+(?:situation|etat|mentions?|redaction|composition|direction))?[ \t]*:?[ \t]*$|^[ \t]*(?:situation|etat|composition)[ \t]+(?:(${FORMER})|${LATTER})[ \t]*:?[ \t]*$`);
/**
 * A heading alone on its line, its colon printed, that names the movement of the items under it
 * (`Départs :`, `Démissions :`, `Mandats non renouvelés :`, `Administrateurs sortants :`; `Arrivées :`,
 * `Maintiens :`, `Nominations :` the other side): a grid of movements is read as a before / after grid.
 * The colon is required: a notice's title alone on its line (`DÉMISSION`) heads its whole text.
 */
const MOVEMENT_HEADING =
  /^[ \t]*(?:(departs?|demissions?|sorties?|revocations?|fins? (?:de |des )?(?:mandats?|fonctions)|cessations? (?:de |des )?fonctions|mandats? (?:non renouvele|expire|echu|termine)s?|(?:dirigeants?|administrat(?:eurs|rices)|membres|mandataires|commissaires aux comptes) (?:sortante?s|demissionnaires|non renouvele(?:e|s|es)?))|arrivees?|entrees?|maintiens?|nominations?|renouvellements?|(?:dirigeants?|administrat(?:eurs|rices)|membres) (?:maintenue?s|entrante?s|nouveaux|nommee?s|renouvelee?s))[ \t]*:[ \t]*$/;
/** An item under a leaving heading that appoints someone too (`– M. X, démissionnaire, remplacé par M. Y`): its names are read by their own words. */
const APPOINTING_ITEM = /\b(?:nommee?s?|designee?s?|remplacee?s? par|elue?s?|cooptee?s?|succede)\b/;
/** How many lines above a name a side's heading may stand. */
const SIDE_REACH = 12;

/**
 * Whether the name at `index` (folded text) is printed on the former side of a before / after
 * grid: on a line that opens on a former state's label, or under a former side's heading with no
 * blank line and no latter side's heading between; `previousEnd` is where the name before it ends.
 */
export function onFormerSide(folded: string, index: number, previousEnd: number): boolean {
  const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
  const prefix = folded.slice(lineStart, index);
  // The label is the name's own when no other name stands between them on the line; the latter
  // side may keep the holder ('Nouveau titulaire : inchangé').
  if (previousEnd <= lineStart && FORMER_LABEL.test(prefix)) return !LATTER_WORD.test(prefix) && !KEPT_NEXT.test(folded.slice(index, index + 200));
  let end = lineStart - 1;
  for (let k = 0; k < SIDE_REACH && end > 0; k += 1) {
    const start = folded.lastIndexOf('\n', end - 1) + 1;
    const line = folded.slice(start, end);
    if (!line.trim()) return false;
    const side = SIDE_HEADING.exec(line);
    if (side) return side[1] !== undefined || side[2] !== undefined;
    const movement = MOVEMENT_HEADING.exec(line);
    if (movement) {
      const lineEnd = folded.indexOf('\n', index);
      return movement[1] !== undefined && !APPOINTING_ITEM.test(folded.slice(lineStart, lineEnd < 0 ? folded.length : lineEnd));
    }
    end = start - 1;
  }
  return false;
}
