/**
 * An identifier read by its shape and its check digit, whatever short label precedes it. A
 * compositor who abbreviates the labels themselves prints `RDT 1 010 305.001`, `Rd1570878/001`,
 * `Ridt0002337-001`: no list of labels can name every contraction, but a reader recognises a RID's
 * seven digits (grouped by thousands, spaces or dots, with or without the establishment's
 * three-digit rank) right after a short token, and the check digit tells a RID from any other
 * number of that shape. The candidate is an unlabelled one (context `pattern`), weaker than a
 * labelled RIDET, so a labelled identifier elsewhere in the text still wins. The token itself is
 * then that identifier's label, never an abbreviated word to spell out (unknown-abbreviations.ts).
 */

import { luhnValidRid } from './check-digit.ts';
import { digitRunMatches, isDigit } from './digit-run-matches.ts';
import { withRecentResults } from './recent-results.ts';

const S = '[ \\u00a0\\u202f]';
const GROUP = `(?:${S}|\\.)`;
/** The rank, after a separator or a space ('1 932 649 001', '1570878/001'). */
const RANK = `(?:${S}?[.\\-/_\\u2013]${S}?|${S})\\d{3}`;
const SEVEN = `(?:\\d{7}|\\d${GROUP}\\d{3}${GROUP}\\d{3})`;
/** A RID without its leading zero only with its rank after a separator ('254 763.001'): six digits alone are a phone's, nine in threes a French SIREN or a foreign register's. */
const SIX = `(?:\\d{6}|\\d{3}${GROUP}\\d{3})${S}?[.\\-/_\\u2013]${S}?\\d{3}`;
/** Or its ten digits run together, the rank glued to the RID ('Id.1234566001'). */
const NUMBER = `(?:${SEVEN}(?:${RANK})?|${SIX}|\\d{10})`;
/** Not followed by a currency, a million or a percentage, nor by a range's 'à': an amount's digits may pass the check, its unit never leaves it. */
const NOT_AMOUNT = `(?!\\d|[.,]\\d|${S}*(?:F\\b|F\\.|XPF|CFP|FCFP|francs|M\\b|%|[àa]${S}+\\d))`;
/**
 * What joins a label to its value: its full stop or a degree sign, a colon, or a compositor's own
 * mark of one or two signs (`Ridet= …`, `Ridet:- …`, `ridet => …`, `Rdt» …`, `Id-- …`), a space
 * around it or not; a colon glued to the label only, as before (`saisi : …` is a form's field name's tail, not a label).
 */
const GLUE = `[.°º]?(?::-?|${S}?(?:[=>»]|=>|--|-(?=${S})))?${S}?`;
/**
 * Glued to or one space after a token of at most five letters (with its full stop, a degree sign or a colon).
 * The number opens on a digit: tested first, the token's lookbehind runs at digits only, not at every
 * character of the text (speed only, the same matches).
 */
/** @internal For the tests: the global pattern `shapedIdentifiers` reads by runs of digits. */
export const SHAPED = new RegExp(`(?=\\d)(?<=(?<![\\p{L}\\d'’])(\\p{L}{1,5})${GLUE})${NUMBER}${NOT_AMOUNT}`, 'dgu');
const SHAPED_AT = new RegExp(SHAPED.source, 'duy');
const isGroup = (unit: number): boolean => unit === 0x20 || unit === 0xa0 || unit === 0x202f || unit === 0x2e;

/**
 * Whether a number of a RID's shape may open the run of digits from `start` to `end`: six digits at
 * least, or one or three digits, a space or a dot and three digits (SEVEN's and SIX's groups).
 * Speed only: the pattern's lookahead was tried at every character of every notice, its
 * lookbehind at every digit (a date's, a year's, a postcode's).
 */
