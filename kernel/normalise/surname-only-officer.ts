/**
 * An officer the notice names by civility and surname only, and in full elsewhere (`M. X a cédé à
 * Mme Priscilla Y ses parts. … Mme Y a été nommée gérante`): the same person, her given names taken
 * from the full mention. The full mention before is read first; one after is read only when none
 * stands before, as a covering letter or a summary names the person shortly before the notice names
 * her in full (`Mme Y devient gérante. … nommé en remplacement Mme Priscilla Y`), and only when its
 * civility does not tell the other gender. Only when one person alone of the notice bears that
 * surname with given names on that side (two people of one family stay as printed).
 */

import { fold } from './fold.ts';
import type { NamedMention } from './officer-mentions.ts';
import { civilityGender } from './civility-gender.ts';

/** The given names of the one person named in full with the short mention's surname; null when none or several. */
export function givenNamesOfNamesake(mentions: readonly NamedMention[], short: NamedMention, folded: string): string | null {
  if (short.company || short.prenoms !== null || /\s/.test(short.nom.trim())) return null;
  const surname = fold(short.nom);
  const gender = civilityGender(folded.slice(short.index, short.end));
  const before = new Set<string>();
  const after = new Set<string>();
  let otherGenderAfter = false;
  for (const m of mentions) {
    if (m.company || m.prenoms === null || fold(m.nom) !== surname || m.index === short.index) continue;
    if (m.index < short.index) {
      before.add(m.prenoms);
      continue;
    }
    const other = civilityGender(folded.slice(m.index, m.end));
    if (gender !== null && other !== null && other !== gender) otherGenderAfter = true;
    after.add(m.prenoms);
  }
  if (before.size > 0) return before.size === 1 ? [...before][0]! : null;
  return after.size === 1 && !otherGenderAfter ? [...after][0]! : null;
}
