/**
 * An identifier a narrow column cut at its line's end, between its groups or after its label
 * (`IdE 1 321` / `850.001`, `(RDT` / `1038579.001)`): a reader joins the two halves because together
 * they have a RID's shape and pass its check digit, whatever the compositor's label. The labelled
 * `RIDET 1 321` / `850.001` is joined by the cleaning already (clean-text.ts); this reads the same cut
 * after any short label the shaped identifiers' reader takes (shaped-identifier.ts).
 *
 * A RIDET printed in its groups with its rank and no label, cut between two groups (`est le 1 613` /
 * `207.001`), is joined in a text of any length: its whole shape and its check digit tell it from an
 * amount.
 *
 * Never joined: a first half that is a whole identifier already (the next line's digits are
 * something else: a street's number, an amount), a joined number the check refuses, a first half
 * after a word that is no label (a preposition, a phone's label), or halves with more than a space
 * around the line's end.
 */

import { shapedIdentifiers } from './shaped-identifier.ts';
import { SHORT_INSERTION } from './value-labels.ts';
import { luhnValidRid } from './check-digit.ts';

// A short token, then digits in groups or none, the line's end, then digits in groups (the rank after a separator at most).
const CUT = /(?<![\p{L}\d'’])(\p{L}{1,5}[.°º]?:?[ ]?)(\d[\d .]{0,10}\d|\d)?[ ]?\n[ ]?(\d[\d .]{0,10}\d(?:[ ]?[.\-/][ ]?\d{3})?)(?![\d])/gu;

/** A RIDET's groups and rank, cut between two groups at a line's end. */
const CUT_GROUPS = /(?<![\d.,])(\d[ ]\d{3})[ ]?\n[ ]?(\d{3}[.\-/]\d{3})(?![\d])/g;

/** Whether `printed` is one shaped identifier from its label to its last digit. */
function wholeIdentifier(printed: string): boolean {
  const found = shapedIdentifiers(printed);
  return found.length === 1 && found[0]!.index === 0 && found[0]!.printed === printed;
}

/** The text with each identifier cut at a line's end joined on one line (see the file's comment). */
export function cutIdentifiersJoined(text: string): string {
  // A RIDET's groups cut without a label are read in any text: its shape and check digit suffice.
  const grouped = /\d{3}[ ]?\n[ ]?\d{3}[.\-/]\d{3}/.test(text) ? text.replace(CUT_GROUPS, (printed: string, first: string, second: string) => (luhnValidRid(`${first}${second.slice(0, 3)}`.replace(/ /g, '')) ? `${first} ${second}` : printed)) : text;
  if (grouped.length > SHORT_INSERTION || !/\d[ ]?\n[ ]?\d|\p{L}[.:]?[ ]?\n[ ]?\d/u.test(grouped)) return grouped;
  return grouped.replace(CUT, (printed: string, label: string, first: string | undefined, second: string) => {
    if (first !== undefined && wholeIdentifier(`${label}${first}`.trimEnd())) return printed;
    const joined = `${label}${first === undefined ? '' : `${first} `}${second}`;
    return wholeIdentifier(joined) ? joined : printed;
  });
}
