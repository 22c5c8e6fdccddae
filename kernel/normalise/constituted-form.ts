/**
 * The form a constitution gives its company in the sentence that constitutes it ('la société H,
 * SAS, RIDET …, a constitué une société à responsabilité limitée …', 'il a été constitué une SARL'):
 * where no label or description of the subject states its form, this one is the subject's, while
 * the first form of the body may be the founder's.
 */

import { formIn } from './legal-form.ts';

const CONSTITUTED = /\bconstitu[ée]e?s?\s+une\s/iu;

/** The form stated right after 'constitué une', before the clause ends, with its offset, or null. */
export function constitutedForm(text: string): { form: string; from: number } | null {
  // Most notices hold no 'constitu…': they are not searched (speed only).
  const match = /constitu/i.test(text) ? CONSTITUTED.exec(text) : null;
  if (!match) return null;
  const from = match.index + match[0].length;
  // The wording may run over line breaks and be hyphenated at them ('so-' / 'ciété … à' / 'associé
  // unique (EURL)'); a sentence's end, a semicolon or a colon closes it (a dotted 'S.A.R.L.' does not).
  const wording = text.slice(from, from + 140).replace(/-\n/g, '').split(/\.\s|[;:]/)[0]!;
  const form = formIn(wording);
  return form ? { form, from } : null;
}
