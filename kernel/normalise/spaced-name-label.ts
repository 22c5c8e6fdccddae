/**
 * A table's row that prints the dénomination's label and its value without a colon, the cells set
 * apart by a tab, a bar or spaces ('Dénomination⇥X Y', 'Raison sociale | X Y'): the value is the
 * rest of the line when all of it is a name in capitals. A sentence never goes on in capitals after
 * the word ('la dénomination sociale est …'), and a label whose value is in small letters is left to
 * the readers of sentences.
 */

import type { LabelledValue } from './labels.ts';
import { matchesOf } from './global-pattern.ts';

const SPACED_LABEL_ROW = /(?:^|\n)[ \t]*(?:[Dd][ée]nomination(?: sociale)?|DÉNOMINATION(?: SOCIALE)?|DENOMINATION(?: SOCIALE)?|[Rr]aison sociale|RAISON SOCIALE)(?:[ \t]+\|?[ \t]*|[ \t]*\|[ \t]*)([\p{Lu}\d][\p{Lu}\d'’&. -]*[\p{Lu}\d])[ \t]*(?=\n|$)/gu;
/** A value that is the label's own word in capitals: no name. */
const NOT_NAME = /^(?:SOCIALE|DE LA SOCI[ÉE]T[ÉE])$/u;

/** The names such rows print, where their values start. */
export function spacedLabelNames(text: string): LabelledValue[] {
  const found: LabelledValue[] = [];
  for (const m of matchesOf(SPACED_LABEL_ROW, text)) {
    const value = m[1]!;
    if (NOT_NAME.test(value) || value.replace(/[^\p{L}]/gu, '').length < 2) continue;
    found.push({ value, index: m.index + m[0].lastIndexOf(value) });
  }
  return found;
}
