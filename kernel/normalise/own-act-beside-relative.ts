/**
 * A company telling its own act beside a company it names by its relation: `La société K, SAS,
 * RIDET …, a transféré son siège social au …. Sa filiale la société L, SARL, RIDET …, reste
 * domiciliée à …`. A possessive's seat, name or organ is the seat, name or organ of its sentence's
 * subject, so the act is K's; L is named through K (`sa filiale`, `sa société mère`), as a reader
 * names a relative beside the one the notice is about. K is the subject, L a third party, whatever
 * K's name holds (`K HOLDING` alone reads as a parent's role).
 *
 * A company's own act is evidence only with both other cues, because each alone is weak:
 * - the act's object is the company's own standing record, its seat, name, object, form, organ or
 *   officer (`a transféré son siège`, `a modifié sa dénomination`, `a renouvelé son conseil
 *   d'administration`, `a nommé son nouveau gérant`; own-record-words.ts declares them): a company
 *   that `a transféré sa branche d'activité` to another, or `a augmenté son capital` by another's
 *   shares, tells an act whose other side may be the notice's company;
 * - its identifier is the text's first and every other company is named after the act by a
 *   possessive relation noun: a parent that `informe que sa filiale L … a transféré son siège`
 *   tells L's act (the act follows L's identifier, so nothing is read), and a subsidiary's own
 *   notice naming its parent (`L, …, filiale de la société K`) names no relative by a possessive.
 * A relative that tells an act of its own in turn (`Sa filiale L … a également transféré son
 * siège`) makes a joint notice: nothing is read.
 */

import { CLAUSE_CHAR } from './clause-chars.ts';
import { ALL_OWN_RECORDS, OWN_POSSESSIVE, participlesOrInfinitives, recordNouns, verbsActingOn, type OwnRecord } from './own-record-words.ts';
import type { RidetMatch } from './ridet.ts';

/** The words a relation noun needs (the cheap gate: most notices name no relative). */
const RELATION_WORDS = /filiale|mere|s(?:oe|œ)ur/;

/** Whatever stands between the identifier and the act, in one clause, no other clause told (`que`, `qui`). */
const ACT_LEAD = String.raw`^(?:(?!\bqu(?:e\b|i\b|')|\bdont\b)${CLAUSE_CHAR}){0,240}?`;
/** `son nouveau gérant`, `sa nouvelle dénomination`. */
const NEW = String.raw`(?:nouvel(?:le)? |nouveaux? )`;
/** A perfect's auxiliary before the verb, a decision's words or an incise between (`a transféré`, `a décidé de transférer`). */
const AUXILIARY = String.raw`\b(?:a|ont)\s+(?:${CLAUSE_CHAR}{0,80}?\s)?`;
/**
 * The records whose change is the company's own act beside a relative: every record but its capital,
 * whose increase may be subscribed by the relative's shares, and its articles, rewritten after an act
 * on the relative (`a adopté ses statuts mis à jour et a décidé la dissolution sans liquidation de sa
 * filiale`): the other side of the act is then the notice's company.
 */
const STANDING_RECORDS: readonly OwnRecord[] = ALL_OWN_RECORDS.filter((record) => record !== 'capital' && record !== 'articles');
/**
 * The act on the company's own standing record, each verb before the records it acts on, its object
 * told by a possessive (folded text).
 */
const OWN_OBJECT_ACT = `(?:${verbsActingOn(STANDING_RECORDS)
  .map((verb) => {
    const records = verb.records.filter((record) => STANDING_RECORDS.includes(record));
    return `${participlesOrInfinitives([verb])} ${OWN_POSSESSIVE} ${NEW}?${recordNouns(records)}`;
  })
  .join('|')})\\b`;
const OWN_ACT_AFTER_IDENTIFIER = new RegExp(`${ACT_LEAD}${AUXILIARY}${OWN_OBJECT_ACT}`);
/** A company named through another by a possessive relation noun, its description up to its identifier. */
const RELATIVE_BEFORE = new RegExp(String.raw`\b(?:sa|ses|leur|leurs) (?:sous-)?(?:filiales?|societes?[ -]s(?:oe|œ)urs?|societe[ -]mere|maison[ -]mere)\b${CLAUSE_CHAR}{0,200}$`);

/** The company that tells its own act and the companies named through it, by their RIDs. */
export interface OwnActBesideRelatives {
  /** The RID of the company that tells its own act. */
  actorRid: string;
  /** The RIDs of the companies named through it. */
  relativeRids: ReadonlySet<string>;
}

/**
 * The company telling its own act and the companies named through it, or undefined. `folded` is the
 * folded text the identifiers' offsets point into; `matches` in text order.
 */
export function ownActBesideRelatives(folded: string, matches: readonly RidetMatch[]): OwnActBesideRelatives | undefined {
  if (matches.length < 2 || !RELATION_WORDS.test(folded)) return undefined;
  const actor = matches[0]!;
  const others = matches.filter((m) => m.rid !== actor.rid);
  if (others.length === 0) return undefined;
  const actorEnd = actor.index + actor.printed.length;
  const act = OWN_ACT_AFTER_IDENTIFIER.exec(folded.slice(actorEnd, matches[1]!.index));
  if (act === null) return undefined;
  const actEnd = actorEnd + act[0].length;
  const relativeRids = new Set<string>();
  for (let i = 1; i < matches.length; i += 1) {
    const match = matches[i]!;
    if (match.rid === actor.rid) continue;
    const previousEnd = matches[i - 1]!.index + matches[i - 1]!.printed.length;
    if (!RELATIVE_BEFORE.test(folded.slice(Math.max(actEnd, previousEnd), match.index))) return undefined;
    const next = matches[i + 1];
    const end = match.index + match.printed.length;
    if (OWN_ACT_AFTER_IDENTIFIER.test(folded.slice(end, next ? next.index : folded.length))) return undefined;
    relativeRids.add(match.rid);
  }
  return { actorRid: actor.rid, relativeRids };
}
