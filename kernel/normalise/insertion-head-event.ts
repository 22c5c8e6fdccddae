/**
 * The event at an insertion's head, however its compositor shortened it. Once an insertion's
 * values are known by their shapes (shaped-insertion.ts), what stands before its first label is
 * its event, and a token right before a label is the event of the field it opens ('NMÉ Gt.M. X'):
 * there a token in capitals without its dot ('NMÉ', 'RCDT', 'LQJ') is the event's
 * abbreviation, not a sigle as it may be elsewhere (lettered-abbreviations.ts leaves undotted
 * capitals alone for that reason). A reader reads it by the letters it keeps, in order, its first
 * letter first: of one word of events or of the participle that tells the event done ('NMÉ' nommé,
 * 'VTE' vente), or of a term's two words, each cut ('LQJ' liquidation judiciaire, 'RDRJ'
 * redressement judiciaire). Read only where one event alone keeps its letters, from a token
 * shorter than its word by two letters at least (a whole word is a word). Two tokens in a row may
 * tell the event as a thing and what is done to it ('VNT FDS', 'NVL.OBJ.'): read as the phrase.
 */

import { fold } from './fold.ts';
import { EVENT_STEMS } from './unknown-abbreviations.ts';
import { INSERTION_MAX, keepsInOrder } from './value-labels.ts';
import { matchesOf } from './global-pattern.ts';

/** Participles that tell an event done, with the event word they are read as. */
const PARTICIPLES: ReadonlyArray<readonly [string, string]> = [
  ['nomme', 'nomination'], ['nommee', 'nomination'], ['cede', 'cession'], ['cedees', 'cession'], ['vendu', 'vente'], ['dissous', 'dissolution'],
  ['dissoute', 'dissolution'], ['transfere', 'transfert'], ['reconduit', 'renouvellement'], ['renouvele', 'renouvellement'], ['radie', 'radiation'],
  ['absorbee', 'absorption'], ['constituee', 'constitution'],
];
const WORDS = [...EVENT_STEMS, ...PARTICIPLES];

/** Terms of two words an insertion's head may cut into one token, each word keeping its letters. */
const TERMS: ReadonlyArray<readonly [string, string, string]> = [
  ['liquidation', 'judiciaire', 'liquidation judiciaire'],
  ['redressement', 'judiciaire', 'redressement judiciaire'],
  ['dissolution', 'anticipee', 'dissolution anticipée'],
  ['location', 'gerance', 'location-gérance'],
  ['transfert', 'siege', 'transfert du siège'],
];

/** The event a head's token keeps the letters of, alone, or null. */
export function headEventOf(token: string): string | null {
  const letters = fold(token);
  if (letters.length < 2 || !/^[a-z]+$/u.test(letters)) return null;
  const found = new Set<string>();
  for (const [word, written] of WORDS) if (word.length - letters.length >= 2 && keepsInOrder(letters, word)) found.add(written);
  for (const [first, second, written] of TERMS) {
    for (let cut = 1; cut < letters.length; cut += 1) {
      if (keepsInOrder(letters.slice(0, cut), first) && keepsInOrder(letters.slice(cut), second)) found.add(written);
    }
  }
  return found.size === 1 ? [...found][0]! : null;
}

// A head's undotted tokens in capitals: a token closed by its dot is a cut word, which the readings of cut words read (lettered-abbreviations.ts).
const TOKEN = /(?<![\p{L}.])\p{Lu}+(?![\p{L}.])/gu;
/** Words of two letters a head's capitals may print whole (an article before a name, a preposition). */
const SMALL_WORDS = new Set(['la', 'le', 'les', 'de', 'du', 'des', 'et', 'au', 'aux', 'en']);

