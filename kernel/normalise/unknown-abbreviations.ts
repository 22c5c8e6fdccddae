/**
 * Abbreviations no lexicon lists: each compositor shortens in his own hand ('Const.', 'Transform.',
 * 'Immat.', 'fdc', 'Sg', 'pts', 'LG'), and a reader who has never seen the form still reads it, by
 * the words of events and labels small ads abbreviate:
 * - a word cut short and closed by its dot is the one known word it opens ('Immat.' is
 *   'immatriculation'); two known words opening so ('transf.': 'transfert', 'transformation'), none
 *   is read;
 * - a short token of consonants alone (no French word is one) is the known term it is the initials
 *   of ('fdc': 'fonds de commerce', 'LG': 'location-gérance'), or the known word it keeps the
 *   letters of, its first and its last consonant ('Sg': 'siège', 'pts': 'parts'), and no other
 *   known word keeps them ('CSTN' keeps constitution's and cessation's: neither); in capitals beside another word in capitals
 *   it is part of a name ('SARL BTP KONÉ') and is left.
 * Read after the lexicon, for the whole notice when it is printed in the telegraphic style, and the
 * cut words for the type wherever they stand (abbreviated-words.ts); a form the type's lexicon reads where it
 * stands ('Rédu. cap.', 'ss', 'fds') is left to it. The words of offices ('gérant', 'président',
 * 'administrateur') and those the lexicon leaves as printed are not among the known words: their
 * abbreviations are read where they stand (officer-roles.ts).
 */

import { inCaseOf, TYPE_ABBREVIATIONS } from './abbreviation-lexicon.ts';
import { CIVILITIES } from './clause-chars.ts';
import { fold } from './fold.ts';
import { MONTH_NAME_SOURCE } from './french-date.ts';
import { matchesOf } from './global-pattern.ts';
import { labelsShapedIdentifier } from './shaped-identifier.ts';
import { TITLE_NOUNS } from './title-nouns.ts';
import { INSERTION_MAX, valueLabelStarts } from './value-labels.ts';

/**
 * The events an insertion opens on, each as the word the type's patterns read: a token of
 * consonants at an event's place is read as the one event whose letters it keeps in order, its
 * first letter first ('Cstn', 'CNST' constitution; 'CRTN' création, a constitution; 'Dslt'
 * dissolution; 'Dplct' déplacement, a transfer; 'Nmn' nomination; 'Cssn' cession); a token two
 * events keep ('Rdn': réduction, radiation; 'Trsf': transfert, transformation) is read as neither.
 */
export const EVENT_STEMS: ReadonlyArray<readonly [string, string]> = [
  ['constitution', 'constitution'], ['creation', 'constitution'], ['dissolution', 'dissolution'], ['cession', 'cession'], ['transfert', 'transfert'],
  ['deplacement', 'transfert'], ['nomination', 'nomination'], ['demission', 'démission'], ['augmentation', 'augmentation'], ['reduction', 'réduction'],
  ['liquidation', 'liquidation'], ['radiation', 'radiation'], ['modification', 'modification'], ['prorogation', 'prorogation'],
  ['transformation', 'transformation'], ['cloture', 'clôture'], ['fusion', 'fusion'], ['absorption', 'absorption'], ['renouvellement', 'renouvellement'],
  ['diminution', 'réduction'], ['vente', 'vente'], ['revocation', 'révocation'],
  // The company's going on despite its losses: a word of events too, so a cut of it ('CONTIN.') is read as no other event's.
  ['continuation', 'continuation'],
];

/**
 * The words of events and labels small ads abbreviate, as written out: one vocabulary with the
 * classifier's and the labels' (a compositor cuts every word a notice uses, and a word missing here
 * is one a cut of it is read as another's). The events' nouns are those a title names (title-nouns.ts)
 * and those an insertion opens on (`EVENT_STEMS` below); the labels', those a record prints before
 * its values but those value-labels.ts reads by their values' kinds. 'Cessation' is the court's event
 * beside the sale's 'cession': 'cess.' opens both, and is read as neither.
 */
// The name's, the form's and the capital's labels are read by the value they introduce (value-labels.ts
// reads a short token, glued to its value or not): written out here, the token would be too long for it.
const LABEL_WORDS = ['siège', 'objet', 'durée'];
const OTHER_WORDS = [
  'constitution', 'immatriculation', 'transformation', 'prorogation', 'dissolution', 'liquidation', 'fusion', 'absorption',
  'augmentation', 'réduction', 'annulation', 'transfert', 'statuts', 'nomination', 'nommé',
  'démission', 'démissionnaire', 'renouvellement', 'remplacement', 'fonctions', 'parts', 'actions', 'vente', 'oppositions',
  'enregistrement', 'jugement', 'redressement', 'simplifiée', 'anticipée', 'approbation', 'fonds de commerce', 'location-gérance',
  'cessation',
  // A newspaper's 'Ann. lég.' is its legal announcements: 'ann.' opens two words, and is read as neither.
  'annonces',
];

