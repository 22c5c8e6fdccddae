/**
 * Two companies named together as the speakers, one description and one identifier printed after
 * both names (`Les sociétés A et B, SAS au capital de …, RIDET …, informent que M. X a été nommé
 * directeur général`): the identifier and the form may be either company's, or the second one's
 * only, and the decision names neither. A careful reader cannot tell whose record changes, so the
 * notice is quarantined (`sujet_ambigu`) with the one identifier, not published under it. A
 * decision each one takes (`chacune`, `respectivement`, `leur siège`) or one that names its
 * company is not read so, nor a list whose names each carry their own identifier
 * (joint-announcers.ts reads those).
 */

import { fold } from './fold.ts';
import type { RidetMatch } from './ridet.ts';
import { EACH_OR_ALL, NAMED_COMPANY, SHARED_VERB } from './joint-announcers.ts';

/** Two names joined by 'et' after 'les sociétés', then one description up to the identifier, in one sentence. */
const TWO_NAMES_THEN_DESCRIPTION = /\b(?:les|des) (?:societes|entreprises)\s+[^,.;:()]{1,80}?\set\s[^,.;:()]{1,80},[^.;:]{0,240}$/;

/** Whether the text's one identified company is printed after two names that announce together a decision naming neither. */
export function twoNamesOneIdentifier(text: string, matches: readonly RidetMatch[]): boolean {
  if (matches.length === 0 || new Set(matches.map((m) => m.rid)).size !== 1) return false;
  const folded = fold(text);
  // The list's words are looked for first (speed only).
  if (!folded.includes('les societes') && !folded.includes('des societes') && !folded.includes('les entreprises')) return false;
  const first = matches[0]!;
  const before = folded.slice(Math.max(0, first.index - 400), first.index);
  if (!TWO_NAMES_THEN_DESCRIPTION.test(before) || EACH_OR_ALL.test(before)) return false;
  const end = first.index + first.printed.length;
  const verb = SHARED_VERB.exec(folded.slice(end));
  if (!verb) return false;
  const decision = text.slice(end + verb[0].length);
  return !EACH_OR_ALL.test(fold(decision)) && !NAMED_COMPANY.test(decision);
}

/** The quarantine's detail, in French. */
export function twoNamesDetail(match: RidetMatch): string {
  return `Deux sociétés annoncent ensemble une décision, un seul identifiant imprimé après leurs deux noms (« ${match.printed.replace(/\s+/g, ' ')} ») : rien ne dit de laquelle il est ni laquelle la décision concerne.`;
}
