/**
 * The words a compositor opens an insertion with, typed: a code's cut words (insertion-head-code.ts),
 * a rubric's or a legend's phrase (insertion-rubric.ts, insertion-legend.ts). Each word agrees with
 * the words of events of one type (insertion-event-tokens.ts) by its letters; the initials every
 * reader knows, `nouvelle société` however cut, and `GÉR.` or `GÉRANCE` alone (the management,
 * whose holder changed, not a business let) are read as such; qualifiers and forms tell no type.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { fold } from './fold.ts';
import { FORM_ABBREVIATIONS } from './legal-form.ts';
import { EVENT_WORDS, agreement } from './insertion-event-tokens.ts';

/** The words of `nouvelle société` as compositors cut them: a new company is a constitution. */
const NEW_WORDS = ['nouv', 'nouvelle', 'nouveau', 'nvlle', 'nvelle', 'nlle', 'nvx', 'nv'];
const QUALIFIERS: ReadonlySet<string> = new Set(['fin', 'chgt', 'changement', 'modif', 'mod', 'modification', 'off', 'office', ...NEW_WORDS]);
const COMPANY_WORDS: ReadonlySet<string> = new Set(['ste', 'stes', 'societe', 'societes', 'soc', 'entreprise', 'entreprises']);
/** A company's birth, as a rubric or a code says it (`NAISSANCES D'ENTREPRISES`, `NAISS.`). */
const BIRTH_WORDS: ReadonlySet<string> = new Set(['naissance', 'naissances', 'naiss']);
/**
 * The initials every French reader knows: an office's (at an insertion's head a change of its
 * holder), a location-gérance's, a court's procedure's. Other initials may say anything.
 */
export const INITIALS: ReadonlyMap<string, AnnonceType> = new Map<string, AnnonceType>([
  ...['cac', 'pdg', 'dg', 'dga', 'dgd', 'pca'].map((w): [string, AnnonceType] => [w, 'nomination']),
  ['ljs', 'procedure'],
  ['lg', 'cession'],
  ['lj', 'procedure'],
  ['rj', 'procedure'],
]);
/** Words of events whose type is the side's: the absorbed company's dissolution or the absorbing one's capital; a liquidation's closure or a court's. */
const SIDED: ReadonlySet<string> = new Set(['fusion', 'absorption', 'cloture']);
/** Whole words of several events: a business's sale or its shares', a mandate's start or end. */
export const AMBIGUOUS_WHOLE: ReadonlySet<string> = new Set(['fonds', 'parts', 'mandat']);
const FORM_WORDS: ReadonlySet<string> = new Set(FORM_ABBREVIATIONS.map((form) => fold(form)));
export const EVENT_WORD_SET: ReadonlySet<string> = new Set(Object.values(EVENT_WORDS).flat());
const VOWEL = /[aeiouy]/;

/** An insertion's head code: the type it tells and its words as printed. */
export interface HeadCode {
  type: AnnonceType;
  printed: string;
}

export interface CodeWord {
  word: string;
  dotted: boolean;
  initials: boolean;
}

/** The small words between a rubric's nouns. */
const CONNECTORS: ReadonlySet<string> = new Set(['de', 'd', 'des', 'du', 'aux', 'au', 'l', 'la', 'le', 'les', 'et']);
/** What a rubric qualifies its nouns with, telling no event (`SOCIAUX`, `GÉNÉRALES`, `LÉGALES`). */
// How an event is done tells no other event (`DISSOLUTIONS ANTICIPÉES`, `LIQUIDATIONS AMIABLES`).
const RUBRIC_QUALIFIERS: ReadonlySet<string> = new Set(['sociaux', 'sociales', 'social', 'sociale', 'generales', 'generale', 'legales', 'legale', 'collective', 'collectives', 'coll', 'anticipee', 'anticipees', 'amiable', 'amiables']);
/** The offices a rubric names the changes of (`DIRECTIONS GÉNÉRALES`, `COMMISSARIAT AUX COMPTES`, `PRÉSIDENCES`). */
const RUBRIC_OFFICES: ReadonlySet<string> = new Set(['direction', 'commissariat', 'presidence', 'mandat', 'gerance']);