/**
 * The known words by their spelling (folded), each with the word its cut is read as: itself, or the
 * event's word the type's patterns read for it ('création' a constitution, as its consonants are read).
 */
function knownWords(): Map<string, string> {
  const reading = new Map<string, string>();
  const add = (spelling: string, word: string): void => {
    if (!reading.has(spelling)) reading.set(spelling, word);
  };
  for (const word of [...OTHER_WORDS, ...LABEL_WORDS]) add(fold(word), word);
  for (const [stem, word] of EVENT_STEMS) add(stem, word);
  for (const noun of TITLE_NOUNS.keys()) add(noun, noun);
  return reading;
}

const KNOWN_WORDS = knownWords();
/** The readings that are events' words (written capitalised, never in capitals). */
const EVENT_READINGS: ReadonlySet<string> = new Set([...EVENT_STEMS.map(([, word]) => word), ...[...TITLE_NOUNS.keys()].map((noun) => KNOWN_WORDS.get(noun)!)]);
const SINGLE = [...KNOWN_WORDS.keys()].filter((w) => !/[\s-]/.test(w));
const TERMS = [...KNOWN_WORDS.keys()].filter((w) => /[\s-]/.test(w));
const VOWEL = /[aeiouy]/;
const MIN_PREFIX = 3;

/** Each cut word (folded) that opens one known word alone, with that word; null when it opens several. */
const OPENING = new Map<string, string | null>();
for (const folded of SINGLE) {
  const word = KNOWN_WORDS.get(folded)!;
  for (let end = MIN_PREFIX; end < folded.length; end += 1) {
    const head = folded.slice(0, end);
    // A plural's singular closing a sentence is the word, not its abbreviation ('statut.').
    if (`${head}s` === folded) continue;
    OPENING.set(head, OPENING.has(head) && OPENING.get(head) !== word ? null : word);
  }
}

/** The known word a cut word closed by its dot opens, or null. */
export function openedWord(letters: string): string | null {
  return OPENING.get(fold(letters)) ?? null;
}

function initials(term: string): string {
  return fold(term)
    .split(/[\s-]+/)
    .map((part) => part.charAt(0))
    .join('');
}

function lastConsonant(word: string): string {
  for (let i = word.length - 1; i >= 0; i -= 1) if (!VOWEL.test(word.charAt(i))) return word.charAt(i);
  return '';
}

/** How many of the word's letters the token leaves out when it keeps the others in order, or -1. */
function lettersLeftOut(token: string, word: string): number {
  let at = 0;
  for (const letter of token) {
    at = word.indexOf(letter, at);
    if (at < 0) return -1;
    at += 1;
  }
  return word.length - token.length;
}

/** The known term a token of consonants stands for, or null. */
export function consonantsWord(token: string): string | null {
  const folded = fold(token);
  if (folded.length < 2 || VOWEL.test(folded) || !/^[a-z]+$/.test(folded)) return null;
  const byInitials = TERMS.filter((term) => initials(term) === folded);
  if (byInitials.length > 0) return byInitials.length === 1 ? KNOWN_WORDS.get(byInitials[0]!)! : null;
  // Two known words of two readings that keep the token's letters: the reader takes neither. Two
  // letters keep too little of a long word to tell it by its first and last ('dt' is no
  // 'déplacement'): they are its first two consonants ('Sg' siège).
  const kept = new Set(
    SINGLE.filter(
      (plain) =>
        plain.charAt(0) === folded.charAt(0) &&
        lastConsonant(plain) === folded.charAt(folded.length - 1) &&
        lettersLeftOut(folded, plain) >= 0 &&
        (folded.length > 2 || plain.replace(/[aeiouy]/g, '').startsWith(folded)),
    ).map(
      (plain) => KNOWN_WORDS.get(plain)!,
    ),
  );
  return kept.size === 1 ? [...kept][0]! : null;
}

