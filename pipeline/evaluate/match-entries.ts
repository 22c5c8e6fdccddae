/**
 * Pairs the expected announcements of one text with what the normaliser produced. A list of
 * judgments, or one announcement among several results, is matched as a set: on the RID first, then on the dénomination; an expected
 * quarantine takes a quarantined result (preferably one whose extract names it); whatever is
 * left is paired in reading order. Results nobody claims are extra announcements.
 */

import { comparableName } from './compare.ts';
import type { ExpectedAnnouncement } from './expected.ts';
import type { Extraction } from './extraction.ts';

export interface MatchedEntry {
  expected: ExpectedAnnouncement;
  got: Extraction | null;
}

export interface EntryMatch {
  pairs: MatchedEntry[];
  extra: Extraction[];
}

export function matchEntries(expected: readonly ExpectedAnnouncement[], got: readonly Extraction[]): EntryMatch {
  const used = new Set<number>();
  const pairs: Array<Extraction | null> = expected.map(() => null);
  const claim = (i: number, test: (g: Extraction) => boolean): void => {
    if (pairs[i]) return;
    const j = got.findIndex((g, k) => !used.has(k) && test(g));
    if (j < 0) return;
    used.add(j);
    pairs[i] = got[j]!;
  };
  // One expected announcement among several results (a page's neighbour's fragment quarantined
  // beside the notice) is matched the same way: by its identifier first, not by reading order.
  if (expected.length > 1 || got.length > 1) {
    expected.forEach((e, i) => claim(i, (g) => e.rid !== null && g.rid === e.rid));
    expected.forEach((e, i) => claim(i, (g) => g.type !== null && e.denomination !== null && comparableName(g.denomination) === comparableName(e.denomination)));
    expected.forEach((e, i) => {
      if (e.type !== null) return;
      const name = comparableName(e.denomination);
      claim(i, (g) => g.quarantine !== null && name !== null && (comparableName(g.quarantine.extrait) ?? '').includes(name));
      claim(i, (g) => g.quarantine !== null);
    });
  }
  expected.forEach((_, i) => claim(i, () => true));
  return {
    pairs: expected.map((e, i) => ({ expected: e, got: pairs[i] ?? null })),
    extra: got.filter((_, k) => !used.has(k)),
  };
}
