/**
 * A scanned identifier after its label, read as a reader reads it: the letters a scan prints for
 * digits (`B` for 8, `S` for 5, `Z` for 2, `G` for 6, `O` or `o` for 0, `l`, `I` or `|` for 1), the
 * label's own slips (`R1DET`, `RI DET`, glued to its number sign: `RIDETn°1 …`), the words between
 * the label and the number (`immatriculée au RIDET sous le n°`) and the line break a column puts
 * before the number or inside it. A reader tries the digit each letter stands for and keeps the
 * number only when the register's check digit accepts it: a RID is seven digits whose Luhn sum
 * closes, so a misread digit is caught (ridet.ts). A number the check refuses stays as printed,
 * unreadable, and the notice is quarantined as before. A clean label over a number of digits only
 * is left to the identifier's own shapes (ridet.ts), which know more of how typists group digits.
 */

import { luhnValidRid } from './ridet.ts';

const LETTER_DIGIT: Readonly<Record<string, string>> = { B: '8', S: '5', Z: '2', G: '6', O: '0', o: '0', l: '1', I: '1', '|': '1' };
const DIGIT_LIKE = String.raw`[\dBSZGOolI|]`;
/** The label as a scan may leave it: its I read as l, 1 or a bar, a space inside it, its number sign glued on. */
const LABEL = String.raw`(?<![\p{L}])R[ ]?[Il1|][ ]?D(?:[ ]?E[ ]?T)?(?![\p{Ll}](?<!n(?=[°º])))`;
/** The words a sentence or a form puts between the label and its number. */
const LABEL_WORDS = String.raw`(?:[ ]*(?:n°|nº|no\.?(?![\p{L}])|num[ée]ro|:|sous le|est le)[ ]*)*`;
/** Seven or ten digits or look-alikes, single separators between (a space, the rank's mark, a line break). */
const LABELLED = new RegExp(
  String.raw`(${LABEL})(${LABEL_WORDS}[ ]?\n?[ ]*)(${DIGIT_LIKE}(?:(?:[ ]?[.\-/]?[ ]?|[ ]?\n[ ]?)${DIGIT_LIKE}){6,9})(?![\p{L}\d])`,
  'gu',
);
/**
 * The cheap sign (speed only): a label, then a look-alike letter beside a digit on its line or the
 * next; or a label the scan broke or glued to its number sign.
 */
const MAY_HOLD = /RID[^]{0,30}?(?:\d[ .\-/]?[BSZGOolI|]|[BSZGOolI|][ .\-/]?\d)|R[ ]?[l1|][ ]?D|RID(?:ET)?n[°º]|\bR ?I D ?E ?T\b/;
const PLAIN_LABEL = /^RID(?:ET)?$/;

/** The text with each labelled identifier a scan blurred read as the number its check digit accepts. */
export function withRidetLettersRead(text: string): string {
  if (!MAY_HOLD.test(text)) return text;
  return text.replace(LABELLED, (whole, label: string, between: string, number: string) => {
    const printed = number.replace(/[ .\-/\n]/g, '');
    if (printed.length !== 7 && printed.length !== 10) return whole;
    if ((printed.match(/\d/g)?.length ?? 0) < 5) return whole;
    const plainLabel = PLAIN_LABEL.test(label) && !/^n[°º]/.test(between);
    if (plainLabel && /^\d+$/.test(printed)) return whole;
    const digits = printed.replace(/[BSZGOolI|]/g, (c) => LETTER_DIGIT[c]!);
    if (!luhnValidRid(digits.slice(0, 7))) return whole;
    const read = `${digits[0]} ${digits.slice(1, 4)} ${digits.slice(4, 7)}${digits.length === 10 ? `.${digits.slice(7)}` : ''}`;
    return `${label.replace(/[ ]/g, '').replace(/^R[l1|]D/, 'RID')}${plainLabel ? between : ` ${between.trimStart()}`}${read}`;
  });
}
