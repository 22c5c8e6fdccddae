/**
 * A company that runs a business for its owner's account (`le fonds …, exploité pour son compte par
 * la société Y, RIDET …`, `géré pour le compte de M. X par la SARL Y, …`): Y works the business, it
 * does not own it, so it is neither the seller nor the lessor, and never the subject of the notice
 * that sells or lets it. The owner who prints no identifier leaves the notice without its subject's
 * (a quarantine, not the operator's). The operator named after its identifier (`exploité par la
 * société Y, RIDET …, pour le compte de M. X`) is acted-for-teller.ts's agent. Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';

/**
 * The business's participle of being worked or managed, `pour (son|leur|le) compte` with the owner
 * named or not, then `par` and the company that works it, its description up to its identifier captured.
 */
const RUN_FOR_OWNER_BEFORE = new RegExp(
  String.raw`\b(?:exploite|gere|tenu|administre)e?s?\s+(?:jusqu'(?:a present|alors|ici)\s+)?pour (?:son|sa|leur|le) compte(?: d(?:e |'|u |es )${CLAUSE_CHAR_NL}{1,80}?)?,?\s+par\s+(?:la |l'|le )?(?:societe\s+)?(${CLAUSE_CHAR_NL}{0,200})$`,
);

/** Whether the company of the identifier at `index` (ending at `end`) is told working a business for its owner's account. */
export function runsBusinessForOwner(prose: string, folded: string, index: number, end: number): boolean {
  const before = prose.slice(Math.max(0, index - 320), index);
  // The account's word first (speed: most notices name no operator).
  if (!before.includes('compte')) return false;
  const run = RUN_FOR_OWNER_BEFORE.exec(before);
  return run !== null && onlyCompanyDescription(folded.slice(index - run[1]!.length, index), { identifier: folded.slice(index, end) });
}
