/**
 * Abbreviations read as a word's letters in order. However a compositor cuts a word, he keeps its
 * first letter and some of the others in their order ('Cnstit.', 'Dsol.', 'Dimin.', 'Radiat.'):
 * a reader who knows the words of events reads the one word whose letters the token keeps so. A
 * term of several words is cut word by word ('Loc-Grce', 'L.Grce', 'FdC', 'L.J.', 'Tbl.M.Cce'):
 * each part keeps the letters of one of the term's words, in the term's order.
 *
 * What keeps it from reading ordinary words:
 * - a word's cut is read only where an abbreviation shows itself, closed by its dot ('Dsol.'), or
 *   as the long head of one word ('Transfo', five letters at least), and only where an event
 *   stands: a line's or a field's start (after a colon, a dash, a semicolon, a plus), or right
 *   after another abbreviation's dot; never after a digit ('12 mai.') nor before one (a weekday's
 *   'ven. 13 nov.'); undotted capitals are a sigle ('MDC – ven. …', the paper's initials); a form
 *   the type's lexicon reads where it stands ('CESS.', 'NOMIN.', 'Réd.') or a head the cut-word
 *   reading knows ('PROROG.', 'Redr.') is left to them; a word in capitals with as many vowels as
 *   consonants closed by a full stop is a word ('ATTI.', a surname at a line's end);
 * - it is read only when one word of the vocabulary alone keeps its letters ('Trsf.' keeps those
 *   of 'transfert' and 'transformation': read as neither), and the token is shorter than the word
 *   by two letters at least (a whole word is a word);
 * - a term's parts are two at least, joined by a dot, a hyphen, a slash (`LOC/GCE`, `TR/SG`, `CESS°/PTS`) or a capital inside the token, and
 *   every part must keep its word's letters; a civility first ('M.Jean', 'Mme.X') is a person.
 * The vocabulary is the reader's words of events and of the terms legal notices use, not any
 * writer's abbreviations. Only in an insertion's length (value-labels.ts, `INSERTION_MAX`): a
 * longer notice names its events in words.
 *
 * A change told by two values of one kind and an arrow between them is read as the change of that
 * thing: two legal forms ('SARL→SAS', 'SARL ⇒ SAS', 'SARL => SAS') are a transformation.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { NOTICE_ABBREVIATIONS } from './abbreviation-lexicon.ts';
import { fold } from './fold.ts';
import { EVENT_STEMS as EVENT_WORDS, openedWord, typeFormAt } from './unknown-abbreviations.ts';
import { INSERTION_MAX, keepsInOrder } from './value-labels.ts';
import { CAPITAL_CODE_POINTS, CAPITAL_UNITS, isLetterUnit, LETTER_UNITS, SMALL_LETTER_UNITS } from './letter-units.ts';
import { matchesOf } from './global-pattern.ts';

/** Terms of several words legal notices use, as the type's and the fields' readers read them. */
const TERMS = [
  'location-gérance', 'fonds de commerce', 'liquidation judiciaire', 'redressement judiciaire', 'mandataire judiciaire',
  'administrateur judiciaire', 'plan de redressement', 'cessation des paiements', 'insuffisance d’actif',
  'transmission universelle de patrimoine', 'tribunal mixte de commerce', 'assemblée générale extraordinaire',
  'assemblée générale ordinaire', 'commissaire aux comptes', 'capital social', 'siège social', 'dissolution anticipée',
  'radiation d’office', 'transfert de siège', 'transformation de forme', 'nouvelle dénomination', 'ancienne dénomination',
  'raison sociale', 'cession de parts', 'cession d’actions', 'cession de fonds', 'cessation d’activité', 'directeur général',
  'directeur général délégué', 'président directeur général', 'conseil d’administration', 'mise en sommeil',
  // The capital's older name, changed as the capital is.
  'augmentation du fonds social', 'réduction du fonds social',
  'cession de parts sociales',
];
const SMALL_WORDS = new Set(['de', 'des', 'du', 'd', 'aux', 'au', 'a', 'la', 'le', 'l']);
// Each term's words, and its words without the small ones a cut may leave out ('L.Grce', 'FdC' keeps 'de').
const TERM_WORDS = TERMS.flatMap((term) => {
  const all = fold(term).split(/[\s’'-]+/u);
  const content = all.filter((w) => !SMALL_WORDS.has(w));
  return content.length === all.length ? [{ term, words: all }] : [{ term, words: all }, { term, words: content }];
});

const VOCABULARY = new Set([...EVENT_WORDS.map(([word]) => word), ...TERM_WORDS.flatMap(({ words }) => words.filter((word) => !SMALL_WORDS.has(word)))]);

/** Whether a folded word is one of the vocabulary's words of events and terms ('fusion', 'gerance', 'judiciaire'). */
export function isEventWord(folded: string): boolean {
  return folded.split('-').every((part) => VOCABULARY.has(part));
}

/** The event word whose letters a cut word keeps, alone, or null. */
export function eventOfLetters(token: string): string | null {
  const letters = fold(token);
  if (letters.length < 3 || !/^[a-z]+$/u.test(letters)) return null;
  const events = new Set(EVENT_WORDS.filter(([word]) => word.length - letters.length >= 2 && keepsInOrder(letters, word)).map(([, written]) => written));
  return events.size === 1 ? [...events][0]! : null;
}

/** The parts of a compound token: cut at its dots and hyphens, and before a capital inside it ('FdC'). */
function partsOf(token: string): string[] {
  return token
    .replace(/(?<=\p{Ll})(?=\p{Lu})/gu, '.')
    .split(/[./-]+/u)
    .filter(Boolean);
}

const CIVILITY = /^(?:m|mm|mme|mlle|me|dr)$/u;

/** The term a compound token's parts keep the words of, in order, alone, or null. */
export function termOfParts(token: string): string | null {
  const printedParts = partsOf(token);
  // A word in capitals cut by a hyphen is a name's ('AUTO-DISTRIB', 'ST-QUENTIN'); initials ('L.J.') are a term's, and
  // so are capitals a slash joins, which no name prints ('LOC/GCE', 'TR/SG').
  if (token === token.toUpperCase() && !token.includes('/') && printedParts.some((part) => part.length > 1)) return null;
  const parts = printedParts.map((part) => fold(part));
  if (parts.length < 2 || CIVILITY.test(parts[0]!) || parts.some((part) => !/^[a-z]+$/u.test(part))) return null;
  // Small letters a slash joins are a phrase's shorthand ('à/c', 's/c', 'c/o'), not a term's: a slash joins a term's parts in capitals, or words.
  if (token.includes('/') && printedParts.some((part, i) => part !== part.toUpperCase() && (SMALL_WORDS.has(parts[i]!) || part.length === 1))) return null;
  const terms = new Set(TERM_WORDS.filter(({ words }) => words.length === parts.length && parts.every((part, i) => keepsInOrder(part, words[i]!))).map(({ term }) => term));
  return terms.size === 1 ? [...terms][0]! : null;
}

// A compound: letters, then parts joined by dots, hyphens or a capital inside, closed or not by a dot.
// (The capital's units looked ahead for first: speed only, see letter-units.ts.)
// Or two parts a slash joins, alone ('LOC/GCE', 'CESS./PTS'): two terms a slash parts ('Loc-Grce/Fds-Cce') are read each.
const COMPOUND = new RegExp(`(?<![\\p{L}\\d'’])(?:\\p{L}+[.°]?/\\p{L}+\\.?(?![\\p{L}\\d/.-])|\\p{L}+(?:(?:[.-]|(?=[${CAPITAL_CODE_POINTS}])(?<=\\p{Ll})(?=\\p{Lu}))\\p{L}+)+\\.?(?![\\p{L}\\d]))`, 'gu');
const COMPOUND_AT = new RegExp(COMPOUND.source, 'uy');
// Where a compound's parts join: a letter, a dot or a hyphen and a letter, or a small letter and a
// capital, by classes of code units that hold those letters (letter-units.ts).
const JUNCTION = new RegExp(`[${LETTER_UNITS}][.°]?[./-][${LETTER_UNITS}]|[${SMALL_LETTER_UNITS}][${CAPITAL_UNITS}]`, 'g');
const SURROGATE = /[\ud800-\udfff]/;
// A cut word closed by its dot, or five letters at least ending at a space; its place is an event's.
// Tried only at the places its lookbehind holds (sticky; see `cutMatches`).
const CUT_AT = /(?<=(?:^|[\n+&;:—–·(/]|\p{L}\.)[ \t]*)(\p{L}{3,12})(?:\.|(?=[ \t]))/muy;
/** What a cut word's place follows: a line's end (`^` in multiline reads all four), a field's separator, a dot. */
const CUT_MARK = /[\n\r\u2028\u2029+&;:—–·(/.]/g;
const FORM = `(?:${FORM_ABBREVIATIONS.join('|')})`;
const FORM_CHANGE = new RegExp(`(?<![\\p{L}\\d])(${FORM})[ \\t]*(?:→|->|⇒|=>)[ \\t]*(${FORM})(?![\\p{L}\\d])`, 'gu');
// Consonants alone, or closed by the word's last 'e' ('Vte', 'Grnte'): no French word is printed so.
const CONSONANTS_ONLY = /^[b-df-hj-np-tv-z]{2,}e?$/u;
// Whether a text holds a letter and a dot, a small letter and a capital, letters joined by a hyphen,
// or an arrow; each read from the character that opens it least often (speed only, the same answers).
const GATE = new RegExp(`(?<=\\p{L})\\.|(?=[${CAPITAL_CODE_POINTS}])(?<=\\p{Ll})\\p{Lu}|(?<=\\p{L})-\\p{L}|→|->|⇒|=>`, 'u');

function written(printed: string, words: string): string {
  return /^\p{Lu}/u.test(printed) ? words.charAt(0).toUpperCase() + words.slice(1) : words;
}

/**
 * The text with each term cut word by word written out ('Loc-Grce' read 'location-gérance'). Read
 * before the lexicon of abbreviations, whose forms would take a term's first part alone
 * ('Liq.Jud.': 'liq.' is 'liquidation').
 */
export function letteredTermsRead(text: string): string {
  if (text.length > INSERTION_MAX) return text;
  let read = '';
  let end = 0;
  for (const compound of compoundMatches(text)) {
    read += text.slice(end, compound.index) + compoundReadOnce(compound[0]);
    end = compound.index + compound[0].length;
  }
  return end === 0 ? text : read + text.slice(end);
}

/**
 * `matchesOf(COMPOUND, text)`, the pattern tried only at the start of the letters before each
 * place where a compound's parts may join, from the end of the last match on: the same matches, in
 * order (speed only: under the u flag the pattern cost about twenty nanoseconds a character).
 * Every match joins two parts, and its letters run back from its first join to its start, where no
 * letter stands before; a start inside a run of Latin-1 letters has one. A text holding a unit of a
 * surrogate pair is scanned whole.
 */
function compoundMatches(text: string): RegExpExecArray[] {
  if (SURROGATE.test(text)) return [...matchesOf(COMPOUND, text)];
  const found: RegExpExecArray[] = [];
  let from = 0;
  JUNCTION.lastIndex = 0;
  for (let join = JUNCTION.exec(text); join !== null; join = JUNCTION.exec(text)) {
    const last = join.index;
    let first = last;
    while (first > from && isLetterUnit(text.charCodeAt(first - 1))) first -= 1;
    let match: RegExpExecArray | null = null;
    for (let at = first; at <= last && match === null; at += 1) {
      if (at > first && text.charCodeAt(at - 1) < 0x100) continue;
      COMPOUND_AT.lastIndex = at;
      match = COMPOUND_AT.exec(text);
    }
    if (match !== null) found.push(match);
    from = match === null ? last + 1 : match.index + match[0].length;
    JUNCTION.lastIndex = from;
  }
  return found;
}

// The same compounds come back notice after notice ('Nouvelle-Calédonie', 'procès-verbal'): each
// one's reading is kept, up to a bound (speed only: the reading depends on the compound alone).
const compoundReadings = new Map<string, string>();
const KEPT_COMPOUNDS = 4096;

function compoundReadOnce(printed: string): string {
  let read = compoundReadings.get(printed);
  if (read === undefined) {
    if (compoundReadings.size >= KEPT_COMPOUNDS) compoundReadings.clear();
    read = compoundRead(printed);
    compoundReadings.set(printed, read);
  }
  return read;
}

/** A compound as the reading writes it: its opening term written out, or as printed. */
function compoundRead(printed: string): string {
  // The term may open the token, a word run into it after its dot ('Liq.Jud.BOULANGERIE'): the longest opening that is a term.
  for (let end = printed.length; end > 0; end = printed.lastIndexOf('.', end - 1)) {
    const head = printed.slice(0, end);
    const token = head.replace(/\.$/u, '');
    const term = termOfParts(token);
    if (!term) continue;
    // The term printed whole ('location-gerance') is left as printed.
    if (fold(token).replace(/[^a-z]/gu, '') === fold(term).replace(/[^a-z]/gu, '')) return printed;
    const rest = printed.slice(end).replace(/^\./u, '');
    // What is run into the term is a word; more initials are a sigle's ('C.F.I.', 'S.S.P.': no term opens them).
    if (rest && !/^\p{L}{2}/u.test(rest)) return printed;
    return `${written(token, term)}${rest ? ' ' : ''}${rest}`;
  }
  return printed;
}

/**
 * The text with each word of an event cut short written out where an event stands, and a change
 * of form told by its two forms and an arrow read as a transformation. Read after the lexicon and
 * the consonants' readings (unknown-abbreviations.ts), which read the forms they know first.
 */
export function letteredEventsRead(text: string): string {
  if (text.length > INSERTION_MAX || !GATE.test(text)) return text;
  let events = '';
  let copied = 0;
  for (const cut of cutMatches(text)) {
    events += text.slice(copied, cut.index) + cutRead(text, cut[0], cut[1]!, cut.index);
    copied = cut.index + cut[0].length;
  }
  events = copied === 0 ? text : events + text.slice(copied);
  // Speed only: the change's pattern opens on a lookbehind, tried at every character; its arrow is rare.
  if (!events.includes('→') && !events.includes('->') && !events.includes('⇒') && !events.includes('=>')) return events;
  return events.replace(FORM_CHANGE, (_printed: string, from: string, to: string) => `transformation de ${from} en ${to}`);
}

/**
 * Every cut word at an event's place, as a global scan of the pattern finds them (the same
 * matches, in order): the pattern tried at the text's start and after each mark its lookbehind
 * reads, past the spaces and tabs after it, from the end of the last match on. Elsewhere its
 * lookbehind fails (speed only: tried at every character, the pattern cost more than the reading).
 */
function cutMatches(text: string): RegExpExecArray[] {
  const found: RegExpExecArray[] = [];
  let end = 0;
  const tryAt = (mark: number): void => {
    let at = mark;
    while (text.charCodeAt(at) === 0x20 || text.charCodeAt(at) === 0x09) at += 1;
    if (at < end) return;
    CUT_AT.lastIndex = at;
    const cut = CUT_AT.exec(text);
    if (cut === null) return;
    found.push(cut);
    end = at + cut[0].length;
  };
  tryAt(0);
  for (const mark of matchesOf(CUT_MARK, text)) tryAt(mark.index + 1);
  return found;
}

/** Whether the lexicon knows the form printed at `offset` and writes it out as other words than `event`. */
function lexiconReadsOtherwise(text: string, offset: number, event: string): boolean {
  for (const abbreviation of NOTICE_ABBREVIATIONS) {
    abbreviation.form.lastIndex = offset;
    const m = abbreviation.form.exec(text);
    if (m?.index === offset) return !fold(abbreviation.words).startsWith(fold(event));
  }
  return false;
}

/** A cut word at an event's place as the reading writes it: the event word whose letters it keeps, or as printed. */
function cutRead(text: string, printed: string, token: string, offset: number): string {
  const dotted = printed.endsWith('.');
  const consonants = CONSONANTS_ONLY.test(fold(token));
  if (!dotted && !consonants && token.length < 5) return printed;
  // Most tokens keep no event word's letters: asked first, before the places the tests below leave as printed (speed only).
  const event = eventOfLetters(token);
  // A long head without its dot is read only as the head of its word ('Transfo'); consonants alone are no French word ('Vte').
  if (!event || (!dotted && !consonants && !fold(event).startsWith(fold(token)))) return printed;
  // A form the type's lexicon reads where it stands ('CESS.', 'NOMIN.', 'Réd.', 'démiss.') is left to it.
  if (typeFormAt(fold(text), offset)) return printed;
  // A form the lexicon reads as another word ('déc.': décision, not a seat's 'déplacement') is that word.
  if (dotted && lexiconReadsOtherwise(text, offset, event)) return printed;
  // A cut word before a number is a weekday's before its date ('ven. 13 nov.'), not an event's.
  if (dotted && /^[ \t]*\d/u.test(text.slice(offset + printed.length, offset + printed.length + 3))) return printed;
  // A word's head the cut-word reading knows ('PROROG.', 'Redr.') is left to it, which keeps a title's capitals.
  if (openedWord(token) !== null) return printed;
  // A word in capitals closed by a full stop is a cut only when its vowels are fewer than half its letters ('CNSTIT.'; 'ATTI.' is a surname).
  if (dotted && token === token.toUpperCase() && (fold(token).match(/[aeiouy]/gu)?.length ?? 0) * 2 >= token.length) return printed;
  // Undotted capitals are a sigle (the paper's initials before its dateline, 'MDC – ven. 13 nov.'), not a cut word.
  if (!dotted && token === token.toUpperCase()) return printed;
  const apart = /[\p{L}\d]/u.test(text.charAt(offset + printed.length)) ? ' ' : '';
  return written(token, event) + apart;
}
