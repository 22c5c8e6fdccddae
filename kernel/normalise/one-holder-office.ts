/**
 * One office's label holds one holder (`Président :`, `Gérance :`, `Commissaire aux comptes :`): once
 * a person or a company with its own identifier was named under it, a company printed after a dash
 * is the one-line ad's next field — most often the notice's own company and its identifier (`Psdt :
 * M. X & D.G. Mme Y – SAS A – RIDET …`, `Psdt : SAS H (RIDET …) repr. M. Z – SAS A RIDET …`) — not a
 * second holder of the office. A plural label (`Administrateurs :`, `les mandats de …`) lists
 * several holders, each item one. Under one office's label, an item that already printed its
 * identifier before the one read now (`Prst : Sté H (RIDET …) RIDET A …`) was the holder's item: the
 * later identifier is another field's (under a plural label, `Associées : A (…) / B (…)`, items a
 * reader parts by a slash may run together: left alone). Read on folded text.
 */

/** An identifier printed with its establishment's rank (`0728782.001`, `1 445 600-001`): a company's whole number. */
const RANKED_IDENTIFIER = /\b(?:\d{7}|\d \d{3} \d{3})\s?[./-]\s?\d{3}\b/;
/** A person's civility, folded. */
const PERSON = /(?:^|[\s(,;&:])(?:m|mme|mlle|monsieur|madame|mr)\b\.?\s/;
/**
 * An office in the singular closing a label's words before its colon (`Président :`, `Psdt :`, `Gérance :`,
 * `Commissaire aux comptes titulaire :`, `Nouveau directeur général :`, `associé unique`): one holder. Not the members,
 * partners or administrators a plural or a collective noun lists (`les associés, à savoir`,
 * `Administrateurs :`, `se poursuit entre :`).
 */
const ONE_OFFICE = /(?:^|[\s(])(?:(?:co-?)?(?:presidente?|gerante?|gerance)|directeur general(?: delegue)?|directrice generale(?: deleguee)?|psdt|prst|pdte?|dg|dgd|liquidat(?:eur|rice)(?: amiable)?|commissaire aux comptes(?: titulaire| suppleante?)?|administrat(?:eur|rice) unique|(?:associee?|actionnaire) unique)[ \t]*(?:\([^()\n]{0,30}\)[ \t]*)?:?[ \t]*$/;

/**
 * Whether the item read last under an office's label is a later field, not a holder of the office.
 * `opening`: the label's words up to its colon; `earlier`: the items before the last one; `item`:
 * the last item, up to the identifier read.
 */
export function laterFieldThanOffice(opening: string, earlier: string, item: string): boolean {
  if (!ONE_OFFICE.test(opening)) return false;
  return RANKED_IDENTIFIER.test(item) || (earlier.trim() !== '' && (PERSON.test(earlier) || RANKED_IDENTIFIER.test(earlier)));
}
