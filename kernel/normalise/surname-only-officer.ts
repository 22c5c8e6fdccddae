/**
 * An officer the notice names by civility and surname only after naming the person in full
 * (`M. X a cédé à Mme Priscilla Y ses parts. … Mme Y a été nommée gérante`): the same person, her
 * given names taken from the earlier mention. Only when one person alone of the notice bears that
 * surname with given names before the short mention (two people of one family stay as printed).
 */

import { fold } from './fold.ts';
import type { NamedMention } from './officer-mentions.ts';

/** The given names of the one person named in full earlier with the short mention's surname; null when none or several. */
export function givenNamesFromEarlier(mentions: readonly NamedMention[], short: NamedMention): string | null {
  if (short.company || short.prenoms !== null || /\s/.test(short.nom.trim())) return null;
  const surname = fold(short.nom);
  const given = new Set<string>();
  for (const m of mentions) {
    if (m.index >= short.index) break;
    if (!m.company && m.prenoms !== null && fold(m.nom) === surname) given.add(m.prenoms);
  }
  return given.size === 1 ? [...given][0]! : null;
}
