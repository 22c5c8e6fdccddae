/**
 * A title that names its event, then its company after a dash (`CHANGEMENT DE GÉRANT — X`,
 * `Transfert du siège social – X`, `Transfert de siège —— X ("SAP")`, its sigle in brackets after it; a compositor's
 * `:::` as the dash, `CESSION DE PARTS ::: X` over `::: SARL au capital …`), over the company's form and particulars on the next line (`EURL
 * au capital de …, RIDET …`, `Société par actions simplifiée, siège : …`): the company's name is
 * the title's part after the dash, as a heading line of its own would print it. Written so (the
 * event, then the name on a line of its own) for the readers of a name above its form.
 */

import { fold } from './fold.ts';
import { FORM_TOKEN_SOURCE } from './legal-form.ts';
import { UPPER_NAME } from './company-mentions.ts';
import { titleNoun } from './title-nouns.ts';

const TITLE_THEN_NAME = new RegExp(String.raw`^([ \t]*(\p{L}+)[^\n—–:]{0,60}?)[ \t]+(?:[—–-]{1,2}|:{2,3})[ \t]+(${UPPER_NAME})(?:[ \t]*\([ \t]*["«“]?[\p{Lu}\d&.-]{2,12}["»”]?[ \t]*\))?[ \t]*\n(?=[ \t]*(?::{2,3}[ \t]*)?(?:${FORM_TOKEN_SOURCE}|[Ss]oci[ée]t[ée]\s|[Ee]ntreprise\s|[Gg]roupement\s))`, 'gmu');

export function withEventHeadingNameApart(text: string): string {
  // Only a text with a dash between spaces, or a compositor's colons after a space, may hold such a title (speed only).
  if (!/[ \t](?:[—–-]|::)/.test(text)) return text;
  return text.replace(TITLE_THEN_NAME, (whole: string, title: string, first: string, name: string) => (titleNoun(fold(first), false) === undefined ? whole : `${title}\n${name}\n`));
}
