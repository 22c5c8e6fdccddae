/**
 * The next notice's opening cut by the page, when its heading is a company's identity line ('X —
 * SAS au capital de … — RIDET … —') rather than a title: the cut is only believed where the last
 * line stops inside a sentence, on a word that cannot end one ('… en date du').
 */

import { fold } from './fold.ts';

/** A company's identity line: its name in capitals, a dash or comma, its legal form, and its identifier. */
const COMPANY_HEADING = /^\p{Lu}[\p{Lu}\d '’&-]{2,}?\s*[—–,-]\s*(?:SARL|SAS|SASU|EURL|SA|SCI|SNC|SELARL|GIE|SAEML|SEM|[Ss]ociété)\b.{0,120}\b(?:RIDET|RID)\b/u;
/** A word no sentence ends on. */
const CUT_WORD = /\b(?:du|de|des|la|le|les|en|a|au|aux|et|par|sous|pour|d'|l')$/;

export function isCutCompanyHeading(line: string, lastLine: string): boolean {
  return COMPANY_HEADING.test(line) && CUT_WORD.test(fold(lastLine.trim()));
}
