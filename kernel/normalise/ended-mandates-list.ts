/**
 * Officers whose mandates end together, their office's noun in the plural before the list and the
 * ending after it ('Les mandats des administrateurs, M. X, président, Mme Y et la société Z, SAS,
 * RIDET …, ont pris fin', 'les fonctions des cogérants, M. X et Mme Y, ont cessé'): every name of
 * the list leaves, whatever office of its own it is told beside (a dissolution ends the board;
 * the one who goes on is named by the next sentence). Folded text.
 */

import { CIVILITY_STOP } from './clause-chars.ts';
import { matchesOf } from './global-pattern.ts';
import { ROLE_WORDS } from './officer-roles.ts';

const ENDED_LIST = new RegExp(
  String.raw`\b(?:mandats?|fonctions) (?:des|de leurs|de ses) (?:${ROLE_WORDS}|membres du (?:conseil|directoire)[^,;:]{0,40})\s*,((?:[^;:.\n]|\.(?=\d)|(?<=\b(?:m|mme|mm|mlle))\.){1,400}?),?\s*(?:ont|avaient|sont) (?:(?:ainsi|donc|egalement|de ce fait|en consequence) )?(?:pris fin|cesse|expire|termine)\b`,
  'g',
);

/** A full stop that is no civility's ('M. X'). */
const SENTENCE_END = String.raw`(?!${CIVILITY_STOP})\.`;
// The list ends before an appointment's verb ('… et de nommer Mme Y présidente', '…, et nommé en
// remplacement Mme Y' in a list of decisions, '… et a désigné M. Z').
const APPOINTING_NEXT = String.raw`\bet (?:de |d'|a |ont )?(?:nommer|designer|coopter|confier|nommee?s?|designee?s?|cooptee?s?|confiee?s?)\b`;
const NO_APPOINTMENT = String.raw`(?!${APPOINTING_NEXT})`;
const LIST = String.raw`((?:${NO_APPOINTMENT}(?:[^;:.\n]|\.(?=\d)|${CIVILITY_STOP})){1,400}?)`;
/**
 * The ending told before the list, each holder with its own office ('constatant l'expiration des
 * mandats de la société X, commissaire aux comptes titulaire, et de M. Y, commissaire aux comptes
 * suppléant, a nommé …', 'a décidé de ne pas renouveler les mandats de X, …, et de Y, …, arrivés à
 * expiration', 'constatant que les mandats de X, …, et de Y, …, arrivaient à expiration'): the list
 * runs to the clause's verb, its end or its colon.
 */
const ENDED_BEFORE = new RegExp(
  String.raw`\b(?:(?:l'|de l')?expiration|(?:la |de la )?fin|(?:le |du )?non-renouvellement|(?:le |du )?terme) des mandats (?:de |d'|du |des )${LIST},?\s*(?=(?:a|ont|avait|avaient) (?:nomme|designe|decide|renouvele|constate|pris acte)|:|;|${SENTENCE_END})` +
    String.raw`|\bne pas (?:renouveler|reconduire) (?:les|le) mandats? (?:de |d'|du |des )${LIST},?\s*(?=(?:arrive|venu|echu)|:|;|${SENTENCE_END}|${APPOINTING_NEXT})` +
    String.raw`|\bque les mandats (?:de |d'|du |des )${LIST},?\s*(?=(?:arrivaient|arrivent|sont arrives|etaient arrives) a (?:expiration|echeance|leur terme))`,
  'g',
);

/** The spans of the folded text, each a list of officers whose mandates the sentence ends together. */
export function endedMandateLists(folded: string): ReadonlyArray<readonly [number, number]> {
  if (!folded.includes('fin') && !folded.includes('cesse') && !folded.includes('expir') && !folded.includes('termine') && !folded.includes('renouvel') && !folded.includes('terme')) return [];
  const spans: Array<readonly [number, number]> = [];
  for (const pattern of [ENDED_LIST, ENDED_BEFORE]) {
    pattern.lastIndex = 0;
    for (const m of matchesOf(pattern, folded)) {
      const list = m.slice(1).find((g) => g !== undefined)!;
      const start = m.index + m[0].indexOf(list);
      spans.push([start, start + list.length]);
    }
  }
  return spans;
}
