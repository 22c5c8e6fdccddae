/**
 * The shortest newspaper insertions write the words every notice uses in their abbreviated forms
 * ('Sté', 'cap.', 'Gér.', 'nom. prés.', 'dém.', 'AGE', 'loc.-gér.', 'clôt. liq.', 'jugt', 'LJ').
 * A reader of legal notices knows them as well as the words; abbreviation-lexicon.ts holds them,
 * each with its reach, and this file reads them, one way for both reaches: each form in the
 * lexicon's order, written out in the case it was printed in, set apart from a word it runs into.
 * - A notice printed in that style (two forms of the lexicon at least) is read with each
 *   abbreviation written out, once, before anything else reads it, so that every rule reading
 *   'gérant', 'location-gérance' or 'clôture' reads its abbreviation too, and an abbreviation is
 *   never read as a company's name. One abbreviation in a notice of full sentences is left to the
 *   rules that read it where it stands.
 * - The type's patterns read the forms of events wherever they stand (`typeAbbreviationsRead`).
 */

import { type Abbreviation, inCaseOf, NOTICE_ABBREVIATIONS, TYPE_ABBREVIATED, TYPE_ABBREVIATIONS } from './abbreviation-lexicon.ts';
import { lineStartCompanies } from './company-mentions.ts';
import { fold } from './fold.ts';
import { cutLines } from './layout/line-cuts.ts';
import { identifierLabelsWrittenOut } from './shaped-identifier.ts';
import { cutWordsRead, opensOnEventStem, openedWord, unknownAbbreviationsRead } from './unknown-abbreviations.ts';
import { valueLabelCount } from './value-labels.ts';

// Every dotted form's head (folded), and the undotted forms: looked up at each full stop and
// searched as literals, far cheaper than the forms' patterns on a notice without any (speed only).
const DOTTED_HEADS = new Set(['ger', 'cap', 'nom', 'dem', 'liq', 'clot', 'insuff', 'dissol', 'anticip', 'constit', 'prorog', 'transfo', 'modif', 'obj', 'dur', 'denom', 'anc', 'nouv', 'augm', 'incorp', 'approb', 'cess', 'pres', 'rempl', 'renouv', 'repr', 'dec', 'ass', 'assoc', 'soc', 'not', 'acq', 'acqu', 'vend', 'comm', 'jud', 'conv', 'defin', 'rectif', 'opp', 'cab', 'immo', 'paiem', 'res', 'cessionn', 'benef']);
const UNDOTTED = /\b(?:AGE|AGO|LJ|RJ|jugt|cpter|ss)\b/g;
const MAX_HEAD = 8;
/** A text's style is telegraphic from this many abbreviated forms. */
const MIN_FORMS = 2;

// A letter of a form's head: ASCII or accented (speed only: no pattern per full stop).
function isLetter(code: number): boolean {
  return ((code | 32) >= 97 && (code | 32) <= 122) || (code >= 0xc0 && code <= 0x17f);
}

/** How many abbreviated forms the text holds, up to `enough` (their heads and the undotted forms, counted cheaply). */
function formCount(text: string, enough = MIN_FORMS, listed = true): number {
  let count = 0;
  UNDOTTED.lastIndex = 0;
  while (listed && count < enough && UNDOTTED.exec(text)) count += 1;
  for (let at = text.indexOf('.'); at > 0 && count < enough; at = text.indexOf('.', at + 1)) {
    let start = at;
    while (start > 0 && at - start < MAX_HEAD && isLetter(text.charCodeAt(start - 1))) start -= 1;
    // A word cut short that opens one known word alone is a form too (unknown-abbreviations.ts).
    if (at - start >= 2 && ((listed && DOTTED_HEADS.has(fold(text.slice(start, at)))) || openedWord(text.slice(start, at)) !== null)) count += 1;
  }
  return count;
}

// A title of abbreviations in capitals, each closed by its dot, run into what follows ('CONSTIT. SASU X, …',
// 'DISSOL.ANTICIP.STUDIO X SARL RIDET …'): the dot ends the title, which the written-out words no longer show.
const ABBREVIATED_TITLE = /^([ \t]*(?:\p{Lu}[\p{Lu}'’-]*\.[ \t]?)+)(\p{Lu}.*)$/u;

const SPACED_DASH = /\s[-–—]\s/;

/** A line whose abbreviated title runs into the company's name: the title on a line of its own, as a reader reads it. */
function titleApart(line: string): string | null {
  const m = ABBREVIATED_TITLE.exec(line);
  // A title a spaced dash ends is cut there (layout/ad-heading.ts).
  if (!m || SPACED_DASH.test(m[2]!) || formCount(m[1]!, 1) === 0) return null;
  const company = lineStartCompanies(m[2]!)[0];
  return company && company.index === 0 ? `${m[1]!.trimEnd()}\n${m[2]!}` : null;
}

const LETTER_OR_DIGIT = /[\p{L}\d]/u;
const ENDS_ON_WORD = /[\p{L}\d]$/u;

/** The text with each form of the lexicon written out, in the lexicon's order (the one reading of both reaches). */
function writtenOut(text: string, lexicon: readonly Abbreviation[]): string {
  let read = text;
  for (const { form, words, capitals } of lexicon) {
    const current = read;
    read = current.replace(form, (printed: string, ...rest: unknown[]) => {
      // An acronym in lower case is a word or a part of a name.
      if (capitals && printed !== printed.toUpperCase()) return printed;
      const offset = rest.find((r) => typeof r === 'number') as number;
      // A form run together with the next word ('cap.100 000', 'DISSOL.ANTICIP.') is a word apart.
      const apart = ENDS_ON_WORD.test(words) && LETTER_OR_DIGIT.test(current.charAt(offset + printed.length)) ? ' ' : '';
      // An acronym is written out capitalised: it opens a field as often as not ('AGE 12/03/26 : …').
      return inCaseOf(capitals ? 'A' : printed, words) + apart;
    });
  }
  return read;
}

/** The text with its abbreviated words written out when it is printed in the telegraphic style (see the file's comment). */
export function abbreviationsWrittenOut(text: string): string {
  // Most notices have no abbreviation of the lexicon: the cheap test first (speed only).
  // A label read by the kind of its value, or an event's consonants opening the insertion, is a form of that style too.
  // The cheapest counts first, each read only while the style is not yet told (speed only).
  const forms = formCount(text);
  if (forms < MIN_FORMS) {
    const withStem = forms + (opensOnEventStem(text) ? 1 : 0);
    if (withStem < MIN_FORMS && withStem + valueLabelCount(text, MIN_FORMS - withStem) < MIN_FORMS) return text;
  }
  // The forms no lexicon lists are read after the lexicon's (unknown-abbreviations.ts); an
  // identifier's own label, however cut, last (shaped-identifier.ts).
  return identifierLabelsWrittenOut(unknownAbbreviationsRead(writtenOut(cutLines(text, titleApart), NOTICE_ABBREVIATIONS)));
}

/** A folded text with the forms of events read as their words, for the type's patterns (classify.ts). */
export function typeAbbreviationsRead(folded: string): string {
  const read = TYPE_ABBREVIATED.test(folded) ? fold(writtenOut(folded, TYPE_ABBREVIATIONS)) : folded;
  // A cut word that opens one known word alone, wherever it stands (unknown-abbreviations.ts).
  return formCount(read, 1, false) > 0 ? fold(cutWordsRead(read)) : read;
}
