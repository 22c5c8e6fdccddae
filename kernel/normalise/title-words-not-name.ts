/**
 * A title's words are no company's name: an event's noun and what qualifies it (`TRANSFORMATION`,
 * `AUGMENTATION DE CAPITAL`, `DISSOL. ANTIC.`, `NOMINATIONS`), which a reader of a run-in title
 * (`TRANSFORMATION – SARL X`, the abbreviations written out) may take for a name its form follows.
 * A name made of such words only, the first an event's noun in full, in the plural or cut short,
 * the others its qualifiers however cut (a name read from a title loses its dots), is the title, and
 * so is an office named alone as a title (OFFICE_TITLE);
 * a name that goes on with a word of its own (`CRÉATIONS FLORALES`, `CESSION AUTOMOBILES`) is a
 * name.
 */

import { fold } from './fold.ts';
import { isTitleQualifier, mayOpenOnTitleNoun, titleNoun } from './title-nouns.ts';

/**
 * A title naming the office a notice of appointments is about, whole (`COMMISSAIRES AUX COMPTES`,
 * `ADMINISTRATEURS`, `GÉRANCE`), folded: the page's rubric over the notice, no company's name.
 */
const OFFICE_TITLE = /^(?:commissaires? aux comptes(?: (?:titulaires?|suppleants?))?|administrateurs|(?:co-?)?gerance|direction generale|conseil d'administration)$/u;

/** Whether a proposed name is a title's words only. */
export function isTitleWordsOnly(name: string): boolean {
  const folded = fold(name);
  if (OFFICE_TITLE.test(folded.trim().replace(/\s+/g, ' '))) return true;
  // Most names open on no title's noun: not split (speed only).
  if (!mayOpenOnTitleNoun(folded)) return false;
  const words = folded
    .split(/[\s'’&-]+/)
    .map((word) => word.replace(/\.$/, ''))
    .filter(Boolean);
  const [first, ...rest] = words;
  if (first === undefined || !/^[a-z]+$/.test(first)) return false;
  return (titleNoun(first, false) ?? titleNoun(first, true)) !== undefined && rest.every((word) => isTitleQualifier(word, true));
}
