/**
 * A person's surname in capitals cut at a line's end, after a civility and given names
 * (`Mme Coralie THÉVE-` / `NIN`), with nothing else in the notice to tell a cut from a compound.
 * Over the labelled groups (2026-12-06) such a cut is a word cut more than ten times for every
 * compound surname broken at its own hyphen, so it joins, but for the shapes compounds take: a
 * second name of six letters or more (`ROCHETTE-TALAKAI`, `DUPONT-MOREAU`: a word cut leaves a
 * syllable or two on the next line) or opening on a vowel (`POINDA-ÉA`: a cut between syllables
 * leaves a consonant first), and a family name of East Asian registers that heads compound names
 * (`NGUYEN-THANH`, `CHAN-TING`).
 */

import { fold } from './fold.ts';

/** A civility and one to three capitalised given names, then the surname's earlier hyphenated parts, up to the cut. */
const PERSON_BEFORE_CUT = /(?:\b(?:M|Mme|Mlle|MM|Mmes)\.?|\b(?:Monsieur|Madame|Mademoiselle))[ ]+(?:\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?[ ]+){1,3}(?:\p{Lu}+-)*$/u;

/** Family names (folded) that head compound names in East Asian registers: the hyphen after them is the name's. */
const COMPOUND_FAMILY_HEADS = new Set(['nguyen', 'tran', 'pham', 'huynh', 'dang', 'duong', 'chan', 'chen', 'wong', 'zhang', 'huang', 'tang', 'chang', 'leung', 'kwok', 'cheung']);

/** The next line's part of a cut surname, folded: one to five letters, a consonant first. */
const CUT_SYLLABLES = /^[bcdfghjklmnpqrstvwxz][a-z]{0,4}$/;

/** How far back the civility may stand: a civility, three given names and a surname's first parts. */
const LOOK_BACK = 80;

/** Whether the capitals cut at `at` (`first` before the line's end, `rest` after it) is one surname cut by the line. */
export function surnameCutJoins(text: string, at: number, first: string, rest: string): boolean {
  if (!CUT_SYLLABLES.test(fold(rest)) || COMPOUND_FAMILY_HEADS.has(fold(first))) return false;
  // A column beside (two spaces or more apart) is not the name's line.
  const before = text.slice(Math.max(0, at - LOOK_BACK), at).split(/ {2,}/).pop() ?? '';
  return PERSON_BEFORE_CUT.test(before);
}
