/**
 * (wt-org) Companies an appointment or an admission names after its verb and its role: `a nommé
 * membre du conseil de surveillance la société X, …, RIDET …`, `ont été nommées administratrices pour
 * six ans la société X (RIDET …), représentée par M. Y, et la société Z (RIDET …)`, `le groupement a
 * admis en qualité de nouveaux membres : – la société X, …, RIDET … ; – la société Z, …`, `Cogérants
 * nommés : • la société X …`. French puts the appointee after the role when the act is told from the
 * appointing company's side: the companies so named take a place in it (an office, a seat on a board,
 * a membership), they are not the company whose notice it is. Every company of the list that follows
 * the role is such an appointee, however its items are separated (`et`, a semicolon, a bullet).
 *
 * The role must be followed by the appointee itself, not by the company the office is held in
 * (`nommé gérant de la société S, RIDET …` names S's office: S is the subject), so no company word
 * may stand between the role and the first appointee, nor a preposition right before it. Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { ROLE_WORDS } from './officer-roles.ts';

/** A company's introduction: its article and noun, or its form. */
const INTRODUCTION = String.raw`(?:(?:la|le|les) |l')?(?:societes?|cabinet|${FOLDED_FORMS_SOURCE})\b`;
/** A seat on an organ or a membership, the roles a company takes that are no office (`membre du conseil de surveillance`). */
export const MEMBER = String.raw`membres?(?: (?:du|de son|de notre) (?:conseil (?:de surveillance|d'administration)|directoire|groupement|gie|comite [a-z]+))?`;
/** The verb that gives the role, before it: appointed, elected, co-opted, admitted. */
const APPOINTING_VERB = String.raw`(?:nomm|design|admis|coopt|elu|agree)(?:e|es|s|ee|ees)?`;
/**
 * Words between the role and the first appointee (a term, a date of effect), never a company nor a
 * person, nor the role's complement (`membre du groupement d'intérêt économique « GIE X »`: the
 * company after it is the one joined, not the appointee), nor a spaced dash (folded to a hyphen) or a
 * bullet: a heading's role and participle closed by one (`DGD NOMMÉ — X SAS · RIDET …`) is the notice's event, and the
 * company after it the one whose officer was appointed.
 */
const INCISE = String.raw`(?:(?!societe|cabinet|\b(?:m|mme|monsieur|madame)\b|\s-\s)[^.;:\n•])`;

/**
 * The first item of a list under a role's label or after its verb, its company introduced by its bare
 * name over its form in brackets (`Nouveaux membres admis le … : X (SAS, RIDET …) ; Y (SARL, …)`).
 */
const BARE_NAME_ITEM = String.raw`[^,;:()\n]{1,60}\(\s*(?:${FOLDED_FORMS_SOURCE})\b`;
/**
 * The noun of an admission before the company (`a agréé l'entrée dans le groupement de la société X`,
 * `l'admission en qualité de membre de la SARL X`, `l'adhésion de la société X au groupement`): it
 * joins the company whose notice it is.
 */
const ADMISSION_OF = new RegExp(
  String.raw`\b(?:l'entree|l'admission|l'adhesion|l'agrement)(?: (?:dans|au sein d[eu]|a) (?:le |la |l')?(?:groupement|gie|conseil[a-z' ]{0,30}|capital))?(?: (?:en qualite|comme) (?:de |d')?(?:nouvel(?:le)? |nouveaux )?(?:${MEMBER}|associee?s?|actionnaires?))? (?:de |d')\s*${INTRODUCTION}(${CLAUSE_CHAR_NL}{0,240})$`,
);

/**
 * The verb, the role, an incise, then the first appointee's introduction and every word up to the
 * identifier (the list's earlier items included) captured. Or the role's label with its participle
 * (`Cogérants nommés, sans limitation de durée :`).
 */
