/**
 * A call for bids told in other words than `appel d'offres`: a consultation (`Avis de
 * consultation`), a deadline for bids or sealed envelopes (`Date limite de réception des offres`,
 * `dépôt des plis`), or the award of a public contract (`Avis d'attribution de marché`). Such a
 * notice is commercial: an address or a seat it gives bidders is where the bids go, not a
 * published change of the company's record.
 */

const CALL_FOR_BIDS =
  /\bavis de consultation\b|\b(?:date limite|delai) de (?:remise|reception|depot) des (?:offres|plis|candidatures)\b|\b(?:remise|reception|depot) des plis\b|\bavis d'attribution (?:d'un |de |du )?marches?\b/;

export function callsForBids(folded: string): boolean {
  return CALL_FOR_BIDS.test(folded);
}
