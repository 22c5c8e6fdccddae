/**
 * A name rule may take the sentence that introduces a company along with its name (`Dans
 * l'annonce relative à la société NOUMÉA AUTO-ÉCOLE DU CENTRE`): a reader reads the name as the
 * words in capitals after the last `société`, the sentence before it in lower case being no part
 * of a name.
 */

const SENTENCE_THEN_NAME = /^(?=[^]*\p{Ll}[^]*\bsoci[ée]t[ée]\s)[^]*\s(?:la |l['’])?soci[ée]t[ée]\s+([\p{Lu}\d][\p{Lu}\d'’&.-]*(?:\s+[\p{Lu}\d&][\p{Lu}\d'’&.-]*)*)$/u;
/** Lower-case words before the name: a sentence's (two at least, so a name's own 'et Fils' is not). */
const SENTENCE_WORDS = /(?:\b\p{Ll}[\p{Ll}'’]*\b[^]*){2}\bsoci[ée]t[ée]\s/u;

/** The name without the sentence read before it, or the name as read. */
export function withoutSentenceBeforeName(name: string): string {
  // A name without 'société' after lower-case words is not looked at (speed only).
  if (!name.includes('soci') || !SENTENCE_WORDS.test(name)) return name;
  return SENTENCE_THEN_NAME.exec(name)?.[1] ?? name;
}
