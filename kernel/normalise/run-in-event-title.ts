/**
 * A notice whose line breaks the scan lost runs its title into the company's name ('DISSOLUTION
 * ANTICIPÉE KAZ EXEMPLE SARL au capital de …'): a reader knows the event's title, a phrase every
 * notice of its kind prints above the name, and reads the name after it. Only whole titles of two
 * words or more are set apart, and only when a name follows: a company may be named with one of
 * their words ('KAZ TRANSFERT'), never with the whole phrase.
 */

import { fold } from './fold.ts';

// Folded titles, each followed by the name (a space and a letter or a digit).
const RUN_IN_TITLE =
  /^(?:avis de (?:constitution|dissolution|liquidation|transfert(?: de siege(?: social)?)?|modification|cession|nomination)|dissolution anticipee|dissolution sans liquidation|transfert de siege(?: social)?|changement de (?:gerant|president|denomination|siege(?: social)?)|augmentation de capital|reduction de capital|cession de (?:parts(?: sociales)?|actions|fonds de commerce)|cloture de (?:la )?liquidation|mise en sommeil|nomination d(?:e |')(?:gerant|president|directeur general|liquidateur|commissaire aux comptes))(?= [\p{L}\d])/u;

/** The name without an event's title run into its head, when one is; else the name. */
export function withoutRunInEventTitle(name: string): string {
  const title = RUN_IN_TITLE.exec(fold(name));
  // Folding keeps every letter in place (accents only are dropped): the title's length is the printed one's.
  return title ? name.slice(title[0].length).trimStart() : name;
}
