/**
 * A title's words are no company's name: an event's noun and what qualifies it (`TRANSFORMATION`,
 * `AUGMENTATION DE CAPITAL`, `DISSOL. ANTIC.`, `NOMINATIONS`), which a reader of a run-in title
 * (`TRANSFORMATION – SARL X`, the abbreviations written out) may take for a name its form follows.
 * A name made of such words only, the first an event's noun in full, in the plural or cut short,
 * is the title; a name that goes on with a word of its own (`CRÉATIONS FLORALES`, `CESSION
 * AUTOMOBILES`) is a name.
 */

import { fold } from './fold.ts';
import { titleNoun } from './heading-event-noun.ts';

/** The words that qualify an event in a title (what changes, how), folded. */
const QUALIFIERS = [
  'capital', 'social', 'sociale', 'siege', 'denomination', 'objet', 'duree', 'forme', 'statuts', 'statutaire', 'statutaires',
  'anticipee', 'amiable', 'parts', 'actions', 'fonds', 'commerce', 'gerant', 'gerance', 'president', 'liquidation', 'sans',
  'de', 'du', 'des', 'la', 'le', 'et',
];
/** A qualifier cut short keeps this many letters at least (`cap.`, `antic.`, `soc.`). */
const MIN_CUT = 3;

function isQualifier(word: string): boolean {
  return QUALIFIERS.some((q) => q === word || (word.length >= MIN_CUT && word.length < q.length && q.startsWith(word)));
}

/** Whether a proposed name is a title's words only. */
export function isTitleWordsOnly(name: string): boolean {
  const words = fold(name)
    .split(/[\s'’&-]+/)
    .map((word) => word.replace(/\.$/, ''))
    .filter(Boolean);
  const [first, ...rest] = words;
  if (first === undefined || !/^[a-z]+$/.test(first)) return false;
  return (titleNoun(first, false) ?? titleNoun(first, true)) !== undefined && rest.every(isQualifier);
}
