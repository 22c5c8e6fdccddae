/**
 * Several companies announcing together a decision they give to 'la société' without naming it
 * ('Les sociétés A, SARL, RIDET …, et B, SARL, RIDET …, informent que … M. X a été nommé gérant
 * de la société en remplacement de …'): a reader cannot tell whose record changes, so neither is
 * the subject, whichever is printed first. A decision each one takes ('chacune', 'respectivement',
 * 'leur siège'), or one that names its company after the list, is not read so.
 */

import { fold } from './fold.ts';
import type { RidetMatch } from './ridet.ts';
import { TELLING_VERB_PLURAL } from './telling-words.ts';

/** The list's opening: its companies named together before the first identifier, in the same sentence. */
const LIST_OPENING = /\b(?:les|des) (?:societes|entreprises|sarl|sas|sci|eurl)\s[^.;:]{0,200}$/;
/** Between two members: the first one's description, then 'et' and the next one's name. */
const MEMBER_GAP = /^[^.;:]{0,160}\bet\s[^.;:]{1,160}$/;
/** After the last member's description, the verb they share, in the same sentence. */
export const SHARED_VERB = new RegExp(String.raw`^[^.;]{0,200}?\b${TELLING_VERB_PLURAL}\b`);
/** The decision given to each member, or to all of them. */
export const EACH_OR_ALL = /\b(?:chacune|respectivement|respecti(?:f|ve)s?|leurs?|les deux societes|des deux societes|ces (?:deux |trois )?societes|l'une et l'autre|toutes deux|tous deux)\b/;
/** 'la société' with no name after it: the next word is no capital, or the sentence goes on. */
const UNNAMED_COMPANY = /\b(?:de|à|a|pour) la [Ss]oci[ée]t[ée](?=\s*(?:[,.;:)]|$|\s+[\p{Ll}\d]))/u;
export const NAMED_COMPANY = /\bla [Ss]oci[ée]t[ée]\s+(?:[«"“]\s*)?\p{Lu}/u;

/**
 * Whether the text's identified companies (`matches`, two RIDs or more) announce together a
 * decision given to one unnamed company.
 */
export function jointlyAnnouncedUnnamed(text: string, matches: readonly RidetMatch[]): boolean {
  if (new Set(matches.map((m) => m.rid)).size < 2) return false;
  const folded = fold(text);
  if (!folded.includes('societe')) return false;
  const first = matches[0]!;
  if (!LIST_OPENING.test(folded.slice(Math.max(0, first.index - 200), first.index))) return false;
  for (let i = 1; i < matches.length; i += 1) {
    if (!MEMBER_GAP.test(folded.slice(matches[i - 1]!.index + matches[i - 1]!.printed.length, matches[i]!.index))) return false;
  }
  const last = matches.at(-1)!;
  const lastEnd = last.index + last.printed.length;
  const verb = SHARED_VERB.exec(folded.slice(lastEnd));
  if (!verb) return false;
  const decisionStart = lastEnd + verb[0].length;
  // Between the list and the verb, a shared description may count them ('ayant toutes deux leur siège …'): not the decision's words.
  const decision = text.slice(decisionStart);
  if (EACH_OR_ALL.test(fold(decision))) return false;
  return UNNAMED_COMPANY.test(decision) && !NAMED_COMPANY.test(decision);
}