/**
 * Events told by two words, a thing and what is done to it, each cut by the compositor ('VTE FDS',
 * 'NV.OBJ.', 'PTS CÉD.'): the words each token may keep the letters of, in order, and the event as
 * the type's readers read it. Read where one phrase alone keeps both tokens' letters. A change of
 * capital is left to the reading of its amounts (unknown-abbreviations.ts), which reads it however
 * its words are cut.
 */
const PHRASES: ReadonlyArray<readonly [readonly string[], readonly string[], string]> = [
  // The business by its three words' letters too ('VTE FDC', 'Cession FC': fonds de commerce).
  [['vente', 'cession'], ['fonds', 'fondsdecommerce'], 'CESSION DE FONDS'],
  [['cession'], ['parts', 'actions'], 'CESSION DE PARTS'],
  [['parts', 'actions'], ['cedees', 'cession'], 'CESSION DE PARTS'],
  [['nouvel', 'nouveau'], ['objet'], 'NOUVEL OBJET'],
  [['allongement', 'prolongation', 'prorogation'], ['duree'], 'PROROGATION DE LA DURÉE'],
  [['mutation', 'changement'], ['forme'], 'TRANSFORMATION'],
  [['nouveau', 'nouvelle'], ['nom', 'denomination'], 'NOUVELLE DÉNOMINATION'],
  // The noun before its adjective, as French sets them ('Obj.nv', 'Dén. nouv.').
  [['objet'], ['nouvel', 'nouveau'], 'NOUVEL OBJET'],
  [['nom', 'denomination'], ['nouveau', 'nouvelle'], 'NOUVELLE DÉNOMINATION'],
];
/** The words the phrases are written in: read, not left unread. */
const PHRASE_WORDS = new Set(PHRASES.flatMap(([, , written]) => fold(written).split(/[ ']/u)));

// Two tokens in a row, the first opening on a capital, each closed or not by its dot ('VTE FDS', 'Nv.Obj.', 'PTS cession.').
const PAIR = /(?<![\p{L}.])(\p{Lu}\p{L}+)\.?[ ]?(\p{L}{2,})\.?(?![\p{L}])/gu;

/** The event two tokens keep the letters of, alone, or null. */
function phraseOf(first: string, second: string): string | null {
  const [a, b] = [fold(first), fold(second)];
  const found = new Set(PHRASES.filter(([firsts, seconds]) => firsts.some((w) => keepsInOrder(a, w)) && seconds.some((w) => keepsInOrder(b, w))).map(([, , written]) => written));
  return found.size === 1 ? [...found][0]! : null;
}

function phrasesRead(head: string): string {
  return head.replace(PAIR, (pair: string, first: string, second: string) => phraseOf(first, second) ?? pair);
}

/** The head with its events told by two cut words, then each undotted token in capitals an event alone keeps the letters of, written out; other tokens as printed. */
export function headEventsRead(head: string): string {
  // Written in capitals, as printed: a title's case.
  return phrasesRead(head).replace(TOKEN, (token: string) => (SMALL_WORDS.has(fold(token)) || PHRASE_WORDS.has(fold(token)) ? token : (headEventOf(token)?.toUpperCase() ?? token)));
}

/** Whether the head holds an undotted token in capitals no event keeps the letters of and no word of events prints whole: its event is not known. */
export function headHoldsUnreadToken(head: string): boolean {
  for (const [token] of matchesOf(TOKEN, phrasesRead(head))) {
    const folded = fold(token);
    if (!SMALL_WORDS.has(folded) && !PHRASE_WORDS.has(folded) && !WORDS.some(([word]) => word === folded) && headEventOf(token) === null) return true;
  }
  return false;
}

/**
 * A line's opening pair of tokens: after the marks a compositor may set before his event (`■`,
 * `#`, `▪`, `•`, `*`, `◆`, `▸`, `»`), two tokens, the first opening on a capital, each closed or
 * not by its dot, parted by a space, a dot or a slash ('Cession/PARTS'). The phrase is written
 * without the cut's dot, so a label it opens keeps its colon ('Nv nom: X', 'Nouvelle dénom. : X').
 */
const LINE_HEAD_PAIR = /^([ \t]*(?:[\u25a0\u25aa\u2022\u25c6\u25b8\u00bb#*][ \t]*)*)(\p{Lu}\p{L}+)(\.?\/|\.[ ]?|[ ]+)(\p{L}{2,})(\.?)(?![\p{L}])/gmu;
// Consonants alone, or closed by the word's last 'e' ('VTE', 'FDS', 'FC'): no French word is printed so.
const CONSONANTS = /^[b-df-hj-np-tv-z]+e?$/u;
/** The words the phrases are told with, whole ('Cession FC', 'VENTE FONDS'). */
const WHOLE_PHRASE_WORDS = new Set(PHRASES.flatMap(([firsts, seconds]) => [...firsts, ...seconds]));

/** Whether a head's token shows itself an abbreviation (closed by its dot, or consonants alone) or is a phrase's word whole. */
function readableToken(token: string, dotted: boolean): boolean {
  const folded = fold(token);
  if (SMALL_WORDS.has(folded)) return false;
  return dotted || CONSONANTS.test(folded) || WHOLE_PHRASE_WORDS.has(folded);
}

/**
 * An insertion's events told by two cut words at a line's head, wherever the insertion's shape
 * leaves its fields ('VTE FDS. SARL X, …', 'Cession FC – Cédt : …', '■ VTE FDC / Vdr: …'): the
 * compositor sets his event first, and the two tokens are read as the phrase whose words they keep
 * (see `PHRASES`), where one phrase alone keeps them and each token shows itself an abbreviation
 * (closed by its dot, or consonants alone) or is the phrase's word whole: a line opening on words
 * ('Plan de cession', 'CAFÉ & …') is no event's code. Other heads as printed. Only in an
 * insertion's length: a longer notice names its events in words.
 */
export function linesHeadPhrasesRead(text: string): string {
  if (text.length > INSERTION_MAX) return text;
  // `^` under the m flag follows every line terminator; a text whose lines end on '\n' alone is read line by line.
  if (text.includes('\r') || text.includes('\u2028') || text.includes('\u2029')) return text.replace(LINE_HEAD_PAIR, headPairRead);
  let read = '';
  let copied = 0;
  for (let at = 0; at >= 0; at = text.indexOf('\n', at) + 1 || -1) {
    LINE_HEAD_PAIR_AT.lastIndex = at;
    const m = LINE_HEAD_PAIR_AT.exec(text);
    if (m === null) continue;
    const written = headPairRead(m[0], m[1]!, m[2]!, m[3]!, m[4]!, m[5]!);
    if (written === m[0]) continue;
    read += text.slice(copied, m.index) + written;
    copied = m.index + m[0].length;
  }
  return copied === 0 ? text : read + text.slice(copied);
}

/**
 * LINE_HEAD_PAIR tried at a line's start only (speed only: the global scan tried `^` at every
 * character and handed each line's pair to a callback). No match crosses a line's end, so each
 * line holds at most one, found at its start, as the global scan finds it.
 */
const LINE_HEAD_PAIR_AT = new RegExp(LINE_HEAD_PAIR.source, 'muy');

/** A line's opening pair as the reading writes it: the phrase its tokens keep the letters of, or as printed. */
function headPairRead(pair: string, marks: string, first: string, gap: string, second: string, dot: string): string {
  if (!readableToken(first, gap.startsWith('.')) || !readableToken(second, dot === '.')) return pair;
  // Two whole words a space parts are words ('Nouveau nom : X', a label): a code shows a cut, or joins its words by a slash.
  if (!gap.includes('/') && WHOLE_PHRASE_WORDS.has(fold(first)) && WHOLE_PHRASE_WORDS.has(fold(second)) && gap.trim() === '') return pair;
  const phrase = phraseOf(first, second);
  return phrase === null ? pair : `${marks}${phrase}`;
}
