/**
 * A company named in another company's description as the client that company serves: `BUREAUX DU
 * CENTRE, SAS, RIDET …, domiciliataire notamment de la société V, SARL, RIDET …. Par décision de
 * l'associé unique …`, `La BANQUE B, SA, RIDET …, caution de la société K, SAS, RIDET …, …`. The
 * role (the domiciliation company that lends its address, the surety that lends its signature) and
 * its object are the first company's description in its own notice: the client is named only by
 * what the first company is to it, as a tenant in its lessor's description (premises-tenant.ts) or a
 * subsidiary in its guarantor's (guaranteed-relative.ts). Not a creditor (`créancière de la société
 * S` names S as a debtor, whose procedure it may be), nor an officer (`liquidateur de la société L`
 * acts for L). Not read where the notice names the client again after its identifier (`celle-ci`,
 * its name): the first company may be telling its client's act. Read by `beside-subject-roles.ts`.
 * Folded text.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';
import { namedAgainAfter } from './premises-tenant.ts';

/**
 * From the previous identifier to this one: the server's description, its role toward the client
 * (`domiciliataire` captured, `caution`, `garante`), then the client introduced, its description captured.
 */
const SERVED_AFTER_SERVER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,160}?),\s*(?:(?:la |le |l')?(?:societe )?(domiciliataire)|(?:la |le )?caution(?: solidaire)?|(?:la |le )?garante?)(?: notamment| entre autres)? (?:de|d'|des societes(?: [^,;.]{0,60})? dont) ?(?:la |l')?(?:societe\s+)?(${CLAUSE_CHAR_NL}{0,200})$`,
);

/**
 * Whether the identifier printed at `index` (ending at `end`) is a client named in the description
 * of the company whose identifier ends at `previousEnd`, and not named again after it. In a seat
 * transfer, a domiciliation company's client is not read so: the host may be telling its client's
 * move in words no pattern knows (`a enregistré le transfert du siège de sa cliente`).
 */
export function servedClientOfPrevious(prose: string, folded: string, previousEnd: number, index: number, end: number, type: AnnonceType | null): boolean {
  const between = prose.slice(previousEnd, index);
  // The roles' words first (speed: most notices name no such role).
  if (between.length > 400 || (!between.includes('domiciliataire') && !between.includes('caution') && !between.includes('garant'))) return false;
  const served = SERVED_AFTER_SERVER.exec(between);
  return (
    served !== null &&
    !(served[2] !== undefined && type === 'siege') &&
    onlyCompanyDescription(folded.slice(previousEnd, previousEnd + served[1]!.length), 'after') &&
    onlyCompanyDescription(folded.slice(index - served[3]!.length, index), { identifier: folded.slice(index, end) }) &&
    !namedAgainAfter(served[3]!, prose.slice(end))
  );
}
