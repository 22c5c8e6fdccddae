/**
 * The companies a notice lists as its group's other members ('X est une société du groupe Y :
 * A (RIDET …), B (RIDET …)', 'Autres sociétés du groupe : …'): third parties named for the reader's
 * information, never the subject. Read on the folded words before the identifier, back to the clause's
 * start (the list's later members sit after earlier members' identifiers, in the same clause).
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';

const GROUP_MEMBERS_BEFORE = new RegExp(
  String.raw`\b(?:(?:est|sont) (?:une|l'une des|des) (?:societes?|filiales?) du groupe|(?:autres )?(?:societes|filiales) du groupe\s*:)${CLAUSE_CHAR_NL}{0,300}$`,
);

/**
 * The group's own company, its identifier right after its name in a line naming the notice's
 * companies as its members ('Sociétés du groupe Y (RIDET …)'): the plural names the companies the
 * notice is about as Y's, so the identifier there is Y's. A singular ('X, filiale du groupe Y,
 * RIDET …') may describe X and is not read here.
 */
const GROUP_HEAD_BEFORE = /\b(?:societes|filiales|entreprises) (?:membres )?du groupe [^,;:.()\n]{1,80}?\s*\(\s*(?:ridet|rid)?\s*(?:n°\s*)?:?\s*$/;

/** True when the identifier is one of the group's other companies listed after such a phrase, or the group's own company named after its members. */
export function listedAsGroupMember(clauseBefore: string): boolean {
  return clauseBefore.includes('du groupe') && (GROUP_MEMBERS_BEFORE.test(clauseBefore) || GROUP_HEAD_BEFORE.test(clauseBefore));
}
