/**
 * A compositor's labels read by the kind of value they introduce. The shortest insertions abbreviate
 * the labels themselves ('Fme:SARL', 'Cpl:500 000F', 'Kpl100.000F', 'Sg 3 rte de …', 'Gt:M. X'),
 * each compositor in his own hand: no list of labels can name them all, but a reader knows a label
 * by what follows it. A short token opening with a capital (letters, inner dots; a colon after it,
 * a space, or glued to its value) is:
 * - the form's label before a legal form, after its colon ('Fme:SARL');
 * - the capital's label before an amount with its currency or its millions ('500 000 F', '1M');
 * - an officer's label before a person with a civility, or after its colon before a company, when
 *   its letters keep, in order, those of one office word (nearest one: 'Gt' gérant, 'Pdce'
 *   présidence, 'D.Gle' directrice générale, 'Lqdr' liquidateur);
 * - the seat's label before an address (a street's or a post box's word, a commune of the country);
 * - the name's label before a name in capitals or guillemets that runs up to the form's label.
 * Read only where two labels at least are read so (a sentence's 'Prix 7M F' alone is no record),
 * and never for a word that introduces a value of that kind in sentences ('de', 'Prix', 'Soit').
 * Each label read opens its own line, written out, as a labelled record prints it: the readers of
 * labelled fields then read it. Then the name at the insertion's opening, before or after its form
 * ('Cstn SARL « X »', '« X » sarl Ent° …'), is read as the name's label and the form's, where the
 * notice identifies one company only (the officers' companies set apart): in a sale or a merger
 * the company printed first may be the buyer, and the subject's rules choose.
 */

import { COMMUNES } from './country-places.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { companyMentions, lineStartCompanies } from './company-mentions.ts';
import { fold } from './fold.ts';
import { isCapitalUnit, isLatinLetterUnit } from './letter-units.ts';
import { withRecentResults } from './recent-results.ts';
import { findRidets } from './ridet.ts';
import { shapedIdentifiers } from './shaped-identifier.ts';

type Kind = 'form' | 'capital' | 'officer' | 'seat' | 'name';

interface ReadLabel {
  /** Where the token starts and where its value starts. */
  start: number;
  valueStart: number;
  kind: Kind;
  written: string;
}

