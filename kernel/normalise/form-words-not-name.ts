/**
 * A rule reading the words after 'sté' or 'société' may take the spelt-out legal form for the name
 * ('Ets X, sté a responsabilite limitee, Ridet …' proposes 'a responsabilite limitee'). What is
 * only a legal form's words names no company: a reader reads it as the form, whoever typed it and
 * with or without its accents.
 */

import { LONG_FORM_SOURCE } from './legal-form.ts';

const FORM_WORDS_ONLY = new RegExp(`^[ ]*(?:soci[ée]t[ée] )?(?:${LONG_FORM_SOURCE})[ ]*[.,;]?[ ]*$`, 'iu');

/** Whether a proposed name is only the words of a legal form. */
export function isLegalFormWordsOnly(name: string): boolean {
  return FORM_WORDS_ONLY.test(name.replace(/\s+/gu, ' '));
}
