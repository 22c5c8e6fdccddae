/**
 * Where a notice is signed off. A reader stops reading a notice at its closing formula, a short
 * line of its own (`Pour avis, le gérant.`, `Pour extrait – Le mandataire judiciaire`, `Le
 * conseil d'administration.`, `La gérance`): the few lines printed below the last one are no
 * longer the notice's content but the card of whoever drafted or published it (an agency's,
 * a law firm's, a group's footer), or the first lines of the next notice on the page.
 *
 * Only a short tail counts: a page that prints the previous notice's end, signed off, then a whole
 * notice without a sign-off of its own has its subject below that closing line.
 */

import { foldedSlice } from './fold.ts';

/**
 * The closing formula's words (folded text), the insertion's rank included ('Pour avis', 'Pour
 * unique insertion', 'Pour seconde insertion', 'Pour copie conforme'): one list for every reader
 * of a notice's end.
 */
export const CLOSING_FORMULA_SOURCE = String.raw`pour (?:(?:premiere?|seconde?|deuxieme|troisieme|derniere?|unique)(?: et (?:derniere?|unique))? )?(?:avis|extrait|insertion|publication|copie(?: conforme)?|mention)`;

/** A closing formula alone on its line (folded text), with at most a few words after it. */
const CLOSING_LINE = new RegExp(
  String.raw`^[ \t]*(?:[-–—][ \t]*)?(?:${CLOSING_FORMULA_SOURCE}|le gerant|la gerante|la gerance|les gerants|le president|la presidente|la presidence|le conseil d'administration|le directeur general|la directrice generale|le liquidateur|la liquidatrice|le notaire|l'associee? unique|le mandataire judiciaire|l'administrat(?:eur|rice) judiciaire|le representant legal|le greffier)\b[^\n]{0,80}$`,
);

/** The longest tail below the sign-off read as a card, a footer or the next notice's head. */
export const SIGNED_OFF_TAIL = 300;

/**
 * Where the short tail below the notice's last closing line starts (the end of that line), or
 * the text's length when no closing line has at most SIGNED_OFF_TAIL characters below it.
 */
export function signedOffTailStart(text: string): number {
  const trimmedEnd = text.trimEnd().length;
  let end = trimmedEnd;
  // Only the lines within the tail's reach are read, from the last one back (speed only).
  while (end > 0 && trimmedEnd - end <= SIGNED_OFF_TAIL) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    if (CLOSING_LINE.test(foldedSlice(text, start, end))) return end < trimmedEnd ? end : text.length;
    if (start === 0) break;
    end = start - 1;
  }
  return text.length;
}
