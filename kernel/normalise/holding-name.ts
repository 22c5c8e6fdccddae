/**
 * `HOLDING` as a word of a company's own name (its last or its first), with its form after it,
 * abbreviated or spelled out: the company's name, not a parent's role word for the subject rules.
 * Read so where a reader sees a name: on the line that opens its text or list entry (`X HOLDING,
 * SAS, …, RIDET …`, `1) HOLDING X, société par actions simplifiée, …`), on a header block's line
 * under the notice's title and publication lines only, that closes on its identifier
 * (`AUGMENTATION DE CAPITAL` / `HOLDING X, SARL, …, RIDET ….` / the body): a header block
 * describing the notice's company. A line whose sentence goes on after the identifier (`La société
 * X HOLDING, SAS, RIDET …, a démissionné de ses fonctions de présidente de …`) tells what the
 * holding does to another company and is left as it was. Elsewhere (`…, filiale de la holding X`, `la société HOLDING X, …, RIDET …,
 * a été nommée présidente`, a footer `X HOLDING, SA – RIDET …` under another company's notice)
 * the word keeps saying a parent, as the subject rules read it.
 */

const HOLDING_IN_NAME = /\bholding\b(?=[^,:;.()\n]*,\s*(?:sas|sasu|sarl|eurl|sa|sci|snc|societe)\b)/g;
// The name is the first thing on the line (after a list's number or bullet): no clause before it.
const OPENING_NAME = /^\s*(?:\(?\d{1,2}[.)]\s*|[-–—•]\s*)?[^,:;.()]*\bholding\b[^,:;.()]*,\s*(?:sas|sasu|sarl|eurl|sa|sci|snc|societe)\b/;
/** A sentence's end above the header block: the notice's body (or another notice) is printed there. */
const SENTENCE_END_ABOVE = /[.!?;:]\s*(?:\n|$)|ridet|\brid\b|\brcs\b/;
/** Title and publication lines above a header block are few and short. */
const MOST_ABOVE = 300;

/**
 * The folded words before an identifier with the name's `holding` blanked (same length), where a
 * reader sees it as a name (see the file's comment); the words unchanged otherwise.
 */
export function withoutOpeningHoldingName(folded: string, identifierIndex: number, wordsBefore: string): string {
  if (!wordsBefore.includes('holding')) return wordsBefore;
  const lineStart = folded.lastIndexOf('\n', identifierIndex - 1) + 1;
  if (lineStart > 0 && !closesOnIdentifier(folded, identifierIndex)) return wordsBefore;
  const line = folded.slice(lineStart, identifierIndex);
  if (OPENING_NAME.test(line) && (headerLinesOnly(folded.slice(0, lineStart)) || namesTheTitle(folded, line))) {
    return wordsBefore.replace(HOLDING_IN_NAME, (word) => ' '.repeat(word.length));
  }
  return wordsBefore;
}

/** Whether the identifier's line ends right after it (a full stop at most): a header block's last words. */
function closesOnIdentifier(folded: string, identifierIndex: number): boolean {
  CLOSED_AFTER.lastIndex = identifierIndex;
  return CLOSED_AFTER.test(folded);
}
// The identifier itself (digits, spaces, dots, dashes, slashes), then at most a full stop before the line's end.
const CLOSED_AFTER = /[^\n,;]*?\d[\d .\-/]*\.?[ \t]*(?:\n|$)/y;

/**
 * (wt-rpres) Whether the name opening `line` (up to its first comma) is the text's first line alone: a
 * notice titled by its company's name (`HOLDING X` over the body) signs with that company's block
 * (`Pour avis.` / `HOLDING X, SARL …, RIDET …`), its own, not a parent's footer.
 */
function namesTheTitle(folded: string, line: string): boolean {
  const name = line.slice(0, line.indexOf(',')).trim();
  const firstLine = folded.trimStart();
  const end = firstLine.indexOf('\n');
  return name.length >= 4 && (end < 0 ? firstLine : firstLine.slice(0, end)).trim() === name;
}

/** Whether the text above a line holds only the notice's title and publication lines (or nothing). */
function headerLinesOnly(above: string): boolean {
  return above.length <= MOST_ABOVE && !SENTENCE_END_ABOVE.test(above);
}
