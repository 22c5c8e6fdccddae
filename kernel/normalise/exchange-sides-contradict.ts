/**
 * A letting or a sale told twice with its sides the other way round: the act's sentence gives one
 * company the business (`la société A, …, a donné en location-gérance à la société B …`) and another
 * sentence calls the other company the owner (`Le loueur, la société B, propriétaire du fonds,
 * garantit au locataire-gérant, la société A, …`, `Le fonds demeure la propriété de la société B ; la
 * société A, locataire-gérante, …`). Whose business is let or sold a reader cannot
 * tell: the notice is quarantined with both rather than published under either (a wrong attribution
 * costs more than a quarantine). Read on folded text, companies named after `la société`.
 */

import { fold } from './fold.ts';
import { twoSidesSwapped, type SideWording } from './two-sides-swapped.ts';
import { LESSOR, TAKER, TENANT_MANAGER } from './letting-words.ts';
import { BUYER, SELLER } from './sale-words.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';

type Side = 'gives' | 'gets';

const NAME = String.raw`la societe ([a-z0-9&'][a-z0-9&' .-]{1,60}?)`;
const GIVING_VERB = String.raw`a (?:donne en location(?:-gerance)?|donne en gerance|cede|vendu)`;
/** The act's subject before its verb, its description between ('la société A, …, a donné en location-gérance'). */
const GIVER_BEFORE_VERB = new RegExp(String.raw`\b${NAME},${CLAUSE_CHAR_NL}{0,300}?\b${GIVING_VERB}\b`, 'g');
/** The verb's indirect object ('a donné en location-gérance à la société B'). */
const TAKER_AFTER_VERB = new RegExp(String.raw`\b${GIVING_VERB}\b${CLAUSE_CHAR_NL}{0,120}?\ba ${NAME}[,.;]`, 'g');
/** A side's noun in apposition before the company ('Le loueur, la société B,', 'au locataire-gérant, la société A,'). */
// The sides' nouns are the letting's and the sale's own (letting-words.ts, sale-words.ts).
const GIVING_NOUN = String.raw`(?:${LESSOR}|proprietaire(?: du fonds)?|${SELLER})`;
const TAKING_NOUN = String.raw`(?:${TENANT_MANAGER}|locataire|${TAKER}|${BUYER})`;
const GIVER_APPOSITION = new RegExp(String.raw`\b(?:le |la |l')${GIVING_NOUN},\s+${NAME}[,.;]`, 'g');
const TAKER_APPOSITION = new RegExp(String.raw`\b(?:au |le |la |l')${TAKING_NOUN},\s+${NAME}[,.;]`, 'g');
/** The business said to be the company's ('le fonds demeure la propriété de la société B'). */
const OWNER_OF = new RegExp(String.raw`\bla propriete de ${NAME}\s*[,.;]`, 'g');
/** A side's noun in apposition after the company ('la société A, locataire-gérante,'). */
const TAKER_AFTER_NAME = new RegExp(String.raw`\b${NAME},\s+${TAKING_NOUN}\s*[,.;]`, 'g');

const WORDINGS: ReadonlyArray<SideWording<Side>> = [
  [GIVER_BEFORE_VERB, 'gives'],
  [TAKER_AFTER_VERB, 'gets'],
  [GIVER_APPOSITION, 'gives'],
  [TAKER_APPOSITION, 'gets'],
  [OWNER_OF, 'gives'],
  [TAKER_AFTER_NAME, 'gets'],
];

/** The two companies whose sides the text gives both ways, or null. */
export function exchangeSidesContradict(text: string): [string, string] | null {
  const folded = fold(text);
  // The verb's words first (speed only).
  if (!folded.includes(' a donne') && !folded.includes(' a cede') && !folded.includes(' a vendu')) return null;
  return twoSidesSwapped(text, folded, WORDINGS);
}

export function exchangeSidesContradictDetail([a, b]: [string, string]): string {
  return `Les parties se contredisent : le texte donne tour à tour à « ${a} » et à « ${b} » le fonds et sa reprise ; rien ne dit de qui est le fonds dont l’annonce parle.`;
}
