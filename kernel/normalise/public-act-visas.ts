/**
 * A public authority's act cites its references before it decides: the visas ('Vu la loi …',
 * 'Vu la demande présentée le … par la SARL X, dont le siège a été transféré …'). An event worded
 * only there, or in the grounds it states after them ('Considérant que …'), is the act's
 * background, not what it decides: an act that grants an aid to a company whose visas recall a
 * transfer of its office names no event of that company.
 */

import type { AnnonceType } from '../model/announcement.ts';
import { typeEvidence } from './classify.ts';
import { fold } from './fold.ts';

// A visa is a line that opens on 'Vu' (the act's recitals); it runs to its line's end. An act
// with visas states its grounds after them on lines that open on 'Considérant' ('Considérant que la
// société a porté son capital …'): recitals too. Printed or folded, any case.
const VISA_LINE = /^[ \t]*(?:vu|consid[ée]rant)\b[^\n]*/gimu;

/** The text (printed or folded) with its visa and grounds lines blanked (same length): what the act itself decides. */
export function withoutVisas(text: string): string {
  return text.replace(VISA_LINE, (line) => ' '.repeat(line.length));
}

// Tested on the printed text before anything is folded ('Vu' has no accent to fold; speed only).
const HAS_VISA = /^[ \t]*vu\b/im;

/** Whether the strong wording of `type` stands in the text's visa lines only. */
export function eventOnlyInVisas(text: string, type: AnnonceType): boolean {
  if (!HAS_VISA.test(text)) return false;
  if (typeEvidence(text, type) === null) return false;
  // Blanked, not removed: the rest keeps its offsets and its line breaks.
  return typeEvidence(withoutVisas(fold(text)), type) === null;
}