/** A rubric's or a legend's words: its nouns in the singular, its small words and qualifiers passed over, typed as a code's words. */
export function typeOfPhrase(phrase: string): AnnonceType | null {
  const words = fold(phrase)
    .split(/[^a-z]+/u)
    .filter((w) => w !== '' && !CONNECTORS.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w));
  if (words.length === 0 || words.length > 4 || words.every((w) => RUBRIC_QUALIFIERS.has(w) || QUALIFIERS.has(w))) return null;
  // A business let (`LOCATIONS-GÉRANCES`, `GÉRANCES LIBRES`) is no office's change: its `gérance` is the letting's.
  const letting = words.includes('location') || (words.includes('gerance') && words.includes('libre'));
  if (letting) return typeOfWords(words.filter((w) => !RUBRIC_QUALIFIERS.has(w) && w !== 'libre').map((word) => ({ word: word === 'gerance' ? 'location' : word, dotted: false, initials: false })));
  if (words.some((w) => RUBRIC_OFFICES.has(w))) {
    return words.every((w) => RUBRIC_OFFICES.has(w) || RUBRIC_QUALIFIERS.has(w) || w === 'compte') ? 'nomination' : null;
  }
  return typeOfWords(words.filter((w) => !RUBRIC_QUALIFIERS.has(w)).map((word) => ({ word, dotted: false, initials: false })));
}

/** The one type a code's words agree with more than any other, or null. */
export function typeOfWords(words: readonly CodeWord[]): AnnonceType | null {
  const totals = new Map<AnnonceType, number>();
  // `GÉR.` alone is the management, whose holder changed; a business let is `LOC.-GÉR.`, `L.-G.`.
  const letting = words.some((w) => w.word !== 'ger' && agreement(w.word, 'location') > 0);
  for (const [i, { word, dotted }] of words.entries()) {
    // A new company, the new word before or after it (`NVLLE STÉ`, `SOCIÉTÉS NOUVELLES`), or a company's birth;
    // a form beside the new word is a new company too (`NOUVELLE SCI`, `SAS NOUVELLE`).
    const besideNew = [words[i - 1], words[i + 1]].some((w) => w !== undefined && NEW_WORDS.includes(w.word.replace(/s$/u, '')));
    // What is constituted or changed ('SCI CONSTITUÉE', 'CONST. SAS') tells no event.
    if (QUALIFIERS.has(word) || (FORM_WORDS.has(word) && !besideNew)) continue;
    const initialsType = INITIALS.get(word) ?? (word === 'gerance' && !letting ? 'nomination' : undefined);
    const newCompany = ((COMPANY_WORDS.has(word) || FORM_WORDS.has(word)) && besideNew) || BIRTH_WORDS.has(word);
    if (COMPANY_WORDS.has(word) && !newCompany) continue;
    if (initialsType !== undefined || newCompany) {
      const type: AnnonceType = initialsType ?? 'creation';
      totals.set(type, (totals.get(type) ?? 0) + 4);
      continue;
    }
    let agreed = false;
    for (const [type, eventWords] of Object.entries(EVENT_WORDS) as Array<[AnnonceType, readonly string[]]>) {
      let level = 0;
      for (const eventWord of eventWords) {
        if (SIDED.has(eventWord) || (eventWord === 'gerance' && !letting)) continue;
        const a = agreement(word, eventWord);
        // A short prefix undotted is as often a word of its own ('nom', 'loc'); a cut keeping vowels, a name's.
        if (a === 3 && !dotted && word.length < 4) continue;
        if (a === 1 && (VOWEL.test(word) || word.length < 3)) continue;
        level = Math.max(level, a);
      }
      if (level === 0) continue;
      agreed = true;
      totals.set(type, (totals.get(type) ?? 0) + level);
    }
    // A word of three letters or more that tells no event says something the reader does not read.
    if (!agreed && word.length >= 3) return null;
  }
  const ranked = [...totals].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked[1] !== undefined && ranked[1][1] >= ranked[0]![1])) return null;
  return ranked[0]![0];
}
