/**
 * A company introduced right after a sentence opens on an office of the notice's company ('Le
 * commissaire aux comptes de la société, la SARL X, a établi …', 'La présidente de la société, la
 * société H, a constaté …'): it holds that office, it is not the subject's own introduction. The
 * words before the company are read from the sentence's start, folded.
 */

const OFFICE = String.raw`(?:co-?)?(?:presidente?|gerante?|directeur general|directrice generale|commissaires? aux comptes|liquidat(?:eur|rice)|administrat(?:eur|rice)s?)(?:\s+(?:titulaire|suppleante?|unique|deleguee?))?`;
const OFFICE_OF_THE_COMPANY_BEFORE = new RegExp(String.raw`(?:^|[.;:]\s+)(?:le |la |l')${OFFICE}\s+de (?:la|cette|notre) societe\s*,\s*$`);

/** Whether the company mentioned after `sentence` (folded, ending right before the mention) holds the office the sentence opens on. */
export function introducedAsOfficeHolder(sentence: string): boolean {
  return sentence.includes('societe') && OFFICE_OF_THE_COMPANY_BEFORE.test(sentence);
}
