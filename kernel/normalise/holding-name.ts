/**
 * `HOLDING` as the last word of a company's own name, on the line that opens its text or list entry
 * with its form after it (`X HOLDING, SAS, …, RIDET …`): the company's name, not a parent's role
 * word. Elsewhere (`…, filiale de la holding X`, a footer `X HOLDING, SA – RIDET …` under another
 * company's notice) the word keeps saying a parent, as the subject rules read it.
 */

const HOLDING_IN_NAME = /\bholding(?=\s*,\s*(?:sas|sasu|sarl|eurl|sa|sci|snc)\b)/g;
// The name is the first thing on the line (after a list's number or bullet): no clause before it.
const OPENING_NAME = /^\s*(?:\(?\d{1,2}[.)]\s*|[-–—•]\s*)?[^,:;.()]*\bholding\s*,\s*(?:sas|sasu|sarl|eurl|sa|sci|snc)\b/;

/**
 * The folded words before an identifier with the opening name's `holding` blanked (same length),
 * when the identifier is printed on the text's first line and that line opens with the name; the
 * words unchanged otherwise.
 */
export function withoutOpeningHoldingName(folded: string, identifierIndex: number, wordsBefore: string): string {
  if (folded.lastIndexOf('\n', identifierIndex - 1) >= 0 || !wordsBefore.includes('holding') || !OPENING_NAME.test(folded.slice(0, identifierIndex))) return wordsBefore;
  return wordsBefore.replace(HOLDING_IN_NAME, (word) => ' '.repeat(word.length));
}
