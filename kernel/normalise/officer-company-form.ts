/**
 * A company named as an officer with its form run into its name and its identifier right after
 * ('Président : Sté H HOLDING SARL (RIDET …)', 'nom. prés. : Sté P SAS (RIDET …)'): the form is
 * the company's description, not its name, as it is for the notice's own company ('X SARL' read
 * as X); the officer is listed by its name alone.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';

const TRAILING_FORM = new RegExp(`[ ]+(?:${FORM_ABBREVIATIONS.join('|')})$`, 'u');
// The company's own identifier right after the form: in brackets or after a comma.
const IDENTIFIER_NEXT = /^[ ]*(?:\([ ]*|,[ ]*)(?:RIDET|RID|Ridet)(?![\p{L}])/u;

/** The officer company's name without the form printed between it and its identifier (see the file's comment). */
export function withoutFormBeforeIdentifier(name: string, after: string): string {
  if (!IDENTIFIER_NEXT.test(after)) return name;
  const bare = name.replace(TRAILING_FORM, '');
  return bare.replace(/[^\p{L}]/gu, '').length >= 2 ? bare : name;
}

/**
 * A company officer's name as listed: without the word 'société' written before it in small letters
 * or cut ('Société X', 'Sté X', 'Scté X', 'Soc. X': the noun, not the name, which a name in capitals
 * opening on 'SOCIÉTÉ' keeps), and without a form printed after it ('X SARL': the description).
 */
const SOCIETE_WORD_BEFORE = /^(?:Soci[ée]t[ée]|St[ée]\.?|Sct[ée]\.?|Soc\.)[ ]+(?=\p{Lu}{2})/u;

export function officerCompanyName(name: string): string {
  const bare = name.replace(SOCIETE_WORD_BEFORE, '').replace(TRAILING_FORM, '');
  return bare.replace(/[^\p{L}]/gu, '').length >= 2 ? bare : name;
}