const CUT_WORD = /(?<![\p{L}\d.])(\p{L}{3,12})\.(?!\d)/gu;
// A cut word right before a day's date is the weekday ('ven. 20.11.2026', 'mar. 3.11.26', 'ven. 6 nov. 2026'), never a known word.
// Read on the folded text, with the months french-date.ts reads.
const BEFORE_DATE = new RegExp(`^\\s*(?:\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4}|(?:1er|\\d{1,2})\\s+(?:${MONTH_NAME_SOURCE})\\.?(?![a-z]))`, 'u');
// A web address's dot is no abbreviation's ('ANNONCES-PRO.NC', 'actu.nc', 'infos-pro.com').
const WEB_ADDRESS_TAIL = /^(?:nc|com|fr|net|org|info)(?![\p{L}\d])/iu;
const CONSONANTS = /(?<![\p{L}\d'’&-])(\p{L}{2,4})(?![\p{L}\d'’&-])/gu;
const CAPITALS_WORD = /^\p{Lu}{2,}$/u;
const CIVILITY_TOKENS: ReadonlySet<string> = new Set(CIVILITIES);
// A civility's place: before a person's given name or name, capitalised ('Dr Maud X', 'Pr. Y').
const BEFORE_PERSON = /^\.?[ \t]+\p{Lu}/u;
const LEFT_CAPITALS = /\p{Lu}{2,}[ \t]*$/u;
const RIGHT_CAPITALS = /^[ \t]*\p{Lu}{2,}/u;

// The type's forms, each tried where a form no lexicon lists would start.
const TYPE_FORMS_HERE = TYPE_ABBREVIATIONS.map(({ form }) => new RegExp(form.source, form.flags.replace('g', '') + 'y'));

/** Whether a form of the type's lexicon starts at this place of the folded text. */
export function typeFormAt(folded: string, offset: number): boolean {
  return TYPE_FORMS_HERE.some((form) => {
    form.lastIndex = offset;
    return form.test(folded);
  });
}

/** The text with each word cut short read as the one known word it opens (see the file's comment). */
export function cutWordsRead(text: string): string {
  const folded = fold(text);
  return text.replace(CUT_WORD, (printed: string, letters: string, offset: number) => {
    const word = openedWord(letters);
    const after = text.slice(offset + printed.length, offset + printed.length + 12);
    if (!word || typeFormAt(folded, offset) || WEB_ADDRESS_TAIL.test(after) || BEFORE_DATE.test(fold(after))) return printed;
    const apart = /[\p{L}\d]/u.test(text.charAt(offset + printed.length)) ? ' ' : '';
    // An event's word in capitals before the company reads as part of its name in capitals: capitalised, as its consonants are (`stemRead`).
    return (EVENT_READINGS.has(word) ? inCaseOf(letters.charAt(0), word) : inCaseOf(letters, word)) + apart;
  });
}

/** The text with each abbreviation no lexicon lists read as the known word it stands for (see the file's comment). */
export function unknownAbbreviationsRead(text: string): string {
  const cut = cutWordsRead(text);
  const foldedCut = fold(cut);
  let labels: Set<number> | null = null;
  return cut.replace(CONSONANTS, (printed: string, token: string, offset: number) => {
    const word = consonantsWord(token);
    if (!word || typeFormAt(foldedCut, offset)) return printed;
    // 'Dr' keeps durée's letters, but before a person it is the person's title.
    if (CIVILITY_TOKENS.has(fold(token)) && BEFORE_PERSON.test(cut.slice(offset + token.length, offset + token.length + 4))) return printed;
    // A token before a value of a label's kind is that label ('Dn.:X Fme:SARL'), not an abbreviated word (value-labels.ts).
    labels ??= valueLabelStarts(cut);
    if (labels.has(offset)) return printed;
    // A token before a number of a RID's shape whose check passes is that identifier's label ('RDT 1 402 601 001').
    if (labelsShapedIdentifier(cut, token, offset + token.length)) return printed;
    // A sigle in capitals beside another word in capitals is part of a name.
    if (CAPITALS_WORD.test(token) && (LEFT_CAPITALS.test(cut.slice(Math.max(0, offset - 40), offset)) || RIGHT_CAPITALS.test(cut.slice(offset + token.length, offset + token.length + 40)))) return printed;
    return inCaseOf(token, word);
  });
}


/** The event a token of consonants keeps the letters of, alone, or null. */
export function eventOfStem(token: string): string | null {
  const folded = fold(token);
  if (folded.length < 3 || VOWEL.test(folded) || !/^[a-z]+$/.test(folded)) return null;
  const events = new Set(EVENT_STEMS.filter(([word]) => word.charAt(0) === folded.charAt(0) && lettersLeftOut(folded, word) >= 0).map(([, written]) => written));
  return events.size === 1 ? [...events][0]! : null;
}

