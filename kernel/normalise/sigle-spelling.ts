/**
 * A quoted sigle under a name cut by a line-end hyphen tells whether the cut splits one word or
 * a compound: the sigle spells the name's words, each by its first letters, and only one of the
 * two readings may be spelt ('« SCN »' under 'SOCIÉTÉ DE CHAUDRON-' / 'NERIE DU NORD').
 */

import { fold } from './fold.ts';

/** Words a sigle may leave out: articles, prepositions, conjunctions. */
const CONNECTORS = new Set(['a', 'au', 'aux', 'd', 'de', 'des', 'du', 'en', 'et', 'l', 'la', 'le', 'les', 'pour', 'sur']);

/** Capitals words ending a line's text before the cut (the name's start on the cut line). */
const NAME_END = /(?:[\p{Lu}&'’]+[ ]+)*$/u;
/** Capitals words opening the text after the continuation (the name's end on the next line). */
const NAME_START = /^(?:[ ]+[\p{Lu}&'’]+)*/u;
/** A sigle quoted right after the name, on the continuation line or alone on the next one. */
const QUOTED_SIGLE = /^[ ]*(?:\n[ ]*)?[«"“][ ]*([\p{Lu}]{3,8})[ ]*[»"”]/u;

function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** Whether the sigle spells the words in order, each content word by one first letter or more, connectors left out or spelt. */
function spells(sigle: string, words: readonly string[], at = 0, word = 0): boolean {
  if (word === words.length) return at === sigle.length;
  const current = words[word]!;
  if (CONNECTORS.has(current) && spells(sigle, words, at, word + 1)) return true;
  for (let length = 1; length <= current.length && at + length <= sigle.length; length++) {
    if (sigle[at + length - 1] !== current[length - 1]) break;
    if (spells(sigle, words, at + length, word + 1)) return true;
  }
  return false;
}

/**
 * Whether a quoted sigle after the name says the halves are one word (true), a compound (false),
 * or nothing (undefined: no sigle, or it spells both readings or neither).
 */
export function sigleJoinsCut(text: string, cutStart: number, cutEnd: number, first: string, rest: string): boolean | undefined {
  const after = text.slice(cutEnd, cutEnd + 200);
  if (!/[«"“]/.test(after)) return undefined;
  const tail = NAME_START.exec(after)![0];
  const sigle = QUOTED_SIGLE.exec(after.slice(tail.length))?.[1];
  if (sigle === undefined) return undefined;
  const head = NAME_END.exec(text.slice(text.lastIndexOf('\n', cutStart - 1) + 1, cutStart))![0];
  const letters = fold(sigle);
  const joined = spells(letters, wordsOf(`${head}${first}${rest}${tail}`));
  const split = spells(letters, wordsOf(`${head}${first} ${rest}${tail}`));
  return joined === split ? undefined : joined;
}
