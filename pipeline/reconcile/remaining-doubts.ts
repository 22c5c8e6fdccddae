import type { OcrDoute } from '../../kernel/model/ocr-doubt.ts';
import { sameCompanyName } from './company-name.ts';

/** Another notice of the company, as evidence of its name. */
export interface NameWitness {
  denomination: string;
  /** Whether OCR read its name with doubtful words: such a reading confirms nothing. */
  doubtfulName: boolean;
}

/**
 * Which doubtful fields of a notice read by OCR still need a person (docs/ocr.md, "Doubtful
 * words"). A name read from a scan is reconciled with the company's known name: when another
 * notice of the company, not itself doubtful about its name, prints a spelling of the same name
 * (company-name.ts: 'ZOZO TRA NSPORTS' is 'ZOZO TRANSPORTS'), the doubtful name is settled (the
 * record carries the name the notices print, company-names.ts), and so is a doubtful RIDET, which
 * that name confirms. Other fields (siège, capital, officers) have no second reading to be
 * checked against: they go to a person.
 */
export function remainingDoubts(doutes: readonly OcrDoute[], denomination: string, others: readonly NameWitness[]): OcrDoute[] {
  const confirmed = others.some((o) => !o.doubtfulName && sameCompanyName(o.denomination, denomination));
  return doutes.filter((d) => !(confirmed && (d.champ === 'denomination' || d.champ === 'ridet')));
}
