/**
 * A company named inside another company's apposition by what the other company is to it: `La
 * société A, RIDET …, garante des engagements de sa filiale F, SARL, RIDET …, informe que son
 * assemblée a nommé …`. The possessive (`sa filiale`) is A's, the apposition (`garante de …`) is
 * A's description, and the sentence's verb and its organ (`son assemblée`) are A's: F is named only
 * by its relation to the company whose notice it is, a third party of the act. A reader knows this
 * from the sentence's build, whatever the words of the names.
 *
 * Read only where A's part toward F lends its money or its walls (a guarantor, a surety, a lender, a
 * creditor, a lessor): a parent that acts for its subsidiary (`au nom de sa filiale`, `associée unique
 * de sa filiale`) may be telling the subsidiary's own act, and a parent that announces (`informe que
 * sa filiale F …`) tells F's (subsidiary-announcement.ts). And only where the sentence goes on after
 * F with A's telling or decision: an apposition ended by a full stop says nothing of whose act comes
 * next. Folded text.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';
import { LESSOR_ALONE, MONEY_ROLE } from './role-noun-parties.ts';
import { OWN_DECISION, OWN_ORGAN, TELLING_VERB } from './telling-words.ts';

/** The relative named by a possessive (`sa filiale`, `sa sous-filiale`, `sa société sœur`). */
const RELATIVE = String.raw`(?:sa|ses|leur|leurs) (?:sous-?)?(?:filiales?|societes? s(?:oe|œ)urs?)`;

/**
 * The part the company before plays toward its relative: it guarantees, stands surety, lends or
 * lets (role-noun-parties.ts's nouns, plural too).
 */
const MONEY_OR_WALLS_ROLE = String.raw`(?:${MONEY_ROLE}s?|${LESSOR_ALONE})`;

/**
 * From the identifier before to this one: the apposition opening right after it (`, garante des
 * engagements de sa filiale`, `, qui s'est portée caution de sa filiale`, `(caution solidaire envers
 * sa filiale`), then the relative's name and description; no clause of its own (`que`) between.
 */
const RELATIVE_IN_APPOSITION = new RegExp(
  String.raw`^\s*[,(]\s*(?:(?:qui )?(?:s'est portee?|se porte|est|agissant en qualite de|en (?:sa )?qualite de) )?(?:la |le |l')?${MONEY_OR_WALLS_ROLE}\b(?:(?!\bque?\b|\bqu')${CLAUSE_CHAR}){0,80}?\b(?:de|d'|des|du|envers|a l'egard de|en faveur de|au profit de) ?${RELATIVE}\b(?:(?!\bque?\b|\bqu')${CLAUSE_CHAR}){0,200}$`,
);

/** After the relative's identifier and description: the sentence's verb or its subject's organ, told by a possessive. */
const SUBJECT_TELLS_AFTER = new RegExp(
  String.raw`^${CLAUSE_CHAR}{0,160}?(?:\b${TELLING_VERB}\b|\b${OWN_DECISION}\b|\b${OWN_ORGAN}\b)`,
);

/**
 * Whether the identifier printed at `index` is a company named in the apposition of the company
 * whose identifier ends at `previousEnd`, by what that company is to it, the sentence then telling
 * that company's act. `afterEnd`: where the identifier ends.
 */
export function namedAsGuaranteedRelative(folded: string, previousEnd: number, index: number, afterEnd: number): boolean {
  if (previousEnd <= 0) return false;
  const between = folded.slice(previousEnd, index);
  // The relative's words first (speed: most notices name none).
  if (!between.includes('filiale') && !between.includes('soeur') && !between.includes('sœur')) return false;
  return RELATIVE_IN_APPOSITION.test(between) && SUBJECT_TELLS_AFTER.test(folded.slice(afterEnd, afterEnd + 240));
}
