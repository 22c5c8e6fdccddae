/**
 * The company a notice's signature speaks for: `Pour avis, la gérante de la société A, Mme X`, `Pour
 * la SARL A, sa gérante`, `Pour extrait, le gérant de A`. Whoever prints the notice signs for the
 * company whose event it tells (the seller or owner of a business, the company whose meeting
 * decided), not for the buyer, the holding or the host it names on the way.
 *
 * Read on folded text (lower case, no accents): the signature is the last `Pour avis` / `Pour
 * extrait` / `Pour la …` / `Pour le compte de …` sentence of the text's end.
 */

/** The signature's opening words, at a line's or a sentence's start. */
const SIGNATURE = /(?:^|\n|[.;]\s)[ \t]*(?:pour avis|pour extrait|pour insertion|p\.\s?av\.|pour (?:la |le |l')(?=[^\n]{0,60},))/g;
/** How far from the text's end a signature starts. */
const SIGNATURE_REACH = 260;

/** The signature's words (folded), or null when the text's end signs for no one. */
export function signatureOf(folded: string): string | null {
  const end = folded.trimEnd();
  const tail = end.slice(Math.max(0, end.length - SIGNATURE_REACH));
  let last: RegExpExecArray | null = null;
  SIGNATURE.lastIndex = 0;
  for (let m = SIGNATURE.exec(tail); m !== null; m = SIGNATURE.exec(tail)) last = m;
  return last === null ? null : tail.slice(last.index);
}

/** Whether the signature names the company `name` (folded, a name of at least a few letters). */
export function signatureNames(signature: string | null, name: string | null): boolean {
  if (signature === null || name === null || name.replace(/[^a-z]/g, '').length < 5) return false;
  const at = signature.indexOf(name);
  return at >= 0 && !/[\p{L}0-9]/u.test(signature[at - 1] ?? ' ') && !/[\p{L}0-9]/u.test(signature[at + name.length] ?? ' ');
}
