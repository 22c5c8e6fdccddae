/**
 * Parties a capital operation names beside the company whose capital changes, told by the words
 * around their identifier: a creditor whose claim the operation converts ('la société F, RIDET …,
 * détenait sur la société S une créance …', '…, RIDET …, créancière de la société S') and a
 * shareholder whose shares the company buys back or cancels ('… de ses propres actions détenues
 * par la société H, RIDET …'), a creditor named after its claim ('une créance … détenue par la
 * société F, RIDET …'). Each is a third party, never the subject. Folded text (lower case,
 * no accents); `before` ends at the identifier, `after` starts right after it.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { FOLDED_FORMS_SOURCE } from './legal-form.ts';
import { subscriberByShares } from './share-subscribers.ts';

const COMPANY_WORD = String.raw`(?:la |l')?(?:societe|${FOLDED_FORMS_SOURCE})\b`;

/**
 * What the company holds right after its identifier: a claim on another ('…, détenait sur la
 * société S une créance', '…, qui détient à l'encontre de S une créance'), or what it is
 * ('…, créancière de la société S', '…, titulaire d'une créance sur …').
 */
const CREDITOR_AFTER = new RegExp(
  String.raw`^[\s,)]*(?:(?:qui|laquelle)\s+)?(?:(?:detenait|detient|possedait|possede|disposait|dispose)\s+(?:sur|a l'encontre d[e']|envers)\b${CLAUSE_CHAR_NL}{0,160}?\bcreances?\b|(?:en (?:sa )?qualite de\s+)?creanciere?\s+(?:de|du|d')\s*${COMPANY_WORD}|(?:titulaire|detentrice|detenteur) d'une creance\b)`,
);

/**
 * Shares held by a company named after them ('3 000 actions … détenues par la société H, RIDET …'):
 * H holds them, a shareholder. Not when the clause goes on to the company whose shares they are
 * ('les parts détenues par la société H dans la société X, RIDET …': X's identifier follows).
 * So is a claim the operation converts, held by a company named after it ('par compensation avec une
 * créance liquide et exigible détenue par la société F, SAS, RIDET …'): F is the creditor.
 */
const HELD_BY_BEFORE = new RegExp(
  String.raw`\b(?:parts|actions|titres|creances?)\b${CLAUSE_CHAR_NL}{0,120}\b(?:detenue?s?|possedee?s?)\s+(?:jusqu'alors\s+|jusqu'ici\s+)?par\s+${COMPANY_WORD}((?:${CLAUSE_CHAR_NL}){0,240})$`,
);
const SHARES_OWNER_NAMED = /\b(?:dans|au capital de|du capital de)\s/;

/** Whether the identifier whose surroundings are `before` and `after` is a capital operation's creditor, subscriber (share-subscribers.ts) or bought-back shareholder. */
export function capitalOperationParty(before: string, after: string): boolean {
  if (subscriberByShares(after)) return true;
  if ((after.includes('creanc') || after.includes('creanci')) && CREDITOR_AFTER.test(after)) return true;
  if (!before.includes(' par ')) return false;
  const held = HELD_BY_BEFORE.exec(before);
  return held !== null && !SHARES_OWNER_NAMED.test(held[1]!);
}
