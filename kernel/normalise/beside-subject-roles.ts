/**
 * Companies a notice names beside its subject by a role a reader does not doubt, whatever the
 * layout: the host of the seat (`c/o X`, `dans les locaux de la société X`, `Nouvelle adresse : chez
 * X`: seat-host.ts; a domiciliation company told hosting a client: domiciliation-host.ts), the
 * partners who sell or buy parts of a company (parts-sale-parties.ts), and (wt-dom2) the premises'
 * lessor, the guarantor, the lender or creditor and the contributor in kind (role-noun-parties.ts).
 * Where the rules left two companies or more (`premier_candidat`), the companies whose every mention
 * holds such a role are set aside as the rules set third parties aside (their mentions then count as
 * third parties' in the score's evidence, `third_party`, `every_mention_third`): one company left,
 * told by no role, is the subject (`seul_candidat`). Where a rule published a company the act names
 * only by a role of the last kind (a guarantor read as the company whose parts are sold), it is set
 * aside the same way, and with no company left the subject's identifier is not printed
 * (`autre_partie`). Neither role is a feature of its own: fitted, the host got no weight
 * (-0.03: the rules set most hosts aside already) and the partner's (-1.55) took weight from
 * `of_the_company_before`, tipping a guard's sold company under the least probability. A company
 * both named by a role and told otherwise (its own name block, its own act) keeps its other mention,
 * and none is made the subject by elimination of them all.
 * (wt-thr) In the same step: a company another tells as having moved its own seat is the seat
 * transfer's, the others set aside (told-own-seat.ts); the tenant named in its lessor's description
 * (premises-tenant.ts); the firm that tells for the one company it acts for, and an agent acting in
 * the name of the company identified next or of a person (acted-for-teller.ts); the client named in
 * its server's description (served-client.ts). The agent and the client are read on a rule's pick too.
 * (wt-cls) Also on a rule's pick: the company that works a business for its owner's account
 * (business-run-for-owner.ts), and a company named inside the description of a teller that tells its
 * own act on its own record (teller-own-act.ts); that teller, the one company it leaves, is the subject.
 * (wt-org) On a rule's pick too: the host named right after a lower-case `chez` or `c/o` (seat-host.ts
 * `hostNamedAfterPreposition`), so a seat transfer whose host is the only company identified is
 * quarantined, never published under the host. Where the rules left several companies in a notice of
 * officers or articles: the companies identified in a sentence about a seat on the board
 * (board-seat-sentence.ts).
 */

import { inBoardSeatSentence, mayTellBoardSeats } from './board-seat-sentence.ts';
import { domiciliationHost } from './domiciliation-host.ts';
import { fold } from './fold.ts';
import type { AnnonceType } from '../model/announcement.ts';
import { partsSaleParty } from './parts-sale-parties.ts';
import { roleBesideSubject } from './role-noun-parties.ts';
import { hostNamedAfterPreposition, hostsTheSeat } from './seat-host.ts';
import { tenantOfPremises } from './premises-tenant.ts';
import { toldMovingOwnSeat } from './told-own-seat.ts';
import { actedFor, actsForNext, actsForPerson, tellsTheNotice } from './acted-for-teller.ts';
import { servedClientOfPrevious } from './served-client.ts';
import type { JudgedRidet, SubjectDecision } from './subject-ridet.ts';
import { runsBusinessForOwner } from './business-run-for-owner.ts';
import { namedInTellerOwnAct } from './teller-own-act.ts';

/** The folded text with a paragraph's line breaks read as spaces, offsets kept. */
function paragraphsAsProse(folded: string): string {
  return folded.replace(/(?<!\n)\n(?!\n)/g, ' ');
}

/**
 * Whether the identifier printed at `index` and ending at `end` is the host's that lends the seat
 * its address. `folded`: the folded text as printed; `prose`: the same with a paragraph's line breaks
 * read as spaces (same offsets).
 */
function hostOfTheSeat(prose: string, folded: string, index: number, end: number): boolean {
  return (hostsTheSeat(prose.slice(Math.max(0, index - 240), index)) && !fieldUnderSeatLine(folded, index)) || domiciliationHost(prose, folded, index, end);
}

/**
 * An identifier opening its own line under the seat's field ('Siège social : chez X, 45 rue …,
 * 98800 Nouméa' / 'RIDET …'): the next field of the company's particulars, not the host's number.
 */
function fieldUnderSeatLine(folded: string, index: number): boolean {
  const lineStart = folded.lastIndexOf('\n', index - 1) + 1;
  if (folded.slice(lineStart, index).trim() !== '' || lineStart === 0) return false;
  // The seat's field may wrap over a line or two ('Siège social : chez X, 45, rue' / 'de Sébastopol, 98800 Nouméa').
  const above = folded.slice(Math.max(0, lineStart - 240), lineStart - 1).split('\n').slice(-3).reverse();
  for (const line of above) {
    if (line.trim() === '') return false;
    if (SEAT_FIELD.test(line)) return true;
  }
  return false;
}
const SEAT_FIELD = /^[ \t]*(?:siege(?: social)?|adresse(?: du siege)?|domiciliation)[ \t]*:/;

