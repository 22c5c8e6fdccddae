/**
 * A name a company introduction read after its form, where the form is the name's own head: `la
 * société GIE DES TRANSPORTEURS DU SUD`, `Groupement : GIE DES PÊCHEURS X, RIDET …`, `la SCI DU COL`.
 * No name opens on a preposition, so before `DE`, `DU`, `DES` the abbreviation is the name's
 * first word, as withoutFormPrefix (subject-company.ts) keeps it where a heading or a label prints
 * the whole name (`GIE DES ARMATEURS X` over its seat): the introductions read the same name.
 * Only an abbreviation in capitals before a connector in capitals: a spelt-out form (`la société
 * anonyme des eaux`) or a form in small letters stays the form.
 */

import { FORM_ABBREVIATIONS } from './legal-form.ts';

const ABBREVIATION = new RegExp(`^(?:${FORM_ABBREVIATIONS.join('|')})$`, 'u');
/**
 * A name's connector in capitals at its head, a word after it. Not an elided `D'`: the heading's
 * reading (NAME_HEAD_CONNECTOR in subject-company.ts) sets the form apart there, and both agree.
 */
const CONNECTOR_HEAD = /^(?:DE|DU|DES)\s+\p{Lu}/u;

/** `name` with `formText` before it where the form heads the name (see the file's comment). */
export function withFormHead(name: string, formText: string | null): string {
  if (formText === null || !ABBREVIATION.test(formText) || !CONNECTOR_HEAD.test(name)) return name;
  return `${formText} ${name}`;
}
