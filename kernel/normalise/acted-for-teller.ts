/**
 * A company that acts or tells a notice on another company's behalf.
 *
 * The agent: `La société A, RIDET …, a vendu au nom et pour le compte de la société L, RIDET …, le
 * fonds …`, `…, agissant pour le compte de la société L, RIDET …, …`. An act done in another's name
 * is that other's, so the agent is never the subject where the one it acts for is identified.
 *
 * The teller: `Pour le compte de la société L, SARL, RIDET …, le cabinet X, RIDET …, fait savoir que
 * …`, `À la demande de la société L, RIDET …, la SARL X, RIDET …, informe que …`. The one acted for
 * (`pour le compte de`, `au nom de`, `à la demande de`) is the company whose act is told; the one that
 * tells for it is its announcer (an accountant, a liquidator's firm, a domiciliation company), whatever
 * its trade or name. Read by `beside-subject-roles.ts` only where the rules left several companies:
 * the tellers are set aside where exactly one company is told as acted for. Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { TELLING_VERB } from './telling-words.ts';

/** The words of acting for another, then the company acted for, its description up to its identifier captured. */
const ACTED_FOR_BEFORE = new RegExp(
  String.raw`\b(?:(?:au nom et )?pour le compte|au nom|a la demande|sur (?:les )?instructions?)(?: de| d')\s*(?:la |l')?(?:societe\s+)?(${CLAUSE_CHAR_NL}{0,200})$`,
);

/** After a company's identifier and description: its telling verb (`fait savoir`, `informe`). */
const TELLS_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?)(?:,\s*)?\b${TELLING_VERB}\b`,
);

/**
 * After an agent's identifier and description, its verb or participle at most, the words of acting in
 * another's name, then the company acted for, its description up to that company's identifier.
 */
const ACTS_FOR_ANOTHER_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?)(?:,\s*)?(?:\b(?:agissant|intervenant|a (?:vendu|cede|consenti|donne en location-gerance|signe|conclu))\s+)?(?:au nom (?:et pour le compte )?|pour le compte )d(?:e |')\s*(?:la |l')?(?:societe\s+)?(${CLAUSE_CHAR_NL}{0,200})$`,
);

/** The same agent acting in the name of a person (`a vendu au nom et pour le compte de M. X`): the principal has no identifier. */
const ACTS_FOR_PERSON_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?)(?:,\s*)?(?:\b(?:agissant|intervenant|a (?:vendu|cede|consenti|donne en location-gerance|signe|conclu))\s+)?(?:au nom (?:et pour le compte )?|pour le compte )d(?:e |')\s*(?:m\.|mme|mlle|monsieur|madame|mademoiselle)\s`,
);

/** Whether the company of the identifier ending at `end` acts in the name of a person (its principal, unidentified). */
export function actsForPerson(prose: string, folded: string, end: number): boolean {
  const after = prose.slice(end, end + 300);
  // The words of acting for first (speed: most notices name no agent).
  if (!after.includes('compte') && !after.includes('au nom')) return false;
  const acts = ACTS_FOR_PERSON_AFTER.exec(after);
  return acts !== null && onlyCompanyDescription(folded.slice(end, end + acts[1]!.length), 'after');
}

/**
 * Whether the company of the identifier ending at `end` acts in the name of the company whose
 * identifier is printed next, at `nextIndex` (ending at `nextEnd`).
 */
export function actsForNext(prose: string, folded: string, end: number, nextIndex: number, nextEnd: number): boolean {
  const between = prose.slice(end, nextIndex);
  // The words of acting for first (speed: most notices name no agent).
  if (between.length > 400 || (!between.includes('compte') && !between.includes('au nom'))) return false;
  const acts = ACTS_FOR_ANOTHER_AFTER.exec(between);
  return acts !== null && onlyCompanyDescription(folded.slice(end, end + acts[1]!.length), 'after') && onlyCompanyDescription(folded.slice(nextIndex - acts[2]!.length, nextIndex), { identifier: folded.slice(nextIndex, nextEnd) });
}

/** Whether the company of the identifier at `index` (ending at `end`) is introduced as the one another acts for. */
export function actedFor(prose: string, folded: string, index: number, end: number): boolean {
  const before = prose.slice(Math.max(0, index - 280), index);
  // The words of acting for first (speed: most notices are told by their own company).
  if (!before.includes('compte') && !before.includes('au nom') && !before.includes('demande') && !before.includes('instruction')) return false;
  const told = ACTED_FOR_BEFORE.exec(before);
  return told !== null && onlyCompanyDescription(folded.slice(index - told[1]!.length, index), { identifier: folded.slice(index, end) });
}

/** Whether the company of the identifier at `index` (ending at `end`) tells the notice: its telling verb right after its description. */
export function tellsTheNotice(prose: string, folded: string, end: number): boolean {
  const told = TELLS_AFTER.exec(prose.slice(end, end + 240));
  return told !== null && onlyCompanyDescription(folded.slice(end, end + told[1]!.length), 'after');
}
