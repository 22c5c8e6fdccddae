/**
 * A person the notice names with an office ('a renouvelé M. X dans ses fonctions d'administrateur
 * unique', 'M. X, gérant,', 'nomme M. X en qualité de président') holds it in a company: that person is
 * an officer, not an individual trader whose identifier follows.
 */
import { CIVILITIES } from './clause-chars.ts';
import { officeBesideName } from './office-shortenings.ts';

const OFFICE_AFTER_NAME =
  /^[^.;\n]{0,60}?(?:\b(?:dans ses|en qualit[ée])\s+(?:fonctions?\s+)?(?:de|d['’])|,\s*)\s*(?:co-?)?(?:g[ée]rante?|pr[ée]sidente?|directeur|directrice|administrat(?:eur|rice)|liquidat(?:eur|rice)|commissaire)\b/iu;

/** Whether the words right after a person's name (`after`) give the person an office. */
export function namedWithOffice(after: string): boolean {
  return OFFICE_AFTER_NAME.test(after);
}

/**
 * The persons a label lists before this one ('Gérants : M. X et Mme Y', 'Gérants : M. X, Mme Y et
 * M. Z', their names cut by a narrow column's lines): each holds the office the label names.
 */
const LISTED_BEFORE = String.raw`(?:(?:${CIVILITIES.join('|')})\.?[ \t\n]+[^,;:.()]{1,60}?[ \t\n]*(?:,|[ \t\n]et)[ \t\n]+)*`;

/**
 * An office's label right before a person on the same line or list item ('Gérante : Mme X', '–
 * gérance : M. X', 'Président : M. X'), in a sentence of particulars ('… Durée : 99 ans. Gér. : M.
 * X.'), whatever separates the label from its value (a colon, a dash, a tab, a label set in bold
 * `**Gérant :**`): the person holds that office, they are not an individual trader whose identifier
 * follows. Read on the folded text that runs up to the person's civility.
 */
const OFFICE_LABEL_BEFORE = new RegExp(String.raw`(?:^|\n|[;•*.]|\s[-–—])[ \t*]*(?:[-–—][ \t]*)?(?:co-?)?(?:gerante?s?|gerance|co-?gerance|ger\.|presidente?|presidence|pres\.|directeur general|directrice generale|liquidat(?:eur|rice)|administrat(?:eur|rice)s?)(?:[ \t]+(?:unique|delegue|deleguee|amiable))?[ \t*]*(?::|[ \t][-–—]|\t)[ \t*]*${LISTED_BEFORE}$`);

/** An office's word opening the line right before the person, with no separator left ('Gérant⇥M. X' once tabs are spaces). */
const OFFICE_WORD_OPENING_LINE = /(?:^|\n)[ \t*]*(?:co-?)?(?:gerante?s?|co-?gerance|gerance|presidente?|directeur general|directrice generale|liquidat(?:eur|rice))[ \t]+$/;

/**
 * Whether the folded words right before a person (`before`, up to the civility) are an office's
 * label, a compositor's shortened label too ('Gce.', 'Gért inch.:', 'D.Gal:': office-shortenings.ts).
 */
export function namedUnderOfficeLabel(foldedBefore: string): boolean {
  return OFFICE_LABEL_BEFORE.test(foldedBefore) || OFFICE_WORD_OPENING_LINE.test(foldedBefore) || officeBesideName(foldedBefore, '') !== null;
}
