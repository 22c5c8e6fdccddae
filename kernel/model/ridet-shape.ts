/**
 * A RIDET as the records, the API and the operators write it: the RID's 7 digits, then the
 * establishment's rank on 3, digits only (`1234567001`). The shape only: how a notice prints one
 * (`1 234 567.001`) is the reader's to recognise (kernel/normalise/ridet.ts), and whether its RID
 * passes the check digit is `luhnValidRid`'s. Its `source` is the `pattern` the OpenAPI document
 * shows, so the document and the checks cannot differ.
 */
export const RIDET_SHAPE = /^[0-9]{10}$/;

/** Whether `text` is a RIDET as the records write it (no trimming: callers trim). */
export function isRidet(text: string): boolean {
  return RIDET_SHAPE.test(text);
}
