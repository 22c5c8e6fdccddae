/**
 * What the words around a date say about it in a capital operation's several acts (folded text,
 * read by french-date.ts with its own rules): the depositary's certificate or the bank's attestation
 * records the subscription, it decides nothing (a date after 'certificat du dépositaire du' is never
 * the act); a meeting that only delegates the decision ('l'assemblée du 4 mai a délégué au président
 * sa compétence') is background to the decision taken under it; the organ's decision named right
 * before its date ('le président a décidé le 22 juin') or right after it ('Le 5 octobre 2026,
 * l'assemblée générale extraordinaire a : …') is the act.
 */

/** Scored on the phrase since the last comma before the date (french-date.ts's `near`). */
export const CAPITAL_ACT_NEAR_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\b(?:certificat|attestation)\b[^,;.\n]{0,60}\b(?:depositaire|depot des fonds|banque|bancaire|du commissaire aux comptes)\b[^,;.\n]{0,40}\b(?:du|le|en date du)\s*$/, -60],
  [/\b(?:a|ont|avait)\s+decide\s+(?:le|ce)\s*$/, 40],
];

/** Scored on the words after the date (french-date.ts's AFTER_RULES). */
export const CAPITAL_ACT_AFTER_RULES: ReadonlyArray<readonly [RegExp, number]> = [
  [/^[^.;\n]{0,40}\b(?:a|ont)\s+(?:delegue|donne delegation|consenti (?:une )?delegation)\b/, -30],
  [/^\s*,\s*(?:l'assemblee|le conseil d'administration|l'associee? unique|les associes|la gerance|le gerant|la gerante|le president|la presidente)\b(?![^,;.\n]{0,40}\bde la societe absorbee\b)[^,;.\n]{0,60}\b(?:a|ont)\b/, 40],
];
