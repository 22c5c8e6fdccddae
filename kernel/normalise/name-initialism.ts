/**
 * Full stops inside a company's name: an initialism (`A.2.M. INGÉNIERIE`, `P.N.S. PROPRETÉ`) closes
 * on a full stop that does not end the sentence when the name goes on in capitals after it. A full
 * stop after a word, or an initialism followed by a word in lower case (`S.A. L'assemblée …`), still
 * ends the sentence.
 */

/**
 * Two letters or digits or more, each followed by a full stop but the last: `A.2.M`, `P.N.S`; the
 * initials of a hyphenated first name join theirs with a hyphen (`J.-M`, `J.-P`).
 */
const INITIALISM_BEFORE = /(?:^|[^\p{L}\d])[\p{L}\d](?:\.-?[\p{L}\d])+$/u;
/** The next word is in capitals (or digits) to its end: the name goes on. */
const CAPITALS_WORD_AFTER = /^\s+[\p{Lu}\d][\p{Lu}\d'’&.-]*(?=\s|$|[»"”,;:)])/u;

/** Where the sentence a name was read from ends: the first full stop followed by a space that closes no initialism, or -1. */
export function sentenceEndInName(name: string): number {
  for (let at = name.indexOf('.'); at >= 0; at = name.indexOf('.', at + 1)) {
    const after = name.slice(at + 1);
    if (!/^\s/u.test(after)) continue;
    if (INITIALISM_BEFORE.test(name.slice(0, at)) && CAPITALS_WORD_AFTER.test(after)) continue;
    return at;
  }
  return -1;
}
