/**
 * A company's siège printed in apposition between its identifier and what it says of itself
 * ('X, SAS …, RIDET …, siège : 14, avenue …, 98800 Nouméa, présidente de la société Y'): read past,
 * so the role the company holds in another one is read as if it followed the identifier. The
 * address runs to its postcode and town, or is the town alone after 'dont le siège est à' or
 * 'ayant son siège à' ('…, RIDET …, dont le siège est à Koné, qui détient …'); folded text (lower
 * case, no accents).
 */

/** An address printed bare, its number and street's noun first ('23, rue Roger Gervolino, Rivière-Salée, 98800 Nouméa'). */
export const BARE_ADDRESS = String.raw`\d{1,4}(?:\s*(?:bis|ter))?\s*,?\s*(?:rue|avenue|route|boulevard|chemin|allee|impasse|place|promenade|quai|lotissement)\b[^.;:]{1,100}?\b98\d{3}\s+[a-z' -]{2,30}?`;
const SEAT_APPOSITION = new RegExp(String.raw`^[\s,)]*(?:(?:(?:dont le|ayant son) )?siege(?: social)?(?: est(?: fixe| situe)?)?\s*(?::|a|au)?\s*[^.;:]{1,100}?\b98\d{3}\s+[a-z' -]{2,30}?|(?:dont le|ayant son) siege(?: social)?(?: est(?: fixe| situe)?)? (?:a|au)\s+[^.;:,\d]{2,40}?|${BARE_ADDRESS})(?=\s*,)`);

const BARE_POSTCODE = /\b98\d{3}\b/;

/** The words after an identifier without a siège apposition that opens them. */
export function withoutSeatApposition(after: string): string {
  if (!after.includes('siege') && !BARE_POSTCODE.test(after)) return after;
  const seat = SEAT_APPOSITION.exec(after);
  return seat ? after.slice(seat[0].length) : after;
}
