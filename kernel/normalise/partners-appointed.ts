/**
 * Partners a notice lists under their own label who are given an office in the same item
 * (`Associés en nom : M. X et Mme Y, demeurant …, nommés tous deux gérants`): the label says who
 * they are, the participle after the names what they become. Partners alone hold no office; a
 * partner the item appoints holds the one it names. `tous deux` / `toutes trois` between the
 * participle and the office counts the list, it names no one.
 */

/** A partners' label governing the names after it (`Associés :`, `Associés en nom :`, `Associée unique :`). */
export const PARTNERS_LABEL = /(?:^|[\n;]|\.\s)\s*(?:[-–•]\s*)?(?:associes?(?: en nom| unique| commandites?)?|associees?(?: unique)?)\s*:[^:]*$/;

/** The words that count a list between a participle and its office: `tous deux`, `toutes les trois`. */
export const LIST_COUNT = String.raw`(?:(?:tous|toutes)\s+(?:les\s+)?(?:deux|trois|quatre)\s+)`;

/** After a partner's name, in its item: appointed to an office (`, nommés tous deux gérants`, `, nommée gérante`). */
export const PARTNER_APPOINTED_AFTER = new RegExp(
  String.raw`^[^.;:]{0,160}?\b(?:nommee?s?|designee?s?)\s+(?:en qualite d[e']\s*|aux fonctions d[e']\s*)?${LIST_COUNT}?(?:co-?)?(?:gerante?s?|presidente?s?|administrat(?:eur|rice)s?|directeurs? generaux|directeur general|directrice generale)\b`,
);

/** A plural participle after a list's last name (`M. X et Mme Y, demeurant …, nommés gérants`): it holds for every name of the list. */
export const PLURAL_PARTICIPLE_AFTER = /^\s*,?\s*(?:[^,;:]{0,80},\s*)?(?:nommee?s|designee?s)\s/;
