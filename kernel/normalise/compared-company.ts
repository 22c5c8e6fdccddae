/**
 * A company named in a comparison with the notice's own (`La gérance de la société, comme celle de la
 * SCI Y (RIDET …), demeure assurée par …`, `à l'instar de la société Y, RIDET …`), or in contrast
 * with it (`la présente société est distincte de la société de même dénomination Y, …, RIDET …`,
 * `sans lien avec la société Y`, `à ne pas confondre avec`): the notice tells of its company, and
 * names Y only as one alike or apart. Y's identifier is a third party's. `ainsi que celle
 * de` is not read so: it may add a second company to the event (`la dissolution de X ainsi que celle
 * de Y`). Folded text before the identifier.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

const COMPARED_BEFORE = new RegExp(
  String.raw`\b(?:comme (?:celle|celui|celles|ceux) (?:de|du|des)|a l'instar (?:de|du|des)|distincte?s? (?:de|du|des)|sans (?:aucun )?lien avec|confond(?:re|ue?s?) avec)\s+(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b${CLAUSE_CHAR}{0,200}$`,
);

/** Whether the folded words before an identifier name its company in a comparison with the notice's own. */
export function comparedCompanyBefore(before: string): boolean {
  // The comparison's words are looked for first (speed only).
  if (!before.includes('comme ') && !before.includes('instar') && !before.includes('distinct') && !before.includes('lien avec') && !before.includes('confond')) return false;
  return COMPARED_BEFORE.test(before);
}
