/**
 * Parties as the offices that draft notices print them (notaries, lawyers, accountants,
 * mandataires, a group's secretariat): readings the subject rules (subject-ridet.ts) add to their
 * own. Each says whose an identifier is from words a reader does not doubt. The patterns read
 * folded text (lower case, no accents).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_COMPANY_FORM_SOURCE } from './legal-form.ts';

/** A company word opening a party's name ('la société', 'la SARL'), folded; court-parties.ts reads parties with it too. */
export const COMPANY = String.raw`(?:(?:la |l')?(?:societe|entreprise)|${FOLDED_COMPANY_FORM_SOURCE})\b`;

/**
 * '…, RIDET …, associée unique, a décidé …': the company that holds all the subject's parts,
 * printed with its role right after its identifier, is a party to the subject's decision, not the
 * subject. A role followed by a colon is a label ('associé unique : M. X'), not this.
 */
export const SOLE_SHAREHOLDER_AFTER = /^[\s,)]*(?:en (?:sa )?qualite d'|agissant en qualite d')?(?:associee?|actionnaire) unique\s*[,)]/;

/**
 * 'a été absorbée par la société Y, SAS au capital …,' / 'RIDET …': the absorbing company's
 * description may run over line breaks, the words before it already say whose it is.
 */
export const ABSORBED_BY_BEFORE = new RegExp(String.raw`\b(?:a ete |est |sera )?absorbee?\s+par\s+${COMPANY}${CLAUSE_CHAR_NL}{0,240}$`);

/**
 * 'le plan de redressement de la société X, SAS …, RIDET …', 'a prononcé la liquidation
 * judiciaire de la société X', 'un redressement judiciaire à l'égard de la société X': the company a
 * procedure is opened, converted or closed for, named right after the procedure's name, is its debtor. Its description may run over line breaks.
 */
export const PROCEDURE_DEBTOR_BEFORE = new RegExp(
  String.raw`\b(?:liquidation judiciaire(?: simplifiee)?|redressement judiciaire|procedure de sauvegarde|plan de (?:redressement|sauvegarde|continuation))\s+(?:de|du|d'|a l'egard d[e']|a l'encontre d[e'])\s*${COMPANY}${CLAUSE_CHAR_NL}{0,240}$`,
);

/**
 * A group's department that writes its subsidiaries' notices ('Secrétariat général – Service
 * juridique des filiales') on a line of the letterhead block that prints the parent's identifier:
 * the parent drafts the notice, like an adviser's firm.
 */
const GROUP_DEPARTMENT = /^[ \t]*(?:[^\n]{0,60}[–—-][ \t]*)?(?:secretariat general|secretariat juridique|service juridique|direction juridique|departement juridique|direction des affaires juridiques)\b/m;

/** A sentence's full stop (an abbreviation's taken out before). */
const SENTENCE_STOP = /[a-z)]\.\s/;

/** Whether the identifier at `index` is printed in a letterhead block (no sentence in it) that names a group's legal department. */
export function inGroupDepartmentLetterhead(folded: string, index: number): boolean {
  const start = folded.lastIndexOf('\n\n', index) + 1;
  const endAt = folded.indexOf('\n\n', index);
  const block = folded.slice(start, endAt < 0 ? folded.length : endAt);
  // The department's name first, by the words each of its names holds: most blocks lack them, and
  // are neither split nor read for a sentence (speed only).
  if (!(block.includes('juridique') || block.includes('secretariat')) || !GROUP_DEPARTMENT.test(block)) return false;
  if (block.split('\n').length > 6) return false;
  return !SENTENCE_STOP.test(block.replace(/\b(?:m|mm|mme|me|dr|bp|n°)\./g, ''));
}

/**
 * A letterhead's profession line, under the firm's name ('TEIMANA & ASSOCIÉS' / 'Société d'avocats
 * – SELARL'; 'OFFICE X' / 'SELARL de notaires'; 'CABINET Y' / 'Experts-comptables associés'): the
 * name above it is the drafter's, not the subject's. Folded text. A line opening with the
 * profession, where subject-ridet.ts's ADVISER_PROFESSION finds it anywhere in a letterhead's
 * lines and drafter-banner.ts in a banner line: a profession added to one list likely belongs in
 * the others.
 */
const PROFESSION_LINE = /^[ \t]*(?:societe d'avocats|avocats?(?: associee?s| au barreau)?|barreau d[eu]|notaires?(?: associee?s)?|office notarial|(?:selarl|scp|selas) (?:de notaires|d'avocats|d'expertise comptable)|experts?[- ]comptables?(?: associee?s)?|expertise comptable|commissariat aux comptes|mandataires? judiciaires?|administrateurs? judiciaires?|huissiers? de justice)\b/;

export function isProfessionLine(folded: string): boolean {
  return PROFESSION_LINE.test(folded);
}
