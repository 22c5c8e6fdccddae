/**
 * An officers' table whose last column says what the act did to each holder (`Fonction |
 * Titulaire | Décision` / `Président | X | renouvelé`), as the layout pass writes its rows back
 * (layout/linearise.ts: `Président : X (renouvelé)`): a holder appointed, renewed, re-elected or
 * resigning is a change of officers told by the table, as the verb tells it in prose. A holder
 * kept unchanged (`inchangé`, `sans changement`) is none. Folded text.
 */

const OFFICE = '(?:co-?)?(?:gerante?|presidente?|direct(?:eur|rice)|administrat(?:eur|rice)|commissaires? aux comptes|membres? du (?:conseil|directoire))';

/** The decision cell, alone or after another qualifier of the same row (`(SARL, nommé)`). */
const DECISION = '(?:non )?(?:nommee?s?|renouvelee?s?|designee?s?|reconduite?s?|reelue?s?|cooptee?s?|elue?s?|demissionnaires?|revoquee?s?|sortante?s?|entrante?s?)';

export const OFFICERS_TABLE_DECISIONS: readonly RegExp[] = [
  new RegExp(String.raw`^[ \t]*(?:[-\u2013] )?${OFFICE}\b[^:\n]{0,40}:[^\n]{1,200}\((?:[^()\n]*,\s*)?${DECISION}\)[ \t]*$`, 'm'),
];
