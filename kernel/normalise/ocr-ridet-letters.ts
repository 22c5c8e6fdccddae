/**
 * A scanned identifier after its label, read as a reader reads it: the letters a scan prints for
 * digits (`B` for 8, `S` for 5, `Z` for 2, `G` for 6, `O` or `o` for 0, `l`, `I` or `|` for 1), the
 * label's own slips (`R1DET`, `RI DET`, `Rldet`, glued to its number sign: `RIDETn°1 …`), the words
 * between the label and the number (`immatriculée au RIDET sous le n°`), the line break a column puts
 * before the number or inside it, the hyphen of a number cut at a line's end, and an older RID of six
 * digits printed without its leading zero. A reader tries the digit each letter stands for and keeps the
 * number only when the register's check digit accepts it: a RID is seven digits whose Luhn sum
 * closes, so a misread digit is caught (ridet.ts). A number the check refuses stays as printed,
 * unreadable, and the notice is quarantined as before. A clean label over a number of digits only
 * is left to the identifier's own shapes (ridet.ts), which know more of how typists group digits.
 */

import { luhnValidRid } from './ridet.ts';

const LETTER_DIGIT: Readonly<Record<string, string>> = { B: '8', S: '5', Z: '2', G: '6', O: '0', o: '0', l: '1', I: '1', '|': '1' };
const DIGIT_LIKE = String.raw`[\dBSZGOolI|]`;
/**
 * The label as a scan may leave it: its I read as l, 1 or a bar, a space inside it, its number sign
 * glued on, or set in lower case after its capital (`Ridet`, `Rldet`).
 */
const LABEL = String.raw`(?<![\p{L}])(?:R[ ]?[Il1|][ ]?D(?:[ ]?E[ ]?T)?|R[il1|]d(?:et)?)(?![\p{Ll}](?<!n(?=[°º])))`;
/** The words a sentence or a form puts between the label and its number. */
const LABEL_WORDS = String.raw`(?:[ ]*(?:n°|nº|no\.?(?![\p{L}])|num[ée]ro|:|sous le|est le)[ ]*)*`;
/**
 * Six, seven or ten digits or look-alikes, single separators between (a space, the rank's mark, a
 * line break, the hyphen of a number cut at a line's end).
 */
const LABELLED = new RegExp(
  String.raw`(${LABEL})(${LABEL_WORDS}[ ]?\n?[ ]*)(${DIGIT_LIKE}(?:(?:[ ]?[.\-/]?[ ]?|[ ]?-?\n[ ]?)${DIGIT_LIKE}){5,9})(?![\p{L}\d])`,
  'gu',
);
/**
 * The cheap sign (speed only): a label, then a look-alike letter beside a digit on its line or the
 * next; or a label the scan broke or glued to its number sign.
 */
const MAY_HOLD = /RID[^]{0,30}?(?:\d[ .\-/]?[BSZGOolI|]|[BSZGOolI|][ .\-/]?\d|\d-\n)|R[ ]?[l1|][ ]?D|R[il1|]d|RID(?:ET)?n[°º]|\bR ?I D ?E ?T\b/;
/** The label as typed, in capitals or not: what a scan did not touch. */
const PLAIN_LABEL = /^R(?:ID(?:ET)?|id(?:et)?)$/;
/** A six-digit RID is printed without its leading zero (older registrations); a RID has seven, a RIDET ten. */
const SIX_DIGITS = 6;
const RID_DIGITS = 7;
const RIDET_DIGITS = 10;
/** Real digits a number keeps at least: a scan that slipped on most of them printed no identifier a reader can tell. */
const MIN_REAL_DIGITS = 4;

/**
 * A trade register's number a scan blurred (`RCS Noumea C O 9l9 l42`): the register's label, its city,
 * its year and its letter as printed, then seven digits or look-alikes in groups; read only where a
 * look-alike is among them and the check digit accepts the read.
 */
const RCS_LABELLED = new RegExp(String.raw`(?<![\p{L}])(R\.?C\.?S\.?[ ]+(?:[\p{L}][\p{L}-]*[ ]+)?(?:(?:19|20)\d{2}[ ]+)?[ABC][ ]+)(${DIGIT_LIKE}(?:[ ]?${DIGIT_LIKE}){6})(?![\p{L}\d])`, 'gu');
const MAY_HOLD_RCS = /R\.?C\.?S\.?[ ][^\n]{0,30}?[ABC] [^\n]{0,12}[OolI|]/;

function withRcsLettersRead(text: string): string {
  if (!MAY_HOLD_RCS.test(text)) return text;
  return text.replace(RCS_LABELLED, (whole, label: string, number: string) => {
    const printed = number.replace(/ /g, '');
    if (/^\d+$/.test(printed) || (printed.match(/\d/g)?.length ?? 0) < MIN_REAL_DIGITS) return whole;
    const digits = printed.replace(/[BSZGOolI|]/g, (c) => LETTER_DIGIT[c]!);
    return luhnValidRid(digits) ? `${label}${digits[0]} ${digits.slice(1, 4)} ${digits.slice(4)}` : whole;
  });
}

/** The text with each labelled identifier a scan blurred read as the number its check digit accepts. */
export function withRidetLettersRead(text: string): string {
  const read = withRcsLettersRead(text);
  if (!MAY_HOLD.test(read)) return read;
  return read.replace(LABELLED, (whole, label: string, between: string, number: string) => {
    const printed = number.replace(/[ .\-/\n]/g, '');
    if (printed.length !== SIX_DIGITS && printed.length !== RID_DIGITS && printed.length !== RIDET_DIGITS) return whole;
    if ((printed.match(/\d/g)?.length ?? 0) < MIN_REAL_DIGITS) return whole;
    const plainLabel = PLAIN_LABEL.test(label) && !/^n[°º]/.test(between);
    if (plainLabel && /^\d+$/.test(printed) && !number.includes('-\n')) return whole;
    const digits = printed.replace(/[BSZGOolI|]/g, (c) => LETTER_DIGIT[c]!);
    if (!luhnValidRid(digits.length === SIX_DIGITS ? `0${digits}` : digits.slice(0, RID_DIGITS))) return whole;
    const read =
      digits.length === SIX_DIGITS
        ? `${digits.slice(0, 3)} ${digits.slice(3)}`
        : `${digits[0]} ${digits.slice(1, 4)} ${digits.slice(4, RID_DIGITS)}${digits.length === RIDET_DIGITS ? `.${digits.slice(RID_DIGITS)}` : ''}`;
    const readLabel = label.replace(/[ ]/g, '').replace(/^R[il1|]d(et)?$/, (_, et: string | undefined) => (et ? 'RIDET' : 'RID')).replace(/^R[l1|]D/, 'RID');
    return `${readLabel}${plainLabel ? between : ` ${between.trimStart()}`}${read}`;
  });
}
