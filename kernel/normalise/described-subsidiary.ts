/**
 * A company named only inside another company's description, as the company it is the sole
 * shareholder of (`Vu les statuts de la société X, …, RIDET …, actionnaire unique de la société Y,
 * SAS, RIDET …`), while X's name is named again in the text (the act's own company: `Sont approuvées
 * les modifications des statuts de la société X`) and Y's never is. The rules set X aside as Y's
 * parent, leaving Y the only candidate; a reader sees the act is X's. Which company the notice is
 * about the rules cannot tell here: quarantined with both, never published under Y.
 */

import { fold } from './fold.ts';
import { nameBoundToIdentifier } from './identifier-name-binding.ts';
import { SOLE_SHAREHOLDER_OF_AFTER } from './parent-company.ts';
import type { RidetMatch } from './ridet.ts';

/** How far after the parent's identifier the described company's identifier may stand. */
const DESCRIPTION_REACH = 200;

/**
 * A name in capitals, two words of letters at least (company-mentions.ts's UPPER_NAME reads digits
 * and amounts too: `310 000 000 F CFP`, `RIDET 0 278 499.001` before the identifier).
 */
const CAPITALS_NAME = /\p{Lu}[\p{Lu}'’&-]*(?:[ ]+[\p{Lu}'’&-]+)+/gu;
/** How far before its identifier a described company's name may stand (its form, capital and seat between). */
const NAME_REACH = 300;

/** The last name in capitals before the identifier at `index`, its description between, or null. */
function capitalsNameBefore(text: string, index: number): string | null {
  const before = text.slice(Math.max(0, index - NAME_REACH), index);
  return [...before.matchAll(CAPITALS_NAME)].map((m) => m[0].trim()).filter((name) => !/^(?:RIDET|RID|RCS|F CFP)\b/.test(name)).at(-1) ?? null;
}

/** How many times a name is printed in the folded text (spaces made single), as a run of its words. */
function printings(folded: string, name: string): number {
  const wanted = fold(name).replace(/\s+/g, ' ').trim();
  if (wanted.length < 4) return 0;
  let count = 0;
  for (let at = folded.indexOf(wanted); at >= 0; at = folded.indexOf(wanted, at + wanted.length)) count += 1;
  return count;
}

/** The parent whose description names the published company, when the notice names the parent again and the company never: else null. */
export function subsidiaryOnlyInParentDescription(text: string, matches: readonly RidetMatch[], subject: RidetMatch): RidetMatch | null {
  if (matches.filter((m) => m.rid === subject.rid).length !== 1) return null;
  const folded = fold(text).replace(/[ \t\n]+/g, ' ');
  const flat = fold(text);
  const parent = matches.find((m) => {
    const end = m.index + m.printed.length;
    return m.rid !== subject.rid && end <= subject.index && subject.index - end <= DESCRIPTION_REACH && !/[.;]\s/.test(flat.slice(end, subject.index)) && SOLE_SHAREHOLDER_OF_AFTER.test(flat.slice(end, end + 40));
  });
  if (!parent) return null;
  const parentName = nameBoundToIdentifier(text, parent.index) ?? capitalsNameBefore(text, parent.index);
  const subjectName = nameBoundToIdentifier(text, subject.index);
  if (parentName === null || subjectName === null) return null;
  return printings(folded, parentName.replace(/\s+/g, ' ')) >= 2 && printings(folded, subjectName.replace(/\s+/g, ' ')) === 1 ? parent : null;
}

/** The quarantine's detail, in French. */
export function describedSubsidiaryDetail(parent: RidetMatch, subject: RidetMatch): string {
  return `La seule société restante (« ${subject.printed} ») n’est citée que dans la description d’une autre (« ${parent.printed} », son actionnaire unique), que le texte nomme à nouveau comme la société de l’acte : laquelle l’annonce concerne, le texte ne le dit pas assez nettement.`;
}
