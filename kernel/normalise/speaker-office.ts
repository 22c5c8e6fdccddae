/**
 * An office told by the person who writes the message, or labelled by its word alone before the
 * holder's name (a manager typing the company's notice): 'gérante moi Nadine X', 'gérant moi-même
 * Paul X', 'je reste gérant, Patrick X', 'je suis la nouvelle présidente : Léa X' (or its name in
 * brackets, 'je suis le gérant (Paul X)'), and 'Gérante
 * Moana X.' opening a sentence. Each is read as the office's label before its holder ('Gérante :
 * Nadine X'), on a line of its own, as the officer readings read a card: the name must be a
 * person's as typed (given name, then surname in capitals, a civility allowed before).
 */

import { CAPITAL_CODE_POINTS } from './letter-units.ts';

// Case is spelt out rather than flagged: the person's name must keep its capitals.
export const OFFICE = String.raw`(?:[Cc]o-?)?(?:[Gg][ée]rante?|[Pp]r[ée]sidente?|[Dd]irect(?:eur|rice) g[ée]n[ée]rale?|[Ll]iquidat(?:eur|rice))`;
const CIVILITY = String.raw`(?:(?:M\.|Mr\.?|Mme|Mlle|Monsieur|Madame)[ ]+)?`;
export const PERSON = String.raw`${CIVILITY}\p{Lu}[\p{Ll}'’-]+(?:[ -]\p{Lu}[\p{Ll}'’-]+)?[ ]+\p{Lu}{2}[\p{Lu}'’ -]*?`;
// The person's end: a full stop, a comma, a semicolon, the line's end.
const PERSON_END = String.raw`(?=[ ]*(?:[.,;]|$))`;

// 'gérante moi Nadine X', 'gérant moi-même Paul X', 'gérant c'est moi, Paul X'.
// The office's first letter looked ahead for first: the engine then skips the other characters (speed only, the same matches).
const OFFICE_ME = new RegExp(String.raw`(?=[CcGgPpDdLl])(?<![\p{L}])(${OFFICE})[ ,:]+(?:c'est[ ]+)?[Mm]oi(?:[ -]m[êe]me)?[ ,:]+(${PERSON})${PERSON_END}`, 'gmu');
// 'je reste gérant, Patrick X', 'je suis la nouvelle gérante : Léa X', 'je suis le président (Léa X)'.
const I_AM_OFFICE = new RegExp(String.raw`(?<![\p{L}])(?:[Jj]e|[Jj]')[ ]*(?:suis|reste|demeure|deviens|serai)[ ]+(?:(?:le|la)[ ]+)?(?:(?:nouvel(?:le)?|nouveau)[ ]+)?(${OFFICE})(?:[ ,:]+|[ ]*\()(${PERSON})\)?${PERSON_END}`, 'gmu');
// 'Gérante Moana X.' opening a sentence: the office word, capitalised, then the person.
const CAPITALISED_OFFICE = String.raw`(?:Co-?(?:g[ée]rante?|pr[ée]sidente?)|G[ée]rante?|Pr[ée]sidente?|Directeur g[ée]n[ée]ral|Directrice g[ée]n[ée]rale|Liquidat(?:eur|rice))`;
const OFFICE_WORD_LABEL = new RegExp(String.raw`(?:(?<=[.!?][ ]+)|^[ ]*)(${CAPITALISED_OFFICE})[ ]+(${PERSON})${PERSON_END}`, 'gmu');
const MAY_HOLD = /moi|je |j'|\n|\. /iu;
// What each wording cannot match without (speed only: the first and the last open on lookbehinds
// the engine tries at every character): 'moi'; the verb; the capitalised office, its spaces and the
// person's first capital (a civility's or the given name's).
const ME = /[Mm]oi/;
const I_AM_VERB = /suis|reste|demeure|deviens|serai/;
const OFFICE_BEFORE_CAPITAL = new RegExp(String.raw`${CAPITALISED_OFFICE}[ ]+[${CAPITAL_CODE_POINTS}]`, 'u');

/** The text with each office its writer tells of read as a label before its holder (module comment). */
export function speakerOfficeLabels(text: string): string {
  if (!MAY_HOLD.test(text) || !/g[ée]ran|r[ée]sident|directeur|directrice|liquidat/iu.test(text)) return text;
  let read = text;
  if (ME.test(read)) read = read.replace(OFFICE_ME, (_m, office: string, person: string) => `\n${office} : ${person}`);
  if (I_AM_VERB.test(read)) read = read.replace(I_AM_OFFICE, (_m, office: string, person: string) => `\n${office} : ${person}`);
  if (OFFICE_BEFORE_CAPITAL.test(read)) read = read.replace(OFFICE_WORD_LABEL, (_m, office: string, person: string) => `\n${office} : ${person}`);
  return read;
}
