/**
 * A compositor's mark read with the name at its head (`⊗ BOULARI NAUTISME` under a legend `⊗ =
 * dissolution anticipée`, `■ X`, `• X`, `» X`): a sign no company's name opens with. The name is read
 * past it; quotes, brackets and an apostrophe stay (a quoted name, `(L')`, a name in guillemets).
 * So is the compositor's event code his marks set before the name (`★ NAISSANCE ★ « X »`, `NOUV. ▸
 * X`): an event's words closed by a mark are his code, not the name's first words; the name's
 * opening guillemet, left alone once its closing one is cut, goes with them.
 */

import { typeOfPhrase } from './insertion-code-words.ts';
import { eventWordsOnly } from './event-words-only.ts';

const MARK = String.raw`(?:[\p{S}•·‣∙◦*#|/\\]+|[-–—]+(?=\s))`;
const HEAD_MARK = new RegExp(String.raw`^${MARK}\s*(?=[\p{L}\d«"“])`, 'u');
/** An event's words at the head, closed by a mark, before the name. */
const HEAD_CODE = new RegExp(String.raw`^([\p{L}][\p{L}.'’ -]{1,30}?)\s*${MARK}\s*(?=[\p{L}\d«"“])`, 'u');
const LONE_OPENING_QUOTE = /^[«"“]\s*(?=[^»"”]*$)/u;

/** The name without a compositor's mark or event code at its head. */
export function withoutHeadMark(name: string): string {
  const mark = HEAD_MARK.exec(name);
  const past = mark ? name.slice(mark[0].length) : name;
  const code = HEAD_CODE.exec(past);
  if (!code || !(eventWordsOnly(code[1]!) || typeOfPhrase(code[1]!) !== null)) return past;
  return past.slice(code[0].length).replace(LONE_OPENING_QUOTE, '');
}
