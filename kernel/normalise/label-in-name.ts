/**
 * A name never holds a label: its colon ('Dénomination : X', 'Propr. : X'), a closing guillemet
 * without its opening one used as a label's mark ('TRF SGE » X'), an opening guillemet left open
 * ('A devient « B'), or an abbreviation in small letters glued by its dot to the name in capitals
 * ('Rs.X'). Read with the name, such a mark shows the reading ran over a label or a sentence.
 * The dénomination's own label before the value is read past, as a reader reads it
 * (`withoutNameLabel`); any other label or mark leaves the name uncertain (`holdsLabel`), since
 * which side of it is the name the reading does not say.
 */

import { fold } from './fold.ts';

// The dénomination's labels, folded: the whole word, its cuts, 'raison sociale', 'nom'.
const NAME_LABEL_HEAD = /^(?:denomination(?: sociale)?|denom\.?|den\.?|raison sociale|nom(?: social)?)\s*:\s*/u;
const LABEL_COLON = /(?:^|\s)[\p{L}.'’-]{1,20}\s?:\s/u;
const GLUED_ABBREVIATION = /(?:^|\s)\p{Lu}\p{Ll}{0,5}\.(?=\p{Lu}{2})/u;

/** The name without the dénomination's own label read with it ('Dénomination : X' → 'X'). */
export function withoutNameLabel(name: string): string {
  const head = NAME_LABEL_HEAD.exec(fold(name));
  return head ? name.slice(head[0].length).trim() : name;
}

/** Whether a name holds a label's colon, an unpaired guillemet or an abbreviation glued to it. */
export function holdsLabel(name: string): boolean {
  if (LABEL_COLON.test(name) || GLUED_ABBREVIATION.test(name)) return true;
  // A closing guillemet with no opening one before it marks a label; an opening one left open may
  // quote the name's last words, its closing mark trimmed with the name's end.
  const closing = name.indexOf('»');
  return closing >= 0 && !name.slice(0, closing).includes('«');
}

export function labelInNameDetail(name: string): string {
  return `Le nom lu « ${name} » porte un libellé ou une marque de libellé (deux-points, guillemet non apparié, abréviation accolée) : la lecture a débordé sur un libellé ou une phrase ; dénomination incertaine.`;
}