// An event's place: a line's first words, or after a field's separator, or before a colon.
// Tried only at the places its opening holds (sticky; see `stemsRead`).
const EVENT_PLACE = /(?:^|(?<=\n)|(?<=[+&;:—–][ \t]*))[ \t]*((?:\p{L}+[ \t]+){0,2}?)(\p{L}{3,6})(?=[ \t]*:|[ \t.]|$)/myu;
/**
 * What an event's place follows: a line's end (`^` in multiline reads all four) or a field's
 * separator. After a separator the pattern's own spaces are read from the place right after it: a
 * match that starts further in its spaces starts there too, and a scan finds it there first.
 */
const PLACE_MARK = /[\n\r\u2028\u2029+&;:—–]/g;

const DATELINE_NEXT = /^[ \t]*(?:[·•|–—-]|\d)/u;

// Where a token of consonants may start (speed only): a unit no ASCII letter precedes, then two
// more, each a unit that may fold to a consonant. A token `eventOfStem` reads is a whole word (the
// place's pattern ends it on no letter) of three letters or more, each folding to a consonant of
// a-z, its first an event's first letter and the next two kept in order by that event's word: past
// ASCII only Ç, Ñ and the letters past Latin-1 fold so (Latin-1's other letters fold to a vowel or
// to no letter of a-z). A text where no start holds is left as printed.
/** Every event word's first letter followed by two of its letters in order: the heads a token of ASCII letters may open on. */
const STEM_HEADS = new Set<string>();
for (const [word] of EVENT_STEMS) {
  for (let i = 1; i < word.length; i += 1) for (let j = i + 1; j < word.length; j += 1) STEM_HEADS.add(`${word[0]!}${word[i]!}${word[j]!}`);
}

const isAsciiLetter = (unit: number): boolean => (unit | 0x20) >= 0x61 && (unit | 0x20) <= 0x7a;
/** By ASCII code unit, 1 for a consonant of a-z in either case (y is read as a vowel, as `VOWEL` reads it). */
const ASCII_CONSONANTS = new Uint8Array(0x80);
for (const letter of 'bcdfghjklmnpqrstvwxz') {
  ASCII_CONSONANTS[letter.charCodeAt(0)] = 1;
  ASCII_CONSONANTS[letter.toUpperCase().charCodeAt(0)] = 1;
}
/**
 * Whether a code unit may fold to a consonant of a-z: an ASCII letter but a, e, i, o, u and y in
 * either case, Ç, ç, Ñ, ñ, or a unit past Latin-1 outside the general punctuation (U+0100 to
 * U+1FFF, U+2070 to U+FFFF, the halves of a surrogate pair among them).
 */
export function mayFoldToConsonant(unit: number): boolean {
  if (unit < 0x80) return ASCII_CONSONANTS[unit] === 1;
  if (unit < 0x100) return unit === 0xc7 || unit === 0xe7 || unit === 0xd1 || unit === 0xf1;
  return unit < 0x2000 || unit >= 0x2070;
}

/**
 * Whether a word of the text may be a token of consonants `eventOfStem` reads (see above): each
 * run of three units that may fold to consonants, no ASCII letter before it, read by code units
 * (speed only: a pattern opening on a lookbehind was tried at every character).
 */
function mayHoldStem(text: string): boolean {
  let run = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (!mayFoldToConsonant(text.charCodeAt(i))) {
      run = 0;
      continue;
    }
    run += 1;
    const start = i - 2;
    // Starts may overlap: each unit that closes three is the last of a start's three.
    if (run < 3 || (start > 0 && isAsciiLetter(text.charCodeAt(start - 1)))) continue;
    // A unit past ASCII may fold to any consonant: that start is not ruled out.
    if (text.charCodeAt(start) > 0x7f || text.charCodeAt(start + 1) > 0x7f || text.charCodeAt(i) > 0x7f) return true;
    if (STEM_HEADS.has(text.slice(start, i + 1).toLowerCase())) return true;
  }
  return false;
}

/** The text with each token of consonants at an event's place read as its event (see `EVENT_STEMS`). */
export function eventStemsRead(text: string): string {
  // An insertion's events: a longer text names its events in words (speed too).
  if (text.length > INSERTION_MAX || !mayHoldStem(text)) return text;
  // The style's count asks first (opensOnEventStem), then the reading, for the same text: the last kept (speed only).
  if (text !== lastStemsText) [lastStemsText, lastStemsRead] = [text, stemsRead(text)];
  return lastStemsRead;
}

let lastStemsText: string | null = null;
let lastStemsRead = '';

