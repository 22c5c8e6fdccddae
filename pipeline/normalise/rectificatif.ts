/**
 * A rectificatif corrects an earlier notice: 'il convenait de lire : « Gérant : M. X » au lieu
 * de « Gérants : M. X et M. Y »'. The corrected values are the ones to extract, so the wrong
 * ones ('au lieu de …', 'et non …') are taken out and a quoted labelled value is set on its own
 * line, where the label readers find it. The notice keeps the type of the notice it corrects,
 * which its own words name ('Dans l'avis de constitution de …').
 */

import { fold } from './fold.js';

const RECTIFICATIF = /^\s*(?:rectificatif|erratum|rectification)\b|\bil (?:convenait|convient|fallait|faut|y a(?:vait)? lieu) de lire\b/m;
const WRONG_VALUE = /\s*,?\s*\b(?:au lieu de|et non(?: pas)?|en lieu et place de)\s*(?:«[^»]*»|"[^"]*"|“[^”]*”|[^.;\n«"“]*)/gu;
const QUOTED_LABEL = /[«"“]\s*([\p{L} '’]{2,40}\s*:[^»"”\n]*?)\s*[»"”]/gu;

export function isRectificatif(text: string): boolean {
  return RECTIFICATIF.test(fold(text));
}

/** The text as corrected: wrong values removed, corrected labelled values on their own lines. */
export function correctedReading(text: string): string {
  if (!isRectificatif(text)) return text;
  return text.replace(WRONG_VALUE, '').replace(QUOTED_LABEL, (_, labelled: string) => `\n${labelled.trim()}\n`);
}
