/**
 * A sentence a drafter set out over paragraphs, each party's description a block of its own and the
 * verb between on a line alone ('…, représentée par son président, M. X,' / '' / 'a acquis de' / '' /
 * 'la société Y, …,' / '' / 'le fonds de commerce …'): a reader reads one sentence, because each
 * paragraph ends on a comma or a word that cannot end one and the next opens in lower case. The blank
 * lines between are read as line breaks, so the sentence's clauses (the verb and who it binds) reach
 * across them. A paragraph that ends on a full stop, a colon or a word that ends a sentence, and one
 * that opens in capitals (a heading, a label, a name), stay apart.
 */

/** The end of a paragraph a sentence goes on from: a comma, or a preposition, a conjunction or a relative. */
const GOES_ON = String.raw`(?:,|(?<![\p{L}])(?:de|d['’]|du|des|à|a|au|aux|par|pour|et|ou|que|qu['’]|qui|dont|entre|avec|envers|auprès de))`;
const CONTINUED = new RegExp(String.raw`(${GOES_ON})[ \t]*\n(?:[ \t]*\n)+(?=[ \t]*\p{Ll})`, 'gu');

/** The text with the blank lines inside such a sentence read as line breaks. */
export function continuedParagraphsJoined(text: string): string {
  if (!text.includes('\n\n')) return text;
  return text.replace(CONTINUED, '$1\n');
}
