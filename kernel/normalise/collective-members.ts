/**
 * The members of a groupement or a cooperative, as its own notices name them: a company admitted,
 * joining, leaving or excluded (`a admis un nouveau membre, la société M, SA, RIDET …`, `l'adhésion
 * de la société M, RIDET …`, `M, RIDET …, admise en qualité de membre`). A member is a party to the
 * groupement's contract, never the groupement whose contract changes: its identifier is a third
 * party's.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';

const COMPANY_WORD = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;
/** Folded words before the member's identifier: the noun 'membre' right before it, or the event of its joining or leaving. */
const MEMBER_BEFORE = new RegExp(
  String.raw`(?:\b(?:nouveaux?|nouvelles?|en qualite de|comme) (?:membres?|adherente?s?|cooperat(?:eurs?|rices?))\b[\s,:]*|\b(?:admission|adhesion|retrait|exclusion)\s+(?:de |d')\s*)${COMPANY_WORD}${CLAUSE_CHAR}{0,200}$`,
);
/** Folded words after the member's identifier: admitted or joining as a member. */
const MEMBER_AFTER = new RegExp(String.raw`^${CLAUSE_CHAR}{0,160}?\b(?:(?:a ete |est )?(?:admise?|agreee?) (?:en qualite de|comme) (?:nouveau |nouvel )?(?:membre|adherente?)|a adhere au groupement)\b`);

/**
 * A member joining, leaving or excluded changes the groupement's constitutive contract, its
 * statuts: strong evidence of `statuts` ('a admis un nouveau membre', 'l'admission de deux nouveaux
 * membres', 'le retrait d'un membre', 'la société X a été admise en qualité de membre'). Folded text.
 */
export const MEMBER_CHANGE_WORDINGS: readonly RegExp[] = [
  /\b(?:admission|adhesion|retrait|exclusion|agrement)\s+(?:d'un |d'une |de deux |de trois |de |des )?(?:nouveaux? |nouvelles? )?membres?\b/,
  // (wt-org2) A member company named between the noun and its membership ('il a été pris acte du
  // retrait de la société X, SARL, RIDET …, membre du groupement').
  /\b(?:admission|adhesion|retrait|exclusion)\s+de la societe\b(?:[^.;]|\.(?=\d)){0,160}?,\s*membre du (?:groupement|gie)\b/,
  /\b(?:a|ont) (?:admis|agree|exclu) (?:un |une |deux |trois |de |des )?(?:nouveaux? |nouvelles? )?membres?\b/,
  /\b(?:admise?s?|agreee?s?) (?:en qualite de|comme) (?:nouveaux? |nouvel )?membres?\b/,
];

/** Whether the company at an identifier is named as a member of the groupement or cooperative (folded words around it). */
export function collectiveMember(before: string, after: string): boolean {
  // The words are looked for first (speed only).
  if (before.includes('membre') || before.includes('adhe') || before.includes('cooperat') || before.includes('admission') || before.includes('retrait') || before.includes('exclusion')) {
    if (MEMBER_BEFORE.test(before)) return true;
  }
  return (after.includes('membre') || after.includes('adhe')) && MEMBER_AFTER.test(after);
}