const FORM = `(?:${FORM_ABBREVIATIONS.join('|')}|S\\.A\\.R\\.L\\.|S\\.A\\.S\\.(?:U\\.)?|E\\.U\\.R\\.L\\.|S\\.C\\.I\\.)`;
// A street's word, or its abbreviation and full stop, opening an address (any case).
const STREET_CUTS = ['r', 'av', 'al', 'lot', 'lotiss', 'imp', 'pl', 'ch', 'imm', 'rés', 'bd', 'rte'];
const STREET_WORDS = ['rue', 'rte', 'route', 'avenue', 'bd', 'boulevard', 'allée', 'lot', 'lotissement', 'impasse', 'place', 'quai', 'chemin', 'tribu', 'ZI', 'ZAC', 'zone', 'centre', 'BP', 'immeuble', 'résidence'];
const STREET_WORD = String.raw`(?:(?:${STREET_CUTS.join('|')})\.|(?:${STREET_WORDS.join('|')})(?![\p{L}]))`;
/** The code unit each street's word opens on, in small letters. */
const STREET_INITIALS = new Set([...STREET_CUTS, ...STREET_WORDS].map((word) => word.toLowerCase().charCodeAt(0)));
// A token: a capital, letters (inner dots between them), its full stop or a degree sign. Most
// capitalised words open a sentence's words: a token without its colon whose spaces are followed by
// a word in lower case (a street's word aside) is no label, and is not matched at all (speed only:
// the scan would hand out every capitalised word of the text).
const TOKEN = new RegExp(String.raw`(?<![\p{L}\d'’.°-])(\p{Lu}\p{L}{0,5}(?:\.\p{L}{1,5}){0,2})\.?(?:[ \t]*(:)[ \t]*|[ \t]+(?![ \t]|(?!(?i:${STREET_WORD}))\p{Ll})|(?=[\d«"“]))`, 'gu');
const FORM_VALUE = new RegExp(`^${FORM}(?![\\p{L}\\d])`, 'iu');
const FORM_THEN_NAME = /^[ \t]+[«"“]?\p{Lu}{2,}[\p{Lu}'’&-]*(?![\p{Ll}.:°\d])/u;
const AMOUNT_VALUE = /^\d{1,3}(?:[ .\u00a0\u202f]\d{3})*(?:,\d+)?[ \t]*(?:M[ \t]*)?(?:F|XPF|FCFP|CFP|francs?)(?![\p{L}])|^\d+(?:,\d+)?[ \t]*M(?:[ \t]*(?:F|XPF|FCFP|CFP))?(?![\p{L}])/u;
const CIVILITY_VALUE = /^(?:M\.|MM\.|Mr|Mme|Mmes|Mlle|Me|Mes)[ \t]*\p{Lu}/u;
// After a colon, a person may be printed without civility: a given name, then the surname in capitals.
const COMPANY_WORD = String.raw`(?:St[ée]|Sc?t[ée]|Soci[ée]t[ée]|Soc)(?![\p{L}])`;
const BARE_PERSON_VALUE = new RegExp(String.raw`^(?!${COMPANY_WORD})\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?[ \t]+\p{Lu}{2,}(?![\p{Ll}])`, 'u');
// A company holds the office when it is told apart from the notice's own: its identifier in brackets,
// or its representative after it ('Prdt:Sté X (Idf …)', 'Prdt:X SAS Idf … rep. M. Y'); a company after
// an office's label with its own identifier alone is the notice's ('Nomination Grt: SARL X Idf …').
const OFFICER_COMPANY_VALUE = new RegExp(`^(?:(?:St[ée]|Sc?t[ée]|Soci[ée]t[ée])[ \\t]+)?(?:${FORM}[ \\t]+)?[«"“]?\\p{Lu}{2,}[^\\n(]{0,60}?(?:\\(|[ \\t]rep)`, 'u');
const STREET_VALUE = new RegExp(String.raw`^(?:\d{1,4}(?:[ \t]*(?:bis|ter))?[ \t]*,?[ \t]*)?${STREET_WORD}`, 'iu');
/** Each commune's first word, folded ('ile' of 'ile des pins'). */
const COMMUNE_FIRST_WORDS = new Set([...COMMUNES].map((commune) => commune.split(' ')[0]!));
const COMMUNE_HEAD = /^(\p{L}[\p{L}'’]*(?:[ -]\p{L}[\p{L}'’]*){0,2})/u;
const NAME_VALUE = /^(?:[«"“][^»"”\n]{1,80}[»"”]|\p{Lu}[\p{Lu}\d&'’.\- ]{1,80}?)(?=[ \t]*$|[ \t]+)/u;

/** Tokens that introduce a value of these kinds in sentences, never a record's label. */
const NOT_LABELS = new Set([
  'a', 'au', 'aux', 'de', 'des', 'du', 'le', 'la', 'les', 'un', 'une', 'et', 'ou', 'en', 'par', 'pour', 'sur', 'soit', 'dont', 'prix', 'total', 'montant',
  'ste', 'scte', 'soc', 'vers', 'avec', 'chez', 'entre', 'sous', 'dans', 'dès', 'des', 'lire', 'rempl', 'fin', 'ex', 'nv', 'nouv', 'anc', 'nouveau', 'nouvelle', 'ancien',
]);

/** Office words, each with the label it is written as. */
const OFFICES: ReadonlyArray<readonly [string, string]> = [
  ['gerant', 'Gérant'], ['gerante', 'Gérante'], ['gerance', 'Gérant'], ['gerants', 'Gérants'], ['gerantes', 'Gérantes'],
  ['cogerant', 'Cogérant'], ['cogerante', 'Cogérante'], ['cogerance', 'Cogérant'], ['cogerants', 'Cogérants'], ['cogerances', 'Cogérants'],
  ['president', 'Président'], ['presidente', 'Présidente'], ['presidence', 'Président'],
  ['directeurgeneral', 'Directeur général'], ['directricegenerale', 'Directrice générale'],
  ['directeurgeneraldelegue', 'Directeur général délégué'], ['directricegeneraledeleguee', 'Directrice générale déléguée'],
  ['liquidateur', 'Liquidateur'], ['liquidatrice', 'Liquidatrice'], ['administrateur', 'Administrateur'], ['administratrice', 'Administratrice'],
  ['associeunique', 'Associé unique'], ['commissaireauxcomptes', 'Commissaire aux comptes'],
];

/**
 * Whether folded letters keep, in order, those of the word, the first letter first: how a cut word
 * is read against a word in full ('Grnt' gérant, 'Cnstit' constitution). The one test the
 * abbreviation readings share (lettered-abbreviations.ts, glued-labels.ts).
 */
export function keepsInOrder(letters: string, word: string): boolean {
  if (letters.charAt(0) !== word.charAt(0)) return false;
  let at = 0;
  for (const letter of letters) {
    at = word.indexOf(letter, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

/** The office label a token stands for: the nearest office word whose letters it keeps, its first letter first; null when two are as near. */
export function officeOfToken(token: string): string | null {
  const letters = fold(token).replace(/[^a-z]/g, '');
  if (letters.length < 2) return null;
  let best: string | null = null;
  let fewest = Infinity;
  let tied = false;
  for (const [word, written] of OFFICES) {
    if (!keepsInOrder(letters, word)) continue;
    const left = word.length - letters.length;
    if (left < fewest) [best, fewest, tied] = [written, left, false];
    else if (left === fewest && written !== best) tied = true;
  }
  return tied ? null : best;
}

function isSeat(value: string): boolean {
  if (STREET_VALUE.test(value)) return true;
  const head = COMMUNE_HEAD.exec(value)?.[1];
  // A commune in capitals is a word of a name ('NOUMÉA NET 2000', 'AGENCE LIFOU VOYAGES').
  if (!head || head === head.toUpperCase()) return false;
  const folded = fold(head);
  // Every name the loop below tries opens on the head's first word: most heads' is no commune's (speed only).
  const space = folded.indexOf(' ');
  if (!COMMUNE_FIRST_WORDS.has(space < 0 ? folded : folded.slice(0, space))) return false;
  const words = folded.split(' ');
  for (let n = words.length; n > 0; n -= 1) if (COMMUNES.has(words.slice(0, n).join(' '))) return true;
  return false;
}

/** The kind of value after a token, and the label written for it; null when it is none a label introduces. */
function labelOf(token: string, colon: boolean, value: string): { kind: Kind; written: string } | null {
  // A form the company's name follows in capitals is the company's description ('Loueur : SARL X'), not a form's field.
  const form = FORM_VALUE.exec(value);
  if (colon && form && !FORM_THEN_NAME.test(value.slice(form[0].length))) return { kind: 'form', written: 'Forme' };
  if (AMOUNT_VALUE.test(value)) return { kind: 'capital', written: 'Capital' };
  // The value is tested before the token is read as an office: most values are no person (speed only).
  const office = CIVILITY_VALUE.test(value) || (colon && (OFFICER_COMPANY_VALUE.test(value) || BARE_PERSON_VALUE.test(value))) ? officeOfToken(token) : null;
  if (office) return { kind: 'officer', written: office };
  if (isSeat(value)) return { kind: 'seat', written: 'Siège' };
  return null;
}

/** Label words the readers of labelled fields know, written out or cut short ('Cap.', 'Dénom.', 'Gér.', 'Prés.'). */
const KNOWN_LABEL_WORDS = [
  'capital', 'siege', 'forme', 'gerant', 'gerance', 'cogerant', 'president', 'presidente', 'denomination', 'objet', 'duree', 'directeur', 'directrice',
  'liquidateur', 'liquidatrice', 'administrateur', 'associe', 'commissaire', 'societe', 'adresse', 'activite', 'enseigne',
];
const FORM_TOKEN = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')})$`, 'iu');

/**
 * A token the readers of labelled fields already read where it stands: a label word or its cut
 * ('Cap', 'Dén', 'Gér', 'Prés'), an acronym in capitals ('DG', 'PDG'), a form ('S.C.I'). A
 * compositor's own contraction keeps letters from inside the word ('Cpl', 'Sg', 'Gt', 'Fme').
 */
function knownToReaders(token: string, folded: string): boolean {
  if (FORM_TOKEN.test(folded) || (token.replace(/\./g, '') === token.replace(/\./g, '').toUpperCase() && folded.length <= 4)) return true;
  return folded.length >= 2 && KNOWN_LABEL_WORDS.some((word) => word.startsWith(folded));
}

const LEAVING_BEFORE = /(?:^|[^\p{L}])(?:d[ée]m\p{L}*|fin|quitus|d[ée]charge|ex|anc\p{L}*|rempl\p{L}*)\.?[^\p{L}]*(?:de[ ]+)?(?:\p{L}+[ ]+)?$/iu;

// What a field starts after: the line's start, a comma, a semicolon, a dash, a full stop, a closing guillemet or bracket.
const FIELD_START = /(?:^|[\n,;.–—»")-])[ \t]*$/u;

/** A compositor's insertion is a few lines: a longer text is read by the readers of full notices (speed too). */
export const INSERTION_MAX = 1200;
const DOTS = /\./g;
const ENDS_ON_SPACE = /[ \t]$/u;

const TOKEN_AT = new RegExp(TOKEN.source, 'uy');

/**
 * `matchesOf(TOKEN, text)`: the pattern tried only where a token may start, from the end of the
 * last match on, as a global scan finds them (the same matches, in order). A token may start at a
 * capital's unit (letter-units.ts) that no letter or digit of Latin-1 precedes (the token's
 * lookbehind fails there: a capital inside a word). Speed only: under the u flag the pattern cost
 * about twenty nanoseconds a character wherever it was tried, and a pattern finding those places
 * handed out a match object for each capitalised word of the text, more than the scan of its code
 * units costs.
 */
function tokenMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let previous = -1;
  for (let at = 0; at < text.length; at += 1) {
    const unit = text.charCodeAt(at);
    const before = previous;
    previous = unit;
    if (!isCapitalUnit(unit) || isLatinLetterOrDigitUnit(before)) continue;
    // The second half of a pair: the scan under the u flag tried its first half only.
    if (isTrailSurrogate(unit) && isLeadSurrogate(before)) continue;
    // A token is a capital and five letters at most, then no letter: a capital six letters of Latin-1
    // follow opens a word, never a token (most capitalised words of a sentence).
    let end = at + 1;
    while (end < text.length && end <= at + TOKEN_LETTERS + 1 && isLatinLetterUnit(text.charCodeAt(end))) end += 1;
    if (end > at + TOKEN_LETTERS + 1 || !mayCloseToken(text, end)) continue;
    TOKEN_AT.lastIndex = at;
    const m = TOKEN_AT.exec(text);
    if (m === null) continue;
    found.push(m);
    // On from the match's end, the unit before it its last.
    at += m[0].length - 1;
    previous = text.charCodeAt(at);
  }
  return found;
}

const isLatinLetterOrDigitUnit = (unit: number): boolean => (unit >= 0x30 && unit <= 0x39) || isLatinLetterUnit(unit);

/** How many letters a token's word holds after its capital, at most (TOKEN's `\p{L}{0,5}`). */
const TOKEN_LETTERS = 5;

/**
 * Whether a token's letters may end before `end`, where its capital's letters of Latin-1 end: TOKEN
 * goes on with a full stop, a colon, a digit or an opening guillemet, or with spaces before anything
 * but a word in small letters (a street's word aside). A unit past Latin-1 may be a letter of the
 * token or a quote: the pattern decides. Speed only: most capitalised words of a sentence are
 * followed by a comma or by a word in small letters, and the pattern, tried on each, cost more than
 * this test of a few code units.
 */
function mayCloseToken(text: string, end: number): boolean {
  if (end >= text.length) return false;
  const unit = text.charCodeAt(end);
  if (unit >= 0x100 || unit === 0x2e || unit === 0x3a || (unit >= 0x30 && unit <= 0x39) || unit === 0xab || unit === 0x22) return true;
  if (unit !== 0x20 && unit !== 0x09) return false;
  let next = end + 1;
  while (next < text.length && (text.charCodeAt(next) === 0x20 || text.charCodeAt(next) === 0x09)) next += 1;
  // NaN past the text's end: spaces closing the text close a token.
  const opening = text.charCodeAt(next);
  return !(opening >= 0x61 && opening <= 0x7a) || STREET_INITIALS.has(opening);
}

const isLeadSurrogate = (unit: number): boolean => unit >= 0xd800 && unit <= 0xdbff;
const isTrailSurrogate = (unit: number): boolean => unit >= 0xdc00 && unit <= 0xdfff;

/** Every label read in a text, in reading order (the style's count and the reading ask for the same text: kept, speed only). */
const readLabels = withRecentResults(readLabelsOf);

function readLabelsOf(text: string): ReadLabel[] {
  const found: ReadLabel[] = [];
  if (text.length > INSERTION_MAX) return found;
  for (const m of tokenMatches(text)) {
    const valueStart = m.index + m[0].length;
    const token = m[1]!;
    const folded = fold(token).replace(DOTS, '');
    if (NOT_LABELS.has(folded) || knownToReaders(token, folded)) continue;
    const value = text.slice(valueStart, valueStart + 60);
    const label = labelOf(token, m[2] === ':', value);
    // An office its holder leaves or is discharged from ('dém. Cgnt M. X', 'quitus Lqdtr M. Y') is no office held: left to the officers' reader.
    if (label?.kind === 'officer' && LEAVING_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    // A seat after a token without its colon, spaced, is a label only at a field's start: 'ZI Pta lot 14' is one address.
    const spaced = m[2] !== ':' && ENDS_ON_SPACE.test(m[0]);
    if (label && spaced && label.kind === 'seat' && !FIELD_START.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    if (label) found.push({ start: m.index, valueStart, ...label });
    else if (m[2] === ':' && NAME_VALUE.test(value)) found.push({ start: m.index, valueStart, kind: 'name', written: 'Dénomination' });
  }
  // A name's label is one only when its value runs up to the form's label.
  return found.filter((label, i) => label.kind !== 'name' || found[i + 1]?.kind === 'form');
}

const MIN_LABELS = 2;
/** An insertion of a few lines: its opening is its heading. */
export const SHORT_INSERTION = 400;

// The insertion's opening: up to three short words (its event, abbreviated), then the name in
// guillemets or capitals beside its form, either side.
// The form may be glued to the guillemets ('SARL«X»').
const OPENING_QUOTED = new RegExp(`^([ \\t]*(?:[^\\s«"“]+[ \\t]+){0,3}?)(?:(${FORM})[ \\t]*)?[«"“]([^»"”\\n]{2,80})[»"”][ \\t]*(?:,[ \\t]*)?(${FORM})?(?![\\p{L}\\d])`, 'iu');
// The name's capitals end at a comma, a dash, a bracket, the line's end, or a compositor's next label
// glued to its dot or its value ('SAS X Y Cap.1M', 'SARL X F.soc.500.000F', 'SAS X Kso2M'): a capital
// and small letters cut by a dot or run into digits are no word of a name in capitals.
const GLUED_LABEL_NEXT = String.raw`[ \t]+\p{Lu}\p{Ll}{0,6}(?:\.\p{Ll}{1,6})*(?:\.(?=[\p{L}\d]|[ \t]+\p{Lu})|(?=\d))`;
// The form is a word of its own, never a word's end ('LA VIGIE DE THIO' holds no GIE).
const OPENING_FORM_FIRST = new RegExp(`^([ \\t]*(?:[^\\s«"“]+[ \\t]*[.—–-]?[ \\t]*){0,3}?)(?<![\\p{L}\\d])(${FORM})[ \\t]+(\\p{Lu}[\\p{Lu}\\d&'’\\-]*(?:[ ]\\p{Lu}[\\p{Lu}\\d&'’\\-]*){0,7})(?=[ \\t]*(?:[,–—(]|$|\\n)|${GLUED_LABEL_NEXT})`, 'u');

// The head's last word, when its letters keep those of 'société' ('Scté', 'Sté', 'Soc'), is that word.
const HEAD_LAST_WORD = /(\p{L}+)\.?[ \t]*$/u;

/** The opening's head (its event) with its abbreviated 'société' written out, so the event reads as a company's. */
function headRead(head: string): string {
  const trimmed = head.trimEnd();
  const last = HEAD_LAST_WORD.exec(trimmed);
  if (!last || last[1]!.length > 5 || !keepsInOrder(fold(last[1]!), 'societe')) return trimmed;
  return `${trimmed.slice(0, last.index)}Société`;
}

const FORM_IN_NAME = new RegExp(`(?<![\\p{L}])(?:${FORM_ABBREVIATIONS.join('|')})(?![\\p{L}])`, 'u');

/** Whether an opening's head is an office's label and its colon alone (`Liquidateur :`). */
function officeLabelHead(head: string): boolean {
  return /:[ \t]*$/u.test(head) && OFFICER_LINE.test(`${head.trim().replace(/[ \t]*:$/u, '')} : `);
}

/** The opening line's name and form as labelled lines, or null. */
function openingName(line: string): string | null {
  const quoted = OPENING_QUOTED.exec(line);
  // A company after an office's label (`Liquidateur : SELARL X, prise en la personne de …`) holds that office: no opening's name.
  if (officeLabelHead((quoted ?? OPENING_FORM_FIRST.exec(line))?.[1] ?? '')) return null;
  if (quoted && (quoted[2] || quoted[4])) {
    const rest = line.slice(quoted[0].length);
    // The guillemets stay: a full stop inside them is the name's ('« MENUIS. DU SUD »').
    return `${headRead(quoted[1]!)}\nDénomination : «${quoted[3]!.trim()}»\nForme : ${quoted[2] ?? quoted[4]}${rest ? `\n${rest.trimStart()}` : ''}`;
  }
  if (quoted) return null;
  // A form and a name in capitals alone on their line, without the event's words, are a heading the names' readers read (the form may be the name's: 'GIE X').
  const m = OPENING_FORM_FIRST.exec(line);
  if (!m || (!m[1]!.trim() && !line.slice(m[0].length).trim())) return null;
  const [name, form] = [m[3]!, m[2]!];
  // A form inside the capitals is a change of form's title ('TRANSFORMATION DE SARL EN SAS'), not a name.
  if (FORM_IN_NAME.test(name) || /^(?:EN|À|A)(?![\p{L}])/u.test(name)) return null;
  const rest = line.slice(m[0].length);
  return `${headRead(m[1]!)}\nDénomination : ${name.trim()}\nForme : ${form}${rest ? `\n${rest.trimStart()}` : ''}`;
}

const OFFICER_LINE = new RegExp(`^(?:${OFFICES.map(([, written]) => written).join('|')}) : `, 'u');

/** Where each label read by the kind of its value starts: such a token is a label, never an abbreviated word (unknown-abbreviations.ts). */
export function valueLabelStarts(text: string): Set<number> {
  return new Set(readLabels(text).map((label) => label.start));
}

/**
 * How many labels the text holds read by the kind of their value, up to `enough` at least
 * (abbreviated-words.ts counts them toward the insertions' style): the identifiers' labels are
 * sought only when the other labels are not enough (speed only).
 */
export function valueLabelCount(text: string, enough = Infinity): number {
  if (text.length > INSERTION_MAX) return 0;
  const labels = readLabels(text).length;
  if (labels >= enough) return labels;
  // An identifier's own label, however cut, is a label read by its value too (shaped-identifier.ts).
  // Only a compositor's token: two letters or more, opening with a capital ('n° 1 …', 'B 1 …', 'non 0 …' are words or a register's letter).
  const identifierLabels = shapedIdentifiers(text).filter((s) => IDENTIFIER_TOKEN.test(s.printed) && !STANDARD_IDENTIFIER_LABEL.test(s.printed)).length;
  return labels + identifierLabels;
}

const STANDARD_IDENTIFIER_LABEL = /^(?:ridet|rid|rcs|non?)(?![\p{L}])/iu;
const IDENTIFIER_TOKEN = /^\p{Lu}\p{L}/u;

/** The text with each label read by the kind of its value on a line of its own, written out (see the file's comment). */
export function valueLabelsRead(text: string): string {
  const labels = readLabels(text);
  // Labels are read in a record of two at least, or in an insertion of a few lines; its opening's name too.
  const short = text.length <= SHORT_INSERTION;
  if (labels.length < (short ? 1 : MIN_LABELS)) return short ? withOpeningName(text) : text;
  let read = '';
  let from = 0;
  for (const label of labels) {
    const before = text.slice(from, label.start);
    // A label already opening its line stays there.
    read += /(?:^|\n)[ \t]*$/u.test(read + before) ? `${before}${label.written} : ` : `${before.replace(/[ \t]*[–—-]?[ \t]*$/u, '')}\n${label.written} : `;
    from = label.valueStart;
  }
  read += text.slice(from);
  read = identifiersApartFromAmounts(identifiersApartFromPersons(read));
  return read.includes('Dénomination :') ? read : withOpeningName(read);
}

// An officer's line whose value is a person (a civility, or a given name and a surname in capitals).
const PERSON_LINE = new RegExp(String.raw`^([^\n:]{2,30}) : (?:(?:M\.|MM\.|Mr|Mme|Mmes|Mlle|Me|Mes)[ \t]*\p{Lu}|(?!${COMPANY_WORD})\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?[ \t]+\p{Lu}{2,})[^\n]*$`, 'gmu');

/**
 * An identifier printed after a person on an officer's line is the company's, not the person's (a
 * person holding an office is no trader): it and what follows are set on their own line, as a
 * record prints them. An identifier after a company holding the office stays that company's.
 */
function identifiersApartFromPersons(text: string): string {
  return text.replace(PERSON_LINE, (line: string, label: string) => {
    if (!OFFICER_LINE.test(`${label} : `)) return line;
    const identifier = shapedIdentifiers(line).find((s) => s.index > label.length) ?? findRidets(line).find((m) => m.index > label.length);
    if (!identifier) return line;
    return `${line.slice(0, identifier.index).replace(/[ \t]*[—–-]?[ \t]*$/u, '')}\n${line.slice(identifier.index)}`;
  });
}

const CAPITAL_LINE = /^Capital : ([^\n]*)$/gmu;

/**
 * A capital's value is its amount: an identifier a compositor prints after it on the same line
 * ('Kap.100.000F Idt 1234567-001 Liq.M. X') is the company's next value, set on its own line as a
 * record prints it; an office and its holder after that identifier are set on theirs, so that
 * the identifier is not read as the officer's (a person holding an office is no trader).
 */
function identifiersApartFromAmounts(text: string): string {
  if (!text.includes('Capital : ')) return text;
  return text.replace(CAPITAL_LINE, (line: string, value: string) => {
    const amount = AMOUNT_VALUE.exec(value);
    if (!amount) return line;
    const at = 'Capital : '.length + amount[0].length;
    const rest = line.slice(at);
    const gap = /^[ \t]*[,;–—-]?[ \t]*/u.exec(rest)![0].length;
    const identifier = shapedIdentifiers(line).find((s) => s.index === at + gap) ?? findRidets(line).find((m) => m.index === at + gap);
    if (!identifier) return line;
    const after = line.slice(identifier.index + identifier.printed.length);
    const office = OFFICE_THEN_PERSON.exec(after);
    const officer = office && officeOfToken(office[2]!) !== null ? `\n${after.slice(office[1]!.length)}` : after;
    return `${line.slice(0, at)}\n${line.slice(at + gap, identifier.index + identifier.printed.length)}${officer}`;
  });
}

// An office's word, then a person by a civility ('Liquidateur M. X', 'Gérante Mme Y').
const OFFICE_THEN_PERSON = /^([ \t]*[,;–—-]?[ \t]*)(\p{Lu}\p{Ll}{2,})[ \t]*:?[ \t]*(?=(?:M\.|Mme|Mlle|Me)[ \t]*\p{Lu})/u;

const NAME_LABEL = /(?:^|\n)[ \t•*-]*(?:d[ée]nom\p{L}*\.?|soci[ée]t[ée]|raison sociale|nom)[ \t]*:/iu;

/** The text with the name at the insertion's opening labelled, where one company only is identified beside its officers. */
function withOpeningName(read: string): string {
  // Not where the readers read a company with its form already, or a name's label.
  if (NAME_LABEL.test(read)) return read;
  // The opening's name is looked for before the text's companies and identifiers: most openings
  // hold none (speed only; every test below is of the same text, so their order changes nothing).
  const lines = read.split('\n');
  let at = -1;
  let opened: string | null = null;
  for (let i = 0; i < Math.min(lines.length, 3) && opened === null; i += 1) [at, opened] = [i, openingName(lines[i]!)];
  if (opened === null) return read;
  if (companyMentions(read).some((mention) => mention.formText !== null) || lineStartCompanies(read).some((mention) => mention.formText !== null)) return read;
  // The name at the opening, where one company only is identified beside its officers.
  const officerValues = lines.filter((line) => OFFICER_LINE.test(line)).join('\n');
  const rids = new Set(findRidets(read).map((m) => m.rid));
  const officerRids = new Set(findRidets(officerValues).map((m) => m.rid));
  if ([...rids].filter((rid) => !officerRids.has(rid)).length > 1) return read;
  return [...lines.slice(0, at), opened, ...lines.slice(at + 1)].join('\n');
}
