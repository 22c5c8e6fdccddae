/**
 * (wt-org) A member company told leaving the grouping, the board or the partnership it belonged to:
 * `La société X, SARL, RIDET …, a notifié son retrait du groupement`, `…, RIDET …, s'est retirée du
 * GIE`, `…, RIDET …, cesse d'être membre`, `…, RIDET …, a été exclue du groupement`. Its place was in
 * another company, whose contract or board the departure changes (a GIE's members are its contract):
 * the notice is that company's, as an appointee's is the company it is appointed in. The leaving
 * company's own record does not change. Read after the identifier, only the company's own description
 * between; or a company resigning or removed from its mandate in another (MANDATE_LEFT_AFTER). Folded text.
 */

import { CLAUSE_CHAR_NL } from './clause-chars.ts';
import { onlyCompanyDescription } from './company-description-gap.ts';

/** What the member does or undergoes: it withdraws, stops being a member, is excluded or struck off. */
const LEAVES_AFTER = new RegExp(
  String.raw`^(${CLAUSE_CHAR_NL}{0,200}?)(?:,\s*)?(?:\b(?:a notifie|notifie|a donne|a presente|a demande|a annonce) (?:son|sa) (?:retrait|demission)\b|\b(?:s'est retiree?|se retire|se retirera)\b|\b(?:cesse|a cesse|cessera) d'etre (?:membre|associee?)\b|\ba quitte le (?:groupement|gie)\b|\b(?:a ete|est) (?:exclue?|radiee?) (?:du|de ce) (?:groupement|gie)\b)`,
);

/** The words every match holds, looked for first (speed: most companies leave nothing). */
const GATE = /retrait|demission|retir|cess|quitte|exclu|radie|mandat|fonction/;

/**
 * A company whose resignation or removal the clause before tells, its mandate named right after its
 * identifier (`la démission de M. X et de la société Y (RIDET …) de leurs mandats d'administrateurs`,
 * `la révocation de la société Y, RIDET …, de ses fonctions de présidente`): it held an office in
 * the notice's company.
 */
const MANDATE_LEFT_AFTER = /^[\s),]*de (?:son|ses|leurs?) (?:mandats?|fonctions?)\b/;
const LEAVING_BEFORE = new RegExp(String.raw`\b(?:demission|revocation|cessation|depart|fin) (?:des fonctions |du mandat |des mandats )?(?:de |d')${CLAUSE_CHAR_NL}{0,200}$`);

/**
 * Whether the identifier ending at `end` is a member company's told leaving its grouping or
 * partnership. `prose`: the folded text, paragraphs read as prose; `folded`: the same as printed.
 */
export function memberLeaving(prose: string, folded: string, end: number): boolean {
  const after = prose.slice(end, end + 280);
  if (!GATE.test(after)) return false;
  if (MANDATE_LEFT_AFTER.test(after) && LEAVING_BEFORE.test(prose.slice(Math.max(0, end - 320), end))) return true;
  const m = LEAVES_AFTER.exec(after);
  return m !== null && onlyCompanyDescription(folded.slice(end, end + m[1]!.length), 'after');
}