/**
 * The rules' decision once the companies told beside the subject are set aside: where they left two
 * companies or more and one is left that no role names, it is the subject; where they published a
 * company the act names only as a lessor, a guarantor, a lender or a contributor beside another
 * company, the one company left is, or none (`autre_partie`). Null: nothing changes.
 */
export function decidedWithRolesBesideSubject(text: string, decision: SubjectDecision, type: AnnonceType | null): SubjectDecision | null {
  const undecided = decision.rule === 'premier_candidat';
  const published = decision.match;
  // A rule's pick is read again only where no rule read the act's sides or the company's registration itself.
  if (!undecided && (published === null || KEPT_RULES.has(decision.rule))) return null;
  const folded = fold(text);
  const prose = paragraphsAsProse(folded);
  // A company named alone is told as a lender or a guarantor only in a notice of another company's act
  // (a sale of parts of a company that prints no identifier); the owner of premises or a contributor
  // named alone is the company whose notice it is (an SCI describing its building).
  const alone = new Set(decision.judged.map((j) => j.match.rid)).size < 2;
  const byRole = decision.judged.map((j, i) => {
    const role = roleBesideSubject(prose, folded, j.match.index, j.match.index + j.match.printed.length, type);
    return role === 'argent' || (role !== null && !alone) || hostNamedAfterPreposition(prose.slice(Math.max(0, j.match.index - 120), j.match.index), text.slice(Math.max(0, j.match.index - 120), j.match.index)) || agentOfNext(prose, folded, decision.judged, i) || clientOfPrevious(prose, folded, decision.judged, i, type) || runsBusinessForOwner(prose, folded, j.match.index, j.match.index + j.match.printed.length) || tellerOfOwnAct(prose, folded, decision.judged, i) !== undefined;
  });
  if (!undecided && !decision.judged.every((j, i) => j.match.rid !== published!.rid || byRole[i])) return null;
  // (wt-thr) A seat transfer another company tells of a company that moved its own seat: that company's (told-own-seat.ts).
  const toldRid = undecided && type === 'siege' ? onlyToldSeatMover(prose, folded, decision.judged) : undefined;
  // (wt-thr) A firm telling a notice for the one company it acts for (acted-for-teller.ts).
  const actedForRid = undecided ? onlyActedFor(prose, folded, decision.judged) : undefined;
  // (wt-org) The members of the notice's board, each identified in a sentence about a seat on it (board-seat-sentence.ts).
  const boardSeats = undecided && (type === 'nomination' || type === 'statuts') && mayTellBoardSeats(folded);
  const beside = decision.judged.map((j, i) => {
    if (byRole[i] || !undecided) return byRole[i]!;
    const end = j.match.index + j.match.printed.length;
    return (boardSeats && inBoardSeatSentence(folded, j.match.index, end)) || (toldRid !== undefined && j.match.rid !== toldRid) || (actedForRid !== undefined && j.match.rid !== actedForRid && tellsTheNotice(prose, folded, end)) || hostOfTheSeat(prose, folded, j.match.index, end) || partsSaleParty(prose, folded, j.match.index, end) || tenantOfPremises(prose, folded, j.match.index, end);
  });
  if (!beside.some(Boolean)) return null;
  const setAside = new Set(decision.judged.filter((j) => decision.judged.every((k, i) => k.match.rid !== j.match.rid || beside[i])).map((j) => j.match.rid));
  // An adviser's firm is set aside as well: with the parties set aside, it is never left the subject
  // (a sale of parts of a company that prints no identifier is not the drafting firm's).
  const rids = new Set(decision.judged.filter((j) => !j.third && !j.adviser && !setAside.has(j.match.rid)).map((j) => j.match.rid));
  if (setAside.size === 0) return null;
  const judged: JudgedRidet[] = decision.judged.map((j) => (setAside.has(j.match.rid) ? { ...j, third: true } : j));
  // A published company set aside: with no company left, the subject's identifier is not printed; with
  // several, the fitted score decides among them.
  if (rids.size === 0) {
    // (wt-cls) A teller telling its own act on its own record, every other company named in its description: the teller's.
    const tellers = new Set(decision.judged.map((_, i) => tellerOfOwnAct(prose, folded, decision.judged, i)).filter((rid) => rid !== undefined));
    const teller = tellers.size === 1 ? decision.judged.find((j) => tellers.has(j.match.rid) && !j.match.establishmentInferred) ?? decision.judged.find((j) => tellers.has(j.match.rid)) : undefined;
    if (teller) return { match: teller.match, judged: judged.map((j) => (j.match.rid === teller.match.rid ? { ...j, third: false } : j)), rule: 'seul_candidat' };
    return undecided ? null : { match: null, judged, rule: 'autre_partie' };
  }
  if (rids.size > 1) return undecided ? null : { match: judged.find((j) => rids.has(j.match.rid))!.match, judged, rule: 'premier_candidat' };
  const [rid] = rids;
  const own = judged.filter((j) => j.match.rid === rid && !j.third);
  const match = (own.find((j) => !j.match.establishmentInferred) ?? own[0]!).match;
  return { match, judged, rule: 'seul_candidat' };
}

