/**
 * The nouns a notice's title names its event by (`CONSTITUTION`, `CESSION`, `DISSOLUTION` …), with
 * the type each names alone (null when the noun alone may be several events), read as a title
 * prints them (in the plural, cut short and closed by a dot), and the words that qualify them
 * (`DISSOLUTION ANTICIPÉE`, `CESS. DE PARTS`). A leaf declared apart from heading-event-noun.ts so
 * that the readers of a page's furniture (publication-date.ts, other-items.ts) may ask whether an
 * item names an event without importing the title's reader, which asks them about furniture.
 */

import type { AnnonceType } from '../model/announcement.ts';

/**
 * The nouns a title opens on, folded, each with the one type it names, or null for a noun that may
 * name several events (listed so that a cut word opening it and another noun is read as neither,
 * and so that a title opening on it is no company's name).
 */
export const TITLE_NOUNS: ReadonlyMap<string, AnnonceType | null> = new Map<string, AnnonceType | null>([
  ['constitution', 'creation'],
  ['creation', 'creation'],
  ['transformation', 'statuts'],
  ['prorogation', 'statuts'],
  ['nomination', 'nomination'],
  ['cession', 'cession'],
  ['dissolution', 'dissolution'],
  ['transfert', null],
  ['modification', null],
  ['augmentation', null],
  ['reduction', null],
  ['liquidation', null],
  ['fusion', null],
  ['radiation', null],
  ['changement', null],
  ['renouvellement', null],
  ['demission', null],
]);

/**
 * A cut word shorter than this opens words no title's noun is (`nom.` a name, `cons.` a board,
 * `cess.` a cessation of payments as much as a sale).
 */
const MIN_CUT = 5;

/** Each cut word (folded) that opens one title noun alone, with that noun; null when it opens several. */
const CUT_NOUNS = new Map<string, string | null>();
for (const noun of TITLE_NOUNS.keys()) {
  for (let end = MIN_CUT; end < noun.length; end += 1) {
    const head = noun.slice(0, end);
    CUT_NOUNS.set(head, CUT_NOUNS.has(head) && CUT_NOUNS.get(head) !== noun ? null : noun);
  }
}

/**
 * The first MIN_CUT letters of every noun: a word titleNoun reads (the noun, its plural, a cut word
 * of MIN_CUT letters or more) opens on one of them.
 */
// A compositor's mark may open his insertion's line before its event ('■ CONST. SARL', '#CONSTIT #SASU', '<NOMINATION>': any sign of punctuation or symbol, heading-event-noun.ts).
const NOUN_HEAD = new RegExp(`^(?:[\\s'’&\\p{P}\\p{S}])*(?:${[...new Set([...TITLE_NOUNS.keys()].map((noun) => noun.slice(0, MIN_CUT)))].join('|')})`, 'u');

/**
 * Whether a folded text's first word, past spaces, apostrophes, ampersands, dashes and full stops
 * standing alone, may be a title's noun: when it is not, titleNoun reads none there (a cheap test
 * before a title's reading: speed only).
 */
export function mayOpenOnTitleNoun(folded: string): boolean {
  return NOUN_HEAD.test(folded);
}

/**
 * The words that qualify an event in a title, folded (what changes, how: `DISSOLUTION ANTICIPÉE`,
 * `CESSION DE PARTS`, `AUGM. CAP.`).
 */
const QUALIFIERS = [
  'capital', 'social', 'sociale', 'siege', 'denomination', 'objet', 'duree', 'forme', 'statuts', 'statutaire', 'statutaires',
  'anticipee', 'amiable', 'parts', 'actions', 'fonds', 'commerce', 'gerant', 'gerance', 'president', 'liquidation', 'sans', 'absorption',
  'de', 'du', 'des', 'la', 'le', 'et',
];
/** A qualifier cut short keeps this many letters at least (`cap.`, `antic.`, `soc.`). */
const MIN_QUALIFIER_CUT = 3;

/** Whether a folded word qualifies a title's event: itself, or cut short (`cut`) from one. */
export function isTitleQualifier(word: string, cut: boolean): boolean {
  return QUALIFIERS.some((q) => q === word || (cut && word.length >= MIN_QUALIFIER_CUT && word.length < q.length && q.startsWith(word)));
}

/** What a cut word opening several title nouns stands for: a title's noun, no one event's. */
const SEVERAL_NOUNS = '';

/**
 * The title noun a word stands for: itself, its plural, or a cut word closed by its dot
 * (SEVERAL_NOUNS when it opens several: `transf.`); undefined when it is no title's noun.
 */
export function titleNoun(word: string, cut: boolean): string | undefined {
  if (TITLE_NOUNS.has(word)) return word;
  // A plural closed by a mark is whole, not cut (`[CONSTITUTIONS]`).
  const singular = word.endsWith('s') ? word.slice(0, -1) : '';
  if (TITLE_NOUNS.has(singular)) return singular;
  return cut && CUT_NOUNS.has(word) ? (CUT_NOUNS.get(word) ?? SEVERAL_NOUNS) : undefined;
}

