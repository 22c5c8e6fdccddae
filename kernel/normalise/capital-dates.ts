/**
 * What the words around a date say about it in a capital operation's several acts (folded text,
 * read by french-date.ts with its own rules). The depositary's certificate or the bank's attestation
 * records the subscription and decides nothing: a date after 'certificat du dépositaire du' is never
 * the act. A meeting that only delegates the decision ('l'assemblée du 4 mai a délégué au président
 * sa compétence') and the acknowledgement of the operation's completion ('a constaté le 6 juillet
 * la réalisation définitive de l'augmentation') stand around the decision taken under the
 * delegation ('le président a décidé le 22 juin'): they score below it.
 */

/** Scored on the phrase since the last comma before the date (french-date.ts's `near`). */
export const CAPITAL_ACT_NEAR_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:certificat|attestation)\b[^,;.\n]{0,60}\b(?:depositaire|depot des fonds|banque|bancaire|du commissaire aux comptes)\b[^,;.\n]{0,40}\b(?:du|le|en date du)\s*$/, -60],
];

/** Scored on the words after the date (french-date.ts's AFTER_RULES). */
export const CAPITAL_ACT_AFTER_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^[^.;\n]{0,40}\b(?:a|ont)\s+(?:delegue|donne delegation|consenti (?:une )?delegation)\b/, -45],
  [/^\s*,?\s*(?:(?:a|ont) constate\s+)?la realisation (?:definitive )?de (?:l'augmentation|la reduction|l'operation)\b/, -20],
];
