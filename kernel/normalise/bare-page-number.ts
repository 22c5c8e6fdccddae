/**
 * A page's number printed alone between two paragraphs of one sentence (`… a décidé de
 * transférer le` / blank / `7702` / blank / `siège social du …`): a reader reads the sentence on
 * across it. The number is the page's when the line above leaves its sentence open (it ends on a
 * letter or a comma) and the line below goes on in lower case, blank lines on both sides; a
 * number a notice prints (an amount, a day, an identifier's part) is never set apart so.
 */

const BARE_PAGE_NUMBER = /(?<=[\p{L},'’][ \t]*)\n(?:[ \t]*\n)+[ \t]*(?:\d{1,5}|\d{1,2} \d{3})[ \t]*\n(?:[ \t]*\n)+(?=[ \t]*\p{Ll})/gu;

/** The text without the page numbers printed alone inside a sentence. */
export function withoutBarePageNumbers(text: string): string {
  // Blank lines around a number are looked for first (speed only).
  if (!/\n[ \t]*\n[ \t]*\d[\d ]*[ \t]*\n[ \t]*\n/.test(text)) return text;
  return text.replace(BARE_PAGE_NUMBER, '\n');
}
