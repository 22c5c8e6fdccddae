/**
 * A company the notice says has become one-member without naming a new form ('La société est
 * désormais unipersonnelle', 'devient unipersonnelle', after a sale of all its shares): the form it
 * has is its own, one-member (SARL → EURL, SAS → SASU), as the field rules give EURL and SASU when
 * the text says unipersonnelle.
 */

import type { FormReading } from './subject-company.ts';

const BECOMES_ONE_MEMBER = /\b(?:(?:est|sera)\s+d[ée]sormais|(?:est|a\s+[ée]t[ée])\s+devenue|devient|deviendra)\s+unipersonnelle\b/iu;
const ONE_MEMBER: Readonly<Record<string, string>> = { SARL: 'EURL', SAS: 'SASU' };

export function withOneMemberForm(text: string, reading: FormReading | null): FormReading | null {
  const oneMember = reading ? ONE_MEMBER[reading.form] : undefined;
  // Only a text holding the word is read (speed only).
  if (!reading || !oneMember || !text.includes('unipersonnelle') || !BECOMES_ONE_MEMBER.test(text)) return reading;
  return { ...reading, form: oneMember };
}