const APPOINTEE_AFTER_ROLE = new RegExp(
  String.raw`(?:\b${APPOINTING_VERB}\s+(?:(?:en (?:qualite|tant que?)|aux fonctions|comme)\s*(?:de |d'|qu')?\s*)?(?:(?:nouvel(?:le)?s?|nouveaux) )?(?:co-?)?(?:${ROLE_WORDS}|${MEMBER})|\b(?:${ROLE_WORDS}|${MEMBER})\s+${APPOINTING_VERB})\b(?!\s*(?:de\b|du\b|des\b|d'))${INCISE}{0,80}?` +
    String.raw`(?<!\b(?:de|du|des|d'|par|a|au|aux|pour|chez|dans|sur|avec|entre|la|le|les|l')\s*)\s*(?::\s*)?(?:[-–—•*]\s*)?(?:${INTRODUCTION}|(?<=:\s*(?:[-–—•*]\s*)?)${BARE_NAME_ITEM})((?:${CLAUSE_CHAR_NL}|;){0,400})$`,
);

/** A list's separator before the next company's introduction (`;`, a bullet, `et` over a line break): read as the `et` of partners listed together. */
const ITEM_SEPARATOR = new RegExp(String.raw`[ \t]*(?:;[ \t]*\n?[ \t]*[-–—•*]?|,?[ \t]*\bet\b[ \t]*\n?[ \t]*[-–—•*]?|\n[ \t]*[-–—•*])[ \t]*(?:\bet\b[ \t]*)?(?=(?:(?:la|le) |l')?(?:societe|cabinet)\b)`, 'g');

/** The words of a list of companies with its items' separators read as `et` (their length changes: for onlyCompanyDescription only). */
export function asCoordinatedList(words: string): string {
  return words.includes('societe') || words.includes('cabinet') ? words.replace(ITEM_SEPARATOR, ' et ') : words;
}

/**
 * The appointing verb right before the company's introduction (`a nommé la société X`, `a coopté la
 * SARL X`), the company's description up to its identifier captured; then, after the identifier and
 * the company's description, its role (`, en qualité de membre du conseil de surveillance`, `comme
 * administratrice`, `, présidente pour un an`).
 */
const VERB_THEN_APPOINTEE = new RegExp(String.raw`\b(?:a|ont|avait|avaient) (?:nomme|designe|coopte|elu|renouvele|reconduit|agree|admis)\s+${INTRODUCTION}(${CLAUSE_CHAR_NL}{0,240})$`);
const ROLE_AFTER_APPOINTEE = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,200}?)(?:,\s*|\s+)(?:(?:en (?:qualite|tant que?)|comme|aux fonctions|au poste)\s*(?:de |d'|du |qu')?\s*)?(?:(?:nouvel(?:le)?s?|nouveaux) )?(?:co-?)?(?:${ROLE_WORDS}|${MEMBER})\b`,
);

/** The words every match holds, looked for first (speed: most identifiers follow no appointing verb). */
const GATE = /nomm|design|admis|coopt|\belu|agree|renouvel|reconduit|entree|admission|adhesion|agrement/;

/**
 * Whether the identifier printed at `index` and ending at `end` is a company's that an appointment or
 * an admission names after its verb and its role, alone or in the list that follows the role, or
 * between its verb and its role. `prose`: the folded text, paragraphs read as prose; `before`: its
 * words before the identifier; `folded`: the folded text as printed (same offsets as the identifier).
 */
export function appointedAfterRole(prose: string, before: string, folded: string, index: number, end: number): boolean {
  if (!GATE.test(before)) return false;
  const identifier = { identifier: folded.slice(index, end) };
  const m = APPOINTEE_AFTER_ROLE.exec(before);
  if (m && onlyCompanyDescription(asCoordinatedList(folded.slice(index - m[1]!.length, index)), identifier)) return true;
  const admitted = before.includes("l'") ? ADMISSION_OF.exec(before) : null;
  if (admitted && onlyCompanyDescription(folded.slice(index - admitted[1]!.length, index), identifier)) return true;
  // The verb before the company, its role after it (`a nommé la société X, …, RIDET …, représentée par M. Y, en qualité de membre du conseil de surveillance`).
  const verb = VERB_THEN_APPOINTEE.exec(before);
  if (!verb || !onlyCompanyDescription(folded.slice(index - verb[1]!.length, index), identifier)) return false;
  const role = ROLE_AFTER_APPOINTEE.exec(prose.slice(end, end + 280));
  return role !== null && onlyCompanyDescription(folded.slice(end, end + role[1]!.length), 'after');
}
