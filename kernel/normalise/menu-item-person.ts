/**
 * A menu's items are links to a site's pages ('Accueil · Annonces légales · Contact'): none names a
 * person. A compositor who parts an insertion's fields by the same marks ('AGE 31.10.26 · Liq. Ana
 * X · Sg. liq. au siège · Corresp. BP 23') prints the notice's people in them, by a civility or
 * after an office's label: a line with such an item is the notice, never the page's furniture.
 */

import { findNamedMentions } from './officer-mentions.ts';

/** Whether one of a line's items names a person (officer-mentions.ts reads who a notice names). */
export function itemNamesPerson(line: string): boolean {
  return findNamedMentions(line).some((mention) => !mention.company);
}
