/**
 * A scan's letters for digits inside a labelled RIDET ('RIDET 1 47B 213.001': `B` for 8; `S` for 5,
 * `Z` for 2, `G` for 6, `O` for 0, `l` or `I` for 1). A reader tries the digit each letter stands
 * for and keeps the number only when the register's check digit accepts it: a RID is seven digits
 * whose Luhn sum closes, so a misread digit is caught (ridet.ts). A number the check refuses stays
 * as printed, unreadable, and the notice is quarantined as before.
 */

import { luhnValidRid } from './ridet.ts';

const LETTER_DIGIT: Readonly<Record<string, string>> = { B: '8', S: '5', Z: '2', G: '6', O: '0', o: '0', l: '1', I: '1' };
// The label, then seven characters of digits and look-alike letters, single spaces between groups,
// ending before the rank's separator or the word's end. Only after the label: a word elsewhere is
// no number.
const LABELLED = /(?<![\p{L}])(RID(?:ET)?[ ]*(?:n°|nº|:)?[ ]*)([\dBSZGOolI](?:[ ]?[\dBSZGOolI]){6})(?![\p{L}\d])/gu;
// The cheap sign: a label, then a letter among digits before the line's end (speed only).
const MAY_HOLD = /RID(?:ET)?[^\n]{0,12}\d[^\n]{0,8}[BSZG]|RID(?:ET)?[^\n]{0,12}[BSZG][ ]?\d/;

/** The text with each labelled RID whose look-alike letters, read as digits, pass the check digit. */
export function withRidetLettersRead(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  return text.replace(LABELLED, (whole, label: string, number: string) => {
    if (!/[BSZG]/.test(number) || (number.match(/\d/g)?.length ?? 0) < 4) return whole;
    const read = number.replace(/[BSZGOolI]/g, (c) => LETTER_DIGIT[c]!);
    return luhnValidRid(read.replace(/ /g, '')) ? `${label}${read}` : whole;
  });
}
