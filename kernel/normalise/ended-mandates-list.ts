/**
 * Officers whose mandates end together, their office's noun in the plural before the list and the
 * ending after it ('Les mandats des administrateurs, M. X, président, Mme Y et la société Z, SAS,
 * RIDET …, ont pris fin', 'les fonctions des cogérants, M. X et Mme Y, ont cessé'): every name of
 * the list leaves, whatever office of its own it is told beside (a dissolution ends the board;
 * the one who goes on is named by the next sentence). Folded text.
 */

import { matchesOf } from './global-pattern.ts';
import { ROLE_WORDS } from './officer-roles.ts';

const ENDED_LIST = new RegExp(
  String.raw`\b(?:mandats?|fonctions) (?:des|de leurs|de ses) (?:${ROLE_WORDS}|membres du (?:conseil|directoire)[^,;:]{0,40})\s*,((?:[^;:.\n]|\.(?=\d)|(?<=\b(?:m|mme|mm|mlle))\.){1,400}?),?\s*(?:ont|avaient|sont) (?:(?:ainsi|donc|egalement|de ce fait|en consequence) )?(?:pris fin|cesse|expire|termine)\b`,
  'g',
);

/** The spans of the folded text, each a list of officers whose mandates the sentence ends together. */
export function endedMandateLists(folded: string): ReadonlyArray<readonly [number, number]> {
  if (!folded.includes('fin') && !folded.includes('cesse') && !folded.includes('expire') && !folded.includes('termine')) return [];
  ENDED_LIST.lastIndex = 0;
  const spans: Array<readonly [number, number]> = [];
  for (const m of matchesOf(ENDED_LIST, folded)) {
    const start = m.index + m[0].indexOf(m[1]!);
    spans.push([start, start + m[1]!.length]);
  }
  return spans;
}
