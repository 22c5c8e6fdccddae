/**
 * A change of name told in a company's own everyday words, as its manager writes it in a message
 * (folded text): 'elle s'appelait A, maintenant c'est B', 'la société s'appelle désormais B',
 * 'notre société change de nom : B', 'ancien nom : A … nouveau nom : B'. Where each name starts:
 * extract-fields.ts reads the name there (quoted or in capitals) as it reads a drafter's
 * 'dénomination … devient B'.
 */

export interface PlainNameChange {
  /** Where the former name starts, when the words give it. */
  oldAt: number | null;
  /** Where the new name starts. */
  newAt: number;
}

const MAY_HOLD = /appel|nom\b/u;
// 'elle s'appelait A, maintenant c'est B', 'qui s'appelait A et qui s'appelle désormais B'.
const WAS_THEN_IS = /\bs'appelait\s+()([^\n]{2,80}?)[ ,;]+(?:et\s+)?(?:qui\s+)?(?:maintenant|desormais|dorenavant|aujourd'hui|a present)\s*,?\s*(?:c'est|elle s'appelle|il s'appelle|s'appelle|devient)\s*:?\s*/u;
// 'elle s'appelle désormais B', 's'appellera maintenant B', 'change de nom et devient B', 'change de nom : B'.
const NOW_IS = /\b(?:s'appelle|s'appellera)\s+(?:desormais|dorenavant|maintenant|a present)\s*:?\s*|\bchange(?:ons|nt)? de nom\s*(?::|,?\s*(?:et\s+)?(?:devient|s'appelle|s'appellera))\s*:?\s*/u;
// Plain labels a writer gives the two names ('nouveau nom : B'; 'ancien nom : A').
const NEW_NAME_WORDS = /\bnouveau nom\s*:\s*/u;
const OLD_NAME_WORDS = /\bancien nom\s*:\s*/u;

/** Where a plain-speech change of name puts its names in the folded text, or null. */
export function plainNameChange(folded: string): PlainNameChange | null {
  if (!MAY_HOLD.test(folded)) return null;
  const both = WAS_THEN_IS.exec(folded);
  if (both) return { oldAt: both.index + both[0].indexOf(both[2]!, both[0].indexOf("s'appelait") + 10), newAt: both.index + both[0].length };
  const now = NOW_IS.exec(folded) ?? NEW_NAME_WORDS.exec(folded);
  if (!now) return null;
  const old = OLD_NAME_WORDS.exec(folded);
  return { oldAt: old ? old.index + old[0].length : null, newAt: now.index + now[0].length };
}