/**
 * `text.replace` of every event's place, tried only where its opening holds: the text's start,
 * after a line's end, after a separator (see `PLACE_MARK`). The pattern is tried at
 * each such place in order, from the end of the last match on, as a global replace would find its
 * matches; elsewhere its opening fails, so the matches are the same (speed only: the scan from
 * every character of the text cost more than the reading).
 */
function stemsRead(text: string): string {
  const pieces: string[] = [];
  let copied = 0;
  let end = 0;
  const tryAt = (at: number): void => {
    if (at < end) return;
    EVENT_PLACE.lastIndex = at;
    const m = EVENT_PLACE.exec(text);
    if (m === null) return;
    end = at + m[0].length;
    const written = stemRead(text, m[0], m[2]!, at);
    if (written === m[0]) return;
    pieces.push(text.slice(copied, at), written);
    copied = end;
  };
  tryAt(0);
  for (const mark of matchesOf(PLACE_MARK, text)) tryAt(mark.index + 1);
  return pieces.length === 0 ? text : pieces.join('') + text.slice(copied);
}

/** What an event's place reads as: its token of consonants written as its event's word, or as printed. */
function stemRead(text: string, printed: string, token: string, offset: number): string {
  const event = eventOfStem(token);
  if (!event) return printed;
  const end = offset + printed.length;
  // Before a date or a dateline's separator, initials are the paper's ('MDC · mar. 10.11.26'), not an event.
  if (DATELINE_NEXT.test(text.slice(end, end + 4))) return printed;
  // A sigle in capitals beside another word in capitals is part of a name.
  if (CAPITALS_WORD.test(token) && RIGHT_CAPITALS.test(text.slice(end, end + 40)) && !/^[ \t]*(?:SARL|SAS|SASU|EURL|SCI|SNC|SA|SELARL)(?![\p{L}])/u.test(text.slice(end, end + 40))) return printed;
  // Capitalised, never in capitals: an event's word in capitals opening a line reads as a name in capitals.
  return printed.slice(0, printed.length - token.length) + event.charAt(0).toUpperCase() + event.slice(1);
}

/** Whether a line of the text opens on an event's consonants ('CRTN Scté « X »'). */
export function opensOnEventStem(text: string): boolean {
  return eventStemsRead(text) !== text;
}

/**
 * What an event changes, read by its kind where the compositor cuts the word: a token right after
 * the event's word that keeps the letters of one thing a notice changes, its first letter first
 * ('Transfert Sge', 'Augmentation Cpl': siège, capital), and a capital's change told by its
 * amounts, whatever the token between ('Augmentation Kpl de 1M à 3,5M F', 'Réduction … 5M→2M F'):
 * what grows from one sum of money to another is the capital.
 */
const CHANGED_THINGS: ReadonlyArray<readonly [string, string]> = [['siege', 'du siège'], ['capital', 'de capital']];
// The token may be one letter apart ('Aug.K 1M→4M': 'K' is the capital's sign), never a word's last letter ('Transferts').
const CHANGE_EVENT_THEN_TOKEN = /(?<![\p{L}])(transfert|augmentation|réduction)([ \t]*\.?[ \t]*)(\p{L}{2,5}|(?<=[ .])\p{L})\.?(?![\p{L}'’])/giu;
const AMOUNT_CHANGE = /^[^\n]{0,80}?\d[\d ,.]*[ \t]*M?[ \t]*(?:F|XPF|CFP|FCFP)?[ \t]*(?:→|->|à)[ \t]*\d/u;

/** The thing a token after an event's word keeps the letters of, alone, or null. */
function changedThing(token: string): string | null {
  const folded = fold(token);
  const things = CHANGED_THINGS.filter(([word]) => word.charAt(0) === folded.charAt(0) && lettersLeftOut(folded, word) > 0);
  return things.length === 1 ? things[0]![1] : null;
}

/** The text with what an event changes written out after its word (see `CHANGED_THINGS`). */
export function changedThingsRead(text: string): string {
  if (text.length > INSERTION_MAX || !/transfert|augmentation|réduction/iu.test(text)) return text;
  return text.replace(CHANGE_EVENT_THEN_TOKEN, (printed: string, event: string, gap: string, token: string, offset: number) => {
    const thing = changedThing(token);
    if (thing) return `${event} ${thing}`;
    const after = text.slice(offset + event.length);
    if (!/^augmentation|^réduction/iu.test(event) || !AMOUNT_CHANGE.test(after)) return printed;
    return `${event} de capital${gap}${token}${printed.endsWith('.') ? '.' : ''}`;
  });
}
