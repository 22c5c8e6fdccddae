/**
 * An office told by who no longer holds it and who does, in everyday words ('la gérante n'est plus
 * Mme Anne X mais Mme Rose Y', 'le président n'est plus M. X, c'est désormais Mme Y'): the first
 * person leaves the office and the second holds it, whoever writes. Read as the two labels a table
 * of changes gives them ('Ancienne gérante : Anne X' / 'Nouvelle gérante : Rose Y'), on lines of
 * their own, as the officer readings read a sheet; the names must be persons' as typed (given name,
 * then surname in capitals, a civility allowed before).
 */

import { OFFICE, PERSON } from './speaker-office.ts';

const NO_LONGER_BUT = new RegExp(
  String.raw`(?<![\p{L}])(?:[Ll]e|[Ll]a|[Ll]')[ ]*(${OFFICE})[ ]+n['’]est[ ]+plus[ ]+(${PERSON})[ ]*,?[ ]*(?:mais|c['’]est(?:[ ]+(?:d[ée]sormais|maintenant|dor[ée]navant))?)[ ]+(${PERSON})(?=[ ]*(?:[.,;]|$|[ ]+(?:depuis|[àa] compter|[àa] partir|qui)\b))`,
  'gmu',
);
const FEMININE = /e$/u;

/** The text with each office told by who no longer holds it and who does written as two labelled lines (module comment). */
export function plainOfficeChanges(text: string): string {
  if (!/n['’]est plus/u.test(text)) return text;
  return text.replace(NO_LONGER_BUT, (_m, office: string, former: string, holder: string) => {
    const word = office.toLocaleLowerCase('fr');
    const [before, after] = FEMININE.test(word) ? ['Ancienne', 'Nouvelle'] : ['Ancien', 'Nouveau'];
    return `\n${before} ${word} : ${former}\n${after} ${word} : ${holder}\n`;
  });
}
