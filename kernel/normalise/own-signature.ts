/**
 * A company that signs its own notice with its identifier (`Pour avis, X, RIDET …`) where the body
 * names X as the company it is about, often only by the name it takes there (`… la dénomination
 * sociale, qui devient « X »`): the notice's company, not a drafter's firm signing below it. A
 * drafter's firm is named in the signature alone.
 */

/**
 * The company that signs a notice after 'Pour avis' with its identifier ('Pour avis, X, SARL,
 * RIDET …'), not one of the company's organs ('Pour avis, la gérance, …'): in subject-ridet.ts the
 * drafter who files it, set aside like an adviser's firm when another company is identified, unless
 * it signs its own notice (signsOwnNotice). The signed name is the first group. Folded text.
 */
export const SIGNER_BEFORE =
  /\bpour avis\s*[,:\u2013\u2014-]\s*(?!(?:la |le |les |l')?(?:gerance|gerante?s?|co-?gerante?s?|presidente?|presidence|associee? unique|liquidat\w*|conseil|directeur|directrice|mandataire|administrat\w*)\b)([^,;.:\n]{2,60}),\s*(?:(?:sarl|sas|sasu|eurl|sa|selarl|snc|sci)\s*,\s*)?(?:(?:ridet|rid|rcs)\b[^,;\n]{0,12})?$/;

/** Letters and digits only, words apart, a word cut at a line's end joined again. */
const words = (folded: string): string => folded.replace(/-[ \t]*\n[ \t]*/g, '').replace(/[^a-z0-9]+/g, ' ');

/** Whether the identifier at `index` of the folded text closes a signature naming a company the body names before it. */
export function signsOwnNotice(folded: string, index: number): boolean {
  const before = folded.slice(Math.max(0, index - 120), index).replace(/\s+/g, ' ');
  const signed = SIGNER_BEFORE.exec(before);
  if (!signed) return false;
  const name = words(signed[1]!).trim();
  // A name of one word repeats by chance (a town, a sigle).
  if (!name.includes(' ')) return false;
  // The body is the text above the signature, which starts at the signed name's first word (the
  // window read above had its spaces made single: the first word alone is found as printed).
  const signatureAt = folded.lastIndexOf(signed[1]!.trim().split(' ')[0]!, index);
  return words(folded.slice(0, Math.max(0, signatureAt))).includes(` ${name} `);
}
