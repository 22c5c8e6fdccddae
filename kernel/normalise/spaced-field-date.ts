/**
 * A form's date printed with spaces between day, month and year (`Publication au JONC ........ 13
 * 10 2026`, `Reçu : 01 10 2026`): read only as a field's whole value, after its leader dots or
 * colon and up to the line's end or a bracket, where no amount, telephone or identifier is
 * printed so (a telephone has no year, an identifier's groups are of three digits).
 */

/** Two digits, two digits, a year, then the line's end or a bracket (folded text, lines kept). */
export const SPACED_DATE = /(?<!\d ?)(\d{2}) (\d{2}) ((?:19|20)\d{2})(?=[ \t]*(?:\(|$))/gm;
/**
 * A form's date typed in its boxes, a space on each side of both slashes (`Assemblée du : 3 / 02 /
 * 2026`): the slashes say it is a date wherever it stands (an amount or a count prints none).
 */
export const SPACED_SLASH_DATE = /(?<![\d/] ?)(\d{1,2}) \/ (\d{1,2}) \/ ((?:19|20)\d{2})(?![\d/])/g;
/** What stands before a field's value: leader dots or a colon. */
const FIELD_VALUE_BEFORE = /(?:\.{2,}|…|:)[ \t]*$/;

/** Whether the spaced date at `index` of `folded` is a field's value. */
export function isFieldValueAt(folded: string, index: number): boolean {
  return FIELD_VALUE_BEFORE.test(folded.slice(Math.max(0, index - 8), index));
}
