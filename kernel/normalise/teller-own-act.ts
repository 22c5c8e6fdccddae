/**
 * A company named inside the teller's own description (`Le cabinet A, RIDET …, liquidateur de
 * plusieurs sociétés dont la société L, RIDET …, informe avoir transféré son siège social …`): the
 * telling verb's subject is the company the sentence opens on, not one named in its apposition, and
 * an infinitive after it (`informe avoir transféré`) or `qu'elle a …` tells the teller's own act. With
 * the act's object the teller's own record (`son siège`, `sa dénomination`, `son capital`), the
 * company named in the apposition is no subject: a liquidator's firm telling its own move is not its
 * client's notice. What the teller does to the other company (`informe avoir clôturé la liquidation
 * de cette société`, `informe que celle-ci a transféré son siège`) is not read here. Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { ONE_OWNER_POSSESSIVE, participles, recordNouns, verbsActingOn, type OwnRecord } from './own-record-words.ts';
import { TELLING_VERB } from './telling-words.ts';

/**
 * The records of the teller's own act: its registered particulars, not its organs nor its officers,
 * nor a domicile. A teller told as taking an office (`qu'elle a été nommée membre de son conseil`,
 * `… renouvelée à la présidence de son directoire`) takes it at the company it describes: the
 * possessive is then that company's, and reading it as the teller's would publish the notice under
 * the teller. A domicile is where a liquidator places its client's liquidation (`à son domicile`).
 */
const TELLER_RECORDS: readonly OwnRecord[] = ['seat', 'name', 'capital', 'form', 'object', 'articles'];
/**
 * The verbs of the teller's own act on those records, but not those that place a seat (`fixé`,
 * `établi`, `installé`, `élu domicile`): a liquidator tells it placed its client's liquidation at its
 * own premises (`informe avoir fixé le siège de la liquidation à son siège social`), the act its
 * client's, the possessive naming where.
 */
const TELLER_VERBS = verbsActingOn(TELLER_RECORDS).filter((verb) => verb.placesSeat !== true);
/**
 * The teller's verb, its own act in the infinitive or after `qu'elle`, and a possessive of its own
 * record, one owner's: `leur` after `informent` tells several companies' act (`Les sociétés A, RIDET
 * …, et B, RIDET …, informent avoir transféré leur siège`), not the first one's. Any of those verbs
 * before any of those records: words may stand between the participle and the possessive (`avoir
 * porté le montant de son capital`), so a verb is not paired with its own records here.
 */
const OWN_ACT_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?),\s*${TELLING_VERB}(?: (?:des tiers|du public|les tiers|le public))?\s+(?:avoir|qu'(?:elle|il) a)\b(?:${CLAUSE_CHAR_NL}{0,80}?[\s,])?\s*${participles(TELLER_VERBS)}e?s?\s+(?:${CLAUSE_CHAR_NL}{0,40}?\s)?${ONE_OWNER_POSSESSIVE} ${recordNouns(TELLER_RECORDS)}\b`,
);

/** Between the teller's identifier and the company named in its apposition: a noun of what it is to it, no sentence's end, no verb of its own. */
const APPOSITION_BETWEEN = new RegExp(String.raw`^[\s,)]*(?:${CLAUSE_CHAR_NL}){1,160}$`);
// A verb there (or a folded `à`, read alike: a quarantine kept rather than a guess) ends the apposition.
const OTHER_VERB = new RegExp(String.raw`\b(?:a|ont|est|sont|porte|${TELLING_VERB})\b`);

/**
 * Whether the company of the identifier at `index` (ending at `end`) is named inside the description
 * of the company identified before it (ending at `previousEnd`), the sentence then telling that
 * teller's own act on its own record.
 */
export function namedInTellerOwnAct(prose: string, folded: string, previousEnd: number, index: number, end: number): boolean {
  const after = prose.slice(end, end + 400);
  // The possessive's words first (speed: most notices tell no teller's own act after another company).
  if (!after.includes('avoir') && !after.includes("qu'elle a") && !after.includes("qu'il a")) return false;
  const between = prose.slice(previousEnd, index);
  if (!APPOSITION_BETWEEN.test(between) || OTHER_VERB.test(between)) return false;
  const own = OWN_ACT_AFTER.exec(after);
  return own !== null && onlyCompanyDescription(folded.slice(end, end + own[1]!.length), 'after');
}
