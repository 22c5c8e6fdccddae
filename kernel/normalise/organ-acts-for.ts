/**
 * The company an organ acts for, told around its identifier: the company its partners, its sole
 * shareholder or an officer are said to be of (`Les sociétés A, …, et B, …, associées de la
 * société S, SAS …, RIDET …, ont nommé …`, `présidente de la société S, RIDET …`), the company
 * whose own organ decides (`la société S, RIDET …, par décision de son associée unique`), and the
 * company an organ is said to be of by a word that points back to it (`S, SAS, RIDET …
 * L'associée unique de cette société, la société H, …`). A reader reads the notice as that
 * company's event: the organ decides for it. A cue for the fitted subject score
 * (subject-features.ts); the organ itself is read by office-of-another.ts.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { ROLE_WORDS } from './officer-roles.ts';

const SHAREHOLDER = String.raw`(?:associee?s?|actionnaires?)(?: uniques?)?|(?:societe|maison) mere`;
const ORGAN_NOUN = String.raw`(?:${SHAREHOLDER}|${ROLE_WORDS})`;

/**
 * An organ's noun, then the company it is of, its name and description up to the identifier
 * (captured). The greedy start finds the noun closest to the identifier.
 */
const ORGAN_OF_COMPANY_BEFORE = new RegExp(String.raw`^([\s\S]*)\b${ORGAN_NOUN} (?:de|du|d') ?(?:la )?(?:societe|${FOLDED_FORMS_SOURCE})\b(${CLAUSE_CHAR_NL}{0,240})$`);
/**
 * Words before the organ's noun that make the company after it the holder, not the company held:
 * an appointment's or a mandate's noun ('nomination en qualité de présidente de la société X', 'les
 * mandats d'administrateur de la société X', office-of-another.ts), a profession's partner ('notaire
 * associé de la SCP X': the firm the adviser belongs to), an auditor ('commissaire aux comptes de la
 * société X' names the firm as often as the audited company).
 */
const NOT_ITS_ORGAN = new RegExp(
  String.raw`(?:\b(?:nomination|designation|renouvellement)\s+(?:,\s*)?(?:du mandat )?(?:en qualite d[e'] ?|comme |aux fonctions d[e'] ?|de |d')?|\bmandats? (?:d'|de )|\b(?:notaires?|avocats?|experts?[- ]comptables?|huissiers?|commissaires?[- ]priseurs?) )\s*$`,
);
const AUDITOR = /^commissaires? aux comptes/;

/** The company's own organ deciding, told after its identifier: '…, RIDET …, par décision de son associée unique'. */
const OWN_ORGAN_DECIDES_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,120}?)\b(?:par|sur|aux termes d[e'](?:s)?|suivant)\s+(?:(?:l'|les?|la|une)\s+)?(?:decisions?|deliberations?|proces-verbal)\s+(?:de |d'|du |des )?\s*(?:son|sa|ses|leur|leurs)\s+(?:${ORGAN_NOUN}|assemblee|conseil|associes)\b`,
);
/** An organ said to be of the company named before ('l'associée unique de cette société'). */
const ORGAN_OF_THIS_COMPANY = new RegExp(String.raw`\b${ORGAN_NOUN} (?:de|d') ?(?:cette|ladite) (?:societe|${FOLDED_FORMS_SOURCE})\b`);

// The words each reading needs, looked for first (speed: most identifiers have none of them).
const BEFORE_WORDS = /associe|actionnaire|mere|presiden|geran|administrat|direct|liquidat/;
const AFTER_WORDS = /decision|deliberation|proces-verbal|cette|ladite/;

/** Whether the company is told, before its identifier, as the one an organ's noun is of. */
function organOfItBefore(before: string, folded: string, index: number, end: number): boolean {
  if (!BEFORE_WORDS.test(before)) return false;
  const m = ORGAN_OF_COMPANY_BEFORE.exec(before);
  if (!m || !onlyCompanyDescription(folded.slice(index - m[2]!.length, index), { identifier: folded.slice(index, end) })) return false;
  const noun = before.slice(m[1]!.length);
  return !AUDITOR.test(noun) && !NOT_ITS_ORGAN.test(m[1]!.slice(-80));
}

/** Whether the company's own organ decides, told after its identifier, only its description between. */
function ownOrganAfter(after: string, folded: string, end: number): boolean {
  const m = OWN_ORGAN_DECIDES_AFTER.exec(after);
  return (m !== null && onlyCompanyDescription(folded.slice(end, end + m[1]!.length), 'after')) || ORGAN_OF_THIS_COMPANY.test(after);
}

/**
 * Whether the identifier printed at `index` and ending at `end` is of the company an organ acts
 * for. `prose`: the folded text with the line breaks inside a paragraph read as spaces; `folded`:
 * the same as printed (same offsets); `next`: where the next identifier starts (the words after
 * stop there).
 */
export function actedForByOrgan(prose: string, folded: string, index: number, end: number, next: number): boolean {
  const after = prose.slice(end, Math.min(end + 300, next));
  if (AFTER_WORDS.test(after) && ownOrganAfter(after, folded, end)) return true;
  return organOfItBefore(prose.slice(Math.max(0, index - 300), index), folded, index, end);
}
