/**
 * A company the notice names as the officer another replaces ('nommé administrateur la société P,
 * …, en remplacement de la société G, démissionnaire'): G held an office in the subject, it is not
 * the subject's own introduction, though it is the last company named before the subject's
 * identifier.
 */

import { foldedSlice } from './fold.ts';
import type { CompanyMention } from './company-mentions.ts';

/** The words that close on the replaced officer: 'en remplacement de [la société] X'. */
const REPLACED_BEFORE = /\ben remplacement (?:de|d')\s*$/;

/** The leaver's apposition right after the name: 'X, démissionnaire', 'X, administrateur sortant'. */
const LEAVER_AFTER = /^\s*(?:,\s*)?(?:[a-z]{2,6}\s*,\s*)?(?:demissionnaire|sortante?|dont le mandat (?:est|etait|arrive|n'a pas))/;

export function namedAsReplacedOfficer(text: string, mention: CompanyMention): boolean {
  // The introduction may open on its article ('la société X'): what stands before the article.
  const before = foldedSlice(text, Math.max(0, mention.index - 40), mention.index);
  if (REPLACED_BEFORE.test(before)) return true;
  return LEAVER_AFTER.test(foldedSlice(text, mention.end, mention.end + 60));
}
