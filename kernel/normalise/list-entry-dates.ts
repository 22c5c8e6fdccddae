/**
 * A list of judgments dated by its heading ('EXTRAIT DES JUGEMENTS DU 21 AVRIL 1997') reports
 * the judgments of that day. An entry that recalls the judgment which opened the procedure
 * ('Liquidation judiciaire prononcée le 12 août 1996') prints an earlier judgment, background:
 * its date is not the entry's, which is the list's.
 */

import type { ActDateMention } from './french-date.ts';
import { foldedSlice } from './fold.ts';

/** 'prononcée le', 'ouverte le', 'ouverte par jugement du': a judgment already given. */
const EARLIER_JUDGMENT_BEFORE = /\b(?:prononcee?s?|ouverte?s?|arretee?s?)\s+(?:par\s+jugement\s+)?(?:le|du|en date du)\s*$/;

/** The entry's date mentions without the earlier judgments it recalls, when the list's date is later. */
export function withoutEarlierJudgments(text: string, mentions: readonly ActDateMention[], listDate: string | null): readonly ActDateMention[] {
  if (listDate === null) return mentions;
  const earlier = (m: ActDateMention): boolean => m.iso < listDate && EARLIER_JUDGMENT_BEFORE.test(foldedSlice(text, Math.max(0, m.index - 60), m.index));
  return mentions.some(earlier) ? mentions.filter((m) => !earlier(m)) : mentions;
}
