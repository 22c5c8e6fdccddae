/**
 * `HOLDING` inside a name the notice quotes (`la société … dénommée « HOLDING X »`, `« X HOLDING »`):
 * the guillemets say a name is printed, so the word is the company's own name, never a parent's
 * role word for the subject rules. Blanked (same length) in the folded words before an identifier.
 */

/** A quoted name: guillemets or straight quotes on one line, a name's length. */
const QUOTED = /«[^«»\n]{1,80}»|"[^"\n]{1,80}"/g;
const HOLDING = /\bholding\b/g;

export function withoutQuotedHoldingName(wordsBefore: string): string {
  // Most clauses print no holding (speed only).
  if (!wordsBefore.includes('holding')) return wordsBefore;
  return wordsBefore.replace(QUOTED, (quoted) => quoted.replace(HOLDING, (word) => ' '.repeat(word.length)));
}
