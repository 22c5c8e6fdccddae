/**
 * `HOLDING` as a word of a company's own name (its last or its first), on the line that opens its
 * text or list entry with its form after it, abbreviated or spelled out (`X HOLDING, SAS, …, RIDET
 * …`, `1) HOLDING X, société par actions simplifiée, …`): the company's name, not a parent's role
 * word. Elsewhere (`…, filiale de la holding X`, a footer `X HOLDING, SA – RIDET …` under another
 * company's notice) the word keeps saying a parent, as the subject rules read it.
 */

const HOLDING_IN_NAME = /\bholding\b(?=[^,:;.()\n]*,\s*(?:sas|sasu|sarl|eurl|sa|sci|snc|societe)\b)/g;
// The name is the first thing on the line (after a list's number or bullet): no clause before it.
const OPENING_NAME = /^\s*(?:\(?\d{1,2}[.)]\s*|[-–—•]\s*)?[^,:;.()]*\bholding\b[^,:;.()]*,\s*(?:sas|sasu|sarl|eurl|sa|sci|snc|societe)\b/;

/**
 * The folded words before an identifier with the opening name's `holding` blanked (same length),
 * when the identifier is printed on the text's first line and that line opens with the name; the
 * words unchanged otherwise.
 */
export function withoutOpeningHoldingName(folded: string, identifierIndex: number, wordsBefore: string): string {
  if (folded.lastIndexOf('\n', identifierIndex - 1) >= 0 || !wordsBefore.includes('holding') || !OPENING_NAME.test(folded.slice(0, identifierIndex))) return wordsBefore;
  return wordsBefore.replace(HOLDING_IN_NAME, (word) => ' '.repeat(word.length));
}
