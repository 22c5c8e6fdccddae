/**
 * A company told by another as having moved its own seat: `La société H, …, RIDET …, informe que la
 * société C, SARL, RIDET …, a transféré son siège social …`, `… fait savoir que C, …, RIDET …, a, par
 * décision de ses associés du …, transféré son siège …`. The possessive (`son siège`) is the
 * subject's of its verb: the seat that moved is C's, whoever tells it (its host, its accountant, its
 * parent). A reader reads such a seat transfer as C's and the teller as its announcer, whatever the
 * teller's trade or name. Read by `beside-subject-roles.ts` only in a seat transfer where the rules
 * left several companies. Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { OWN_POSSESSIVE, participles, recordNouns, verbsActingOn, type OwnRecord } from './own-record-words.ts';
import { TELLING_VERB } from './telling-words.ts';

/**
 * A telling verb and its `que`, then the company told, its description up to its identifier captured.
 * (wt-org) The decision may be told between `que` and the company, set apart by its commas (`fait
 * savoir que, par décision de son associé unique du …, la société C, …`): it is C's decision.
 */
const TOLD_BEFORE = new RegExp(
  String.raw`\b${TELLING_VERB}(?: du public| des tiers| de tous)?(?: (?:les|aux) tiers| le public| au public)? (?:que|qu')\s*(?:,\s*(?:par|suivant|aux termes d[eu']|selon)\b[^,;.:]{0,120},\s*)?(?:la |l')?(?:societe\s+)?(${CLAUSE_CHAR_NL}{0,200})$`,
);

/**
 * The seat (or domicile) only of the records a company acts on: the reading is asked in a seat
 * transfer, whose subject is the company whose seat moved.
 */
const SEAT: readonly OwnRecord[] = ['seat', 'domicile'];
/** After the company's identifier and description: its own seat moved, an incise between the auxiliary and the participle allowed. */
const OWN_SEAT_MOVED_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?)(?:,\s*)?\b(?:a|avait)\b\s*(?:,[^,;.]{0,160},\s*)?${participles(verbsActingOn(SEAT))} ${OWN_POSSESSIVE} ${recordNouns(SEAT)}\b`,
);

/**
 * Whether the identifier printed at `index` and ending at `end` is a company another tells (`informe
 * que`) as having moved its own seat. `folded`: the folded text as printed; `prose`: the same with a
 * paragraph's line breaks read as spaces (same offsets).
 */
export function toldMovingOwnSeat(prose: string, folded: string, index: number, end: number): boolean {
  const before = prose.slice(Math.max(0, index - 320), index);
  // The telling's `que` first (speed: most notices are told by their own company).
  if (!before.includes('que')) return false;
  const told = TOLD_BEFORE.exec(before);
  if (!told || !onlyCompanyDescription(folded.slice(index - told[1]!.length, index), { identifier: folded.slice(index, end) })) return false;
  const moved = OWN_SEAT_MOVED_AFTER.exec(prose.slice(end, end + 400));
  return moved !== null && onlyCompanyDescription(folded.slice(end, end + moved[1]!.length), 'after');
}
