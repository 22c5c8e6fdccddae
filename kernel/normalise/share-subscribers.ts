/**
 * A company described, right after its identifier, by the number of new shares it takes ('– la
 * société F, SAS, RIDET …, à hauteur de 3 000 actions', '…, pour 1 500 actions nouvelles'): a
 * subscriber of the capital increase (an investor), a third party, never the company whose capital
 * changes. Folded text; `after` starts right after the identifier.
 */

const SUBSCRIBED_AFTER = /^[\s,)]*(?:a hauteur|a concurrence|pour)\s+(?:de\s+)?\d[\d\s.]*\s+(?:actions|parts|titres)\b/;

/** Whether the identifier followed by `after` is a subscriber's, told by the shares it takes. */
export function subscriberByShares(after: string): boolean {
  return SUBSCRIBED_AFTER.test(after);
}
