/**
 * A compositor's bracket after an officer's name may tell the other office that person leaves
 * ('Liq. Ana X (adm. unique sortante)', 'Liq. Luc Y (gér. démiss.)'): the leaving word there is
 * that office's, the one its bracket names, not the office the label before the name gives; a
 * dissolution ends the management and hands the liquidation to the same person.
 * Reads folded text (lower case, no accents): the words right after the name.
 */

import { officeOfToken } from './office-shortenings.ts';
import { roleHits, type Role } from './officer-roles.ts';

const BRACKET = /^\s*\(([^()\n]{2,60})\)/;
const LEAVING = /\b(?:sortante?s?|demissionnaires?|demiss\.?|dem\.|ancien(?:ne)?s?|ex-?)(?![\p{L}])/u;

/** The offices a bracket's words name, read as full wordings or as a compositor's shortenings. */
function bracketOffices(words: string): readonly Role[] {
  const full = roleHits(words).flatMap((hit) => hit.roles);
  if (full.length > 0) return full;
  for (const token of words.split(/[\s,;]+/)) {
    const office = officeOfToken(token.replace(/\.$/, ''));
    if (office) return office;
  }
  return [];
}

/** Whether the words after a name open on a bracket telling another office than `held`, which the person leaves. */
export function bracketLeavesOtherOffice(tail: string, held: readonly Role[]): boolean {
  const bracket = BRACKET.exec(tail);
  if (!bracket || !LEAVING.test(bracket[1]!)) return false;
  const named = bracketOffices(bracket[1]!);
  return named.length > 0 && named.every((role) => !held.includes(role));
}
