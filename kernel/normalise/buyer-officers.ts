/**
 * An office given to the buyer of shares by the noun that stands for the buyer after the sale
 * ('Mme X a cédé à Mme Y 3 000 parts. Les associés ont agréé la cessionnaire et l'ont nommée
 * cogérante'): the noun ('le cessionnaire', 'l'acquéreuse', 'la nouvelle associée') names the one
 * the sale names as buyer, and the office given to it, directly ('ont nommé le cessionnaire
 * gérant', 'la cessionnaire a été nommée gérante', 'le cessionnaire devient gérant') or by the
 * object pronoun right after it ('agréé la cessionnaire et l'ont nommée cogérante'), is that
 * person's, across the sentence's end.
 * A reading extract-dirigeants.ts adds to its own; the patterns read folded text.
 */

import { lastRoles, withRoles, type Role } from './officer-roles.ts';

/** The buyer, named right after the selling verb and its object or right before the buying verb ('a cédé à', 'cède ses 3 000 parts à'). */
const SOLD_TO_BEFORE = /\bc[eè]d(?:e|ent|ee?s?|er)\b[^.;:]{0,120}?\ba\s*$/;
const BOUGHT_AFTER = /^\s*(?:,[^,.;]{1,60},)?\s*(?:a|ont) (?:acquis|achete|rachete)\b/;

const BUYER_NOUN = String.raw`(?:(le|la) cessionnaire|l'(acquereur|acquereuse)|(le) nouvel associe|(la) nouvelle associee)`;
const ROLE_LEAD = String.raw`(?:en qualite d[e']\s*|comme\s+|aux fonctions d[e']\s*)?(?:(?:le|la|l')\s*)?(?:(?:nouvel(?:le)?|seule?)\s+)?`;

/** 'ont nommé la cessionnaire cogérante', 'agréé la cessionnaire et l'ont nommée cogérante', 'le cessionnaire a été nommé gérant'. */
const OFFICE_OF_BUYER_NOUN = withRoles(
  new RegExp(
    [
      String.raw`\b(?:nommee?|designee?)\s+${BUYER_NOUN}\s+${ROLE_LEAD}(ROLE)\b`,
      String.raw`\b${BUYER_NOUN}\s+(?:[^.;:]{0,40}?\s)?et\s+l'(?:a|ont)\s+(nommee?|designee?)\s+${ROLE_LEAD}(ROLE)\b`,
      // Approved first, then appointed ('le cessionnaire a été agréé et nommé cogérant').
      String.raw`\b${BUYER_NOUN}\s*,?\s+(?:(?:a ete|est|sera)\s+(?:agreee?\s+(?:et|puis)\s+)?(nommee?|designee?)|devient|deviendra)\s+${ROLE_LEAD}(ROLE)\b`,
    ].join('|'),
  ),
);
const BUYER_NOUN_GENDER = /\b(?:(la cessionnaire|l'acquereuse|la nouvelle associee)|le cessionnaire|l'acquereur|le nouvel associe)\b/;
/** Another sale before the noun: the noun may be that sale's buyer. */
const ANOTHER_SALE = /\bc[eè]d(?:e|ent|ee?s?)\b|\b(?:a|ont) (?:acquis|achete|rachete)\b/;
const REACH = 400;

export interface BuyerOffice {
  roles: readonly Role[];
  /** The noun's or the participle's gender: feminine ('la cessionnaire', 'nommée'), masculine ('le cessionnaire', 'nommé'). */
  feminine: boolean;
}

/**
 * The office the text gives the buyer named at `index`…`end` (folded text) by the noun that
 * stands for the buyer after the sale; null when the name is no buyer, or the noun may be another
 * sale's buyer.
 */
export function buyerNounOffice(folded: string, index: number, end: number): BuyerOffice | null {
  const clause = folded.slice(Math.max(0, index - 160), index);
  const lead = clause.slice(Math.max(clause.lastIndexOf('.'), clause.lastIndexOf(';')) + 1);
  const soldTo = SOLD_TO_BEFORE.test(lead);
  const bought = soldTo ? null : BOUGHT_AFTER.exec(folded.slice(end, end + 80));
  if (!soldTo && !bought) return null;
  // Past the buyer's own verb ('Mme Y a acquis …'): a sale after it may have another buyer.
  const rest = folded.slice(end + (bought ? bought[0].length : 0), end + REACH);
  const told = OFFICE_OF_BUYER_NOUN.exec(rest);
  if (!told || ANOTHER_SALE.test(rest.slice(0, told.index))) return null;
  const roles = lastRoles(told[0]);
  if (!roles) return null;
  // The noun's article tells the buyer's gender; 'l'' hides it, and the participle tells it then.
  const noun = BUYER_NOUN_GENDER.exec(told[0]);
  const feminine = noun ? noun[1] !== undefined : /\b(?:nommee|designee)\b/.test(told[0]);
  return { roles, feminine };
}