/** The one company (its RID) told by another as having moved its own seat; undefined when none or several. */
function onlyToldSeatMover(prose: string, folded: string, judged: readonly JudgedRidet[]): string | undefined {
  const told = new Set(judged.filter((j) => toldMovingOwnSeat(prose, folded, j.match.index, j.match.index + j.match.printed.length)).map((j) => j.match.rid));
  return told.size === 1 ? [...told][0] : undefined;
}

/** (wt-thr) Whether the company of `judged[i]` acts in the name of the other company identified next, or of a person (acted-for-teller.ts). */
function agentOfNext(prose: string, folded: string, judged: readonly JudgedRidet[], i: number): boolean {
  const own = judged[i]!.match;
  const next = judged.slice(i + 1).find((j) => j.match.index > own.index)?.match;
  const end = own.index + own.printed.length;
  return (next !== undefined && next.rid !== own.rid && actsForNext(prose, folded, end, next.index, next.index + next.printed.length)) || actsForPerson(prose, folded, end);
}

/** (wt-thr) Whether the company of `judged[i]` is a client named in the description of the company identified before it (served-client.ts). */
function clientOfPrevious(prose: string, folded: string, judged: readonly JudgedRidet[], i: number, type: AnnonceType | null): boolean {
  const own = judged[i]!.match;
  const previous = judged.slice(0, i).findLast((j) => j.match.index < own.index)?.match;
  return previous !== undefined && previous.rid !== own.rid && servedClientOfPrevious(prose, folded, previous.index + previous.printed.length, own.index, own.index + own.printed.length, type);
}

/**
 * (wt-cls) The RID of the teller in whose description the company of `judged[i]` is named, the teller
 * telling its own act on its own record (teller-own-act.ts); undefined when it is not so named.
 */
function tellerOfOwnAct(prose: string, folded: string, judged: readonly JudgedRidet[], i: number): string | undefined {
  const own = judged[i]!.match;
  const previous = judged.slice(0, i).findLast((j) => j.match.index < own.index)?.match;
  if (previous === undefined || previous.rid === own.rid) return undefined;
  return namedInTellerOwnAct(prose, folded, previous.index + previous.printed.length, own.index, own.index + own.printed.length) ? previous.rid : undefined;
}

/** The one company (its RID) another is told acting for; undefined when none or several. */
function onlyActedFor(prose: string, folded: string, judged: readonly JudgedRidet[]): string | undefined {
  const acted = new Set(judged.filter((j) => actedFor(prose, folded, j.match.index, j.match.index + j.match.printed.length)).map((j) => j.match.rid));
  return acted.size === 1 ? [...acted][0] : undefined;
}

/**
 * The rules that read the act's sides or the company's own registration themselves: a merger's side,
 * the new company's registration, the procedure's debtor, the list's company.
 */
const KEPT_RULES: ReadonlySet<SubjectDecision['rule']> = new Set(['fusion', 'immatriculation', 'debiteur', 'societe_de_la_liste', 'autre_partie', 'pas_immatriculee', 'aucun']);

/** Why a notice whose only identified companies the act names by their role beside it is quarantined, in the service's language. */
export const ROLE_PARTY_ONLY_DETAIL =
  'Aucun identifiant cité n’est celui de la société dont l’annonce parle : l’acte nomme la société identifiée par son rôle à côté d’elle (hôte du siège, bailleur des locaux, caution ou garant, prêteur ou créancier, apporteur en nature, mandataire qui agit au nom d’un autre), jamais par un acte qui soit le sien.';

/** Why a sale of parts published under a partner is quarantined, in the service's language. */
export const PARTNER_ONLY_DETAIL =
  'L’identifiant retenu est celui d’une société qui cède ou acquiert des parts d’une autre société (un associé, jamais la société de l’annonce) : la société dont les parts sont cédées ne cite pas le sien.';

/**
 * Whether every mention of the company `rid` tells it selling or buying parts of another company: in
 * a sale of parts its record does not change, so it is never that notice's subject (a company whose
 * parts are sold that prints no identifier of its own leaves only the partners').
 */
export function onlyPartnerOfPartsSale(text: string, rid: string, judged: readonly JudgedRidet[]): boolean {
  const mentions = judged.filter((j) => j.match.rid === rid);
  // The parts' words first, on the text as printed (speed: most sales are a business's).
  if (mentions.length === 0 || !/part|action|titre/i.test(text)) return false;
  const folded = fold(text);
  const prose = paragraphsAsProse(folded);
  return mentions.every((j) => partsSaleParty(prose, folded, j.match.index, j.match.index + j.match.printed.length));
}
