/**
 * Which of a notice's RIDETs is the company the notice is about. Rule: the first mention that is
 * not a third party's; a mention is a third party's when the words just before it, in its own
 * clause, name a role held by another company (liquidateur, mandataire, cessionnaire, acquéreur,
 * bailleur, locataire-gérant, président or gérant that is a company, 'au profit de', 'représentée
 * par'). When every mention is a third party's, the first one.
 */

import { fold } from './fold.js';
import type { RidetMatch } from './ridet.js';

const THIRD_PARTY =
  /\b(?:liquidat(?:eur|rice)|mandataire|administrat(?:eur|rice)|cessionnaire|acquereur|acheteur|au profit de|a la societe|a vendu a|cede a|represente(?:e)? par|locataire|locataire-gerant|bailleur|commissaire aux comptes|president|presidente|gerant|gerante|associe|actionnaire|holding)\b[^.;\n]{0,160}$/;

export function pickSubjectRidet(text: string, matches: readonly RidetMatch[]): RidetMatch | null {
  if (matches.length === 0) return null;
  const folded = fold(text);
  for (const match of matches) {
    const before = folded.slice(Math.max(0, match.index - 200), match.index);
    const clause = before.split(/\.\s|;|\n\n/).at(-1) ?? before;
    if (!THIRD_PARTY.test(clause)) return match;
  }
  return matches[0]!;
}