function mayOpen(text: string, start: number, end: number): boolean {
  const digits = end - start;
  return digits >= 6 || ((digits === 1 || digits === 3) && isGroup(text.charCodeAt(end)) && isDigit(text.charCodeAt(end + 1)) && isDigit(text.charCodeAt(end + 2)) && isDigit(text.charCodeAt(end + 3)));
}

/** The same number where a token ends. */
const SHAPED_HERE = new RegExp(`${GLUE}(${NUMBER})${NOT_AMOUNT}`, 'uy');

/**
 * Words before which a number is a count, an amount or a date's part, never an identifier's:
 * prepositions, articles and conjunctions, and the labels of a phone or a post box.
 */
const NOT_LABELS = new Set([
  'a', 'à', 'au', 'aux', 'de', 'des', 'du', 'd', 'l', 'le', 'la', 'les', 'un', 'une', 'et', 'ou', 'en', 'par',
  'pour', 'sur', 'soit', 'dont', 'tel', 'tél', 'fax', 'mob', 'gsm', 'bp', 'cp', 'total', 'prix', 'sous',
]);

/** Whether the check digit passes: the RID is the digits before the rank, if any, zero-padded. */
function checkPasses(numeral: string): boolean {
  const digits = numeral.replace(/\D/g, '');
  const rid = digits.length > 7 ? digits.slice(0, -3) : digits;
  return luhnValidRid(rid.padStart(7, '0'));
}

export interface ShapedIdentifier {
  /** The label and the number as printed ('Rd1570878/001', 'RDT 1 010 305.001'). */
  printed: string;
  /** The number, rank included. */
  numeral: string;
  /** Offset of `printed` in the text: the label's, as a labelled identifier's is. */
  index: number;
}

/**
 * Every number of a RID's shape whose check passes, after a short token that is no preposition or
 * phone label, in reading order. The style's count and the RIDETs' reader ask for the same
 * notice's: its last results are kept (speed only).
 */
export const shapedIdentifiers: (text: string) => ShapedIdentifier[] = withRecentResults(shapedIdentifiersOf);

function shapedIdentifiersOf(text: string): ShapedIdentifier[] {
  const found: ShapedIdentifier[] = [];
  // The lookbehind reads a label before the number, never a digit: a match opens a run of digits (digit-run-matches.ts).
  for (const m of digitRunMatches(SHAPED_AT, text, mayOpen)) {
    if (NOT_LABELS.has(m[1]!.toLowerCase()) || !checkPasses(m[0])) continue;
    const labelStart = m.indices![1]![0];
    found.push({ printed: text.slice(labelStart, m.index + m[0].length), numeral: m[0], index: labelStart });
  }
  return found;
}

/**
 * Whether the token ending at `end` labels an identifier of that shape: 'RDT' before
 * '1 402 601 001' is the compositor's label, not an abbreviated word to spell out.
 */
export function labelsShapedIdentifier(text: string, token: string, end: number): boolean {
  if (token.length > 5 || NOT_LABELS.has(token.toLowerCase())) return false;
  SHAPED_HERE.lastIndex = end;
  const m = SHAPED_HERE.exec(text);
  return m !== null && checkPasses(m[1]!);
}

const ALREADY_LABELLED = /^(?:ridet|rid|rcs)$/iu;

/**
 * The text with each compositor's label of a shaped identifier written out as 'RID' ('Rd1570878/001'
 * read 'RID 1570878/001'), as the telegraphic style's other abbreviations are written out
 * (abbreviated-words.ts): the readings of a name before its identifier then read it.
 */
export function identifierLabelsWrittenOut(text: string): string {
  let read = '';
  let from = 0;
  for (const shaped of shapedIdentifiers(text)) {
    const label = shaped.printed.slice(0, shaped.printed.length - shaped.numeral.length);
    if (ALREADY_LABELLED.test(label.replace(/[^\p{L}]/gu, ''))) continue;
    read += `${text.slice(from, shaped.index)}RID `;
    from = shaped.index + label.length;
  }
  return from === 0 ? text : read + text.slice(from);
}
