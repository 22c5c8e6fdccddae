/**
 * A company told by the kinds of its values where a typist leaves out every comma: its legal form
 * (in capitals or in lower case), its name in capitals and its identifier right after, in either
 * order of form and name ('annonce pour SARL X Y ridet …', 'de l'eurl X Y rid …', 'c'est X Y eurl
 * ridet …'), or a form, its qualifier and a name in capitals closed by the capital or the identifier
 * ('la SAS à associé unique X, capital …'), and the company its writer speaks for ('notre société X',
 * 'ma SARL « X »'). No label and no article is needed: a form, a run of capitals and an identifier
 * following each other are read as one company whatever the sentence around them says. Readings
 * company-mentions.ts adds.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { matchesOf } from './global-pattern.ts';

// In lower case only the abbreviations that are no French word ('sa', 'sc', 'sem' are).
const LOWER_ABBR = FORM_ABBREVIATIONS.filter((f) => f.length >= 3 && f !== 'SEM').map((f) => f.toLowerCase());
const ANY_CASE_ABBR = `(?:${FORM_ABBREVIATIONS.join('|')}|${LOWER_ABBR.join('|')})`;
const UPPER = 'A-ZÀ-ÖØ-ÞŒŸ';
// A word of the company's description or a label, never of its name.
const NOT_NAME_WORD = `(?!(?:CAP|CAPITAL|SI[EÈ]GE|AU|EN|RIDET|RID|RCS|N°|SARL|SAS|SASU|EURL|SCI|SNC|SA|\\d[\\d.]*)(?![\\p{L}\\d]))`;
const UPPER_TOKEN = `${NOT_NAME_WORD}[${UPPER}0-9&][${UPPER}0-9&'’.\\-]*(?![\\p{Ll}])`;
/** A name in capitals of one to eight words on one line; the first holds two letters at least. */
const UPPER_WORDS = `(?=[${UPPER}0-9&]{2})${UPPER_TOKEN}(?:[ ]${UPPER_TOKEN}){0,7}?`;
/** An identifier's word in any case, and what may stand between it and the name ('X, RIDET', 'X (rid'). */
const IDENTIFIER_NEXT = `(?=[ ]*[,(]?[ ]*(?:n°[ ]*)?(?:ridet|rid|rdt)(?![\\p{L}]))`;

const FORM_THEN_NAME = new RegExp(`(?<![\\p{L}])(${ANY_CASE_ABBR})[ ]+(${UPPER_WORDS})${IDENTIFIER_NEXT}`, 'giu');
const NAME_THEN_FORM = new RegExp(`(?<![\\p{L}\\d'’.-])(${UPPER_WORDS})[ ]*,?[ ]+(${ANY_CASE_ABBR})(?![\\p{L}])${IDENTIFIER_NEXT}`, 'gu');
// A line that holds only a form in capitals and a name typed in lower case, the identifier opening
// the next line or after a comma ('SARL pacific auto location' / 'ridet …'): the line is the
// company's, as a name in capitals would be. No digit in the name: a capital's amount is none.
const FORM_THEN_LOWER_NAME_LINE = new RegExp(`^[ \\t]*(${FORM_ABBREVIATIONS.join('|')})[ ]+(?!(?:au|en|a|à|de|dont|immatricul\\p{L}*|capital)(?![\\p{L}]))(\\p{Ll}[\\p{Ll}'’&\\- ]{1,60}?)[ ]*(?:,[ ]*|\\n[ \\t]*)(?=(?:n°[ ]*)?(?:ridet|rid|rdt)(?![\\p{L}]))`, 'gimu');
const LOWER_FORM = new RegExp(`(?<![\\p{L}])(${LOWER_ABBR.join('|')})(?![\\p{L}])`, 'u');
// A form and what qualifies it before the name ('la SAS à associé unique X, capital …', 'une SARL
// unipersonnelle X, au capital …', 'la SA à capital variable X, RIDET …'): the qualifier belongs to
// the form, the capitals after it are the name, closed by the company's capital or identifier.
const QUALIFIED_FORM_THEN_NAME = new RegExp(`(?<![\\p{L}])(${FORM_ABBREVIATIONS.join('|')})[ ]+(?:[àa] associ[ée] unique|unipersonnelle|[àa] capital variable)[ ]+(${UPPER_WORDS})(?=[ ]*,[ ]*(?:au[ ]+)?(?:capital|ridet|rid|RIDET|RID)(?![\\p{L}]))`, 'gu');
// The company its writer speaks for, named after the possessive ('notre société X', 'pour ma SARL
// X', 'mon entreprise « X »'): the name in capitals or in guillemets, closed by what is no capital.
const OUR_COMPANY = new RegExp(`(?<![\\p{L}])(?:[Nn]otre|[Mm]a|[Mm]on)[ ]+(soci[ée]t[ée]|entreprise|${FORM_ABBREVIATIONS.join('|')}|${LOWER_ABBR.join('|')})[ ]*,?[ ]+(?:[«"“][ ]*([^»"”\\n]{2,80}?)[ ]*[»"”]|((?=[${UPPER}0-9&]{2})${UPPER_TOKEN}(?:[ ]${UPPER_TOKEN}){0,7}))(?![\\p{L}'’])`, 'gu');
const MAY_HOLD = /rid|rdt|unique|unipersonnelle|variable|notre|ma |mon /iu;

/** A form typed in lower case in a company's description ('de l'eurl X rid …'), in capitals. */
export function lowerCaseFormIn(description: string): string | null {
  return LOWER_FORM.exec(description)?.[1]?.toUpperCase() ?? null;
}

export interface IdentifiedCompanyMention {
  index: number;
  end: number;
  raw: string;
  formText: string;
}

/** Every company told by its form, its name in capitals and its identifier in a row (module comment). */
export function identifiedCompanyMentions(text: string): IdentifiedCompanyMention[] {
  if (!MAY_HOLD.test(text)) return [];
  const found: IdentifiedCompanyMention[] = [];
  for (const m of matchesOf(FORM_THEN_NAME, text)) {
    // The 'i' flag reads a form in either case; the name must still be printed in capitals.
    if (m[2] !== m[2]!.toUpperCase()) continue;
    found.push({ index: m.index, end: m.index + m[0].length, raw: m[2], formText: m[1]! });
  }
  // A name before its form is read before an identifier's word in lower case only (the pattern has
  // no 'i' flag): a text without one is not scanned (speed only: it is tried at every capital).
  if (text.includes('rid') || text.includes('rdt')) for (const m of matchesOf(NAME_THEN_FORM, text)) found.push({ index: m.index, end: m.index + m[0].length, raw: m[1]!, formText: m[2]! });
  for (const m of matchesOf(OUR_COMPANY, text)) {
    const form = /^soci|^entreprise/iu.test(m[1]!) ? '' : m[1]!;
    found.push({ index: m.index, end: m.index + m[0].length, raw: (m[2] ?? m[3])!, formText: form });
  }
  for (const m of matchesOf(QUALIFIED_FORM_THEN_NAME, text)) found.push({ index: m.index, end: m.index + m[0].length, raw: m[2]!, formText: m[1]! });
  for (const m of matchesOf(FORM_THEN_LOWER_NAME_LINE, text)) {
    // The 'i' flag reads the identifier's word in either case; the form must be printed in capitals.
    if (m[1] !== m[1]!.toUpperCase() || m[2] !== m[2]!.toLowerCase()) continue;
    found.push({ index: m.index, end: m.index + m[0].length, raw: m[2], formText: m[1] });
  }
  return found.sort((a, b) => a.index - b.index);
}
