import { describe, expect, it } from 'vitest';
import { BodyCache } from '../../api/body-cache.ts';
import { queryFeed } from '../../api/feed-query.ts';
import { SnapshotViews, type SnapshotView } from '../../api/snapshot-view.ts';
import type { FeedKey } from '../../publish/artefacts/feed-layout.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { fixtureSnapshot } from './helpers/api-harness.ts';

/** A fresh view of the snapshot that counts page reads (a new object, so nothing is cached yet). */
function counting(snapshot: SnapshotReader): { view: SnapshotView; pageReads: () => number } {
  let reads = 0;
  const reader: SnapshotReader = {
    id: snapshot.id,
    parentId: snapshot.parentId,
    createdAt: snapshot.createdAt,
    counts: snapshot.counts,
    read: async (path) => {
      if (path.includes('/pages/')) reads += 1;
      return snapshot.read(path);
    },
    hash: (path) => snapshot.hash(path),
  };
  return { view: new SnapshotViews(new BodyCache(1 << 20)).of(reader), pageReads: () => reads };
}

describe('feed reads', () => {
  it('serves any position with limit 100 from at most two pages, never scanning', async () => {
    const snapshot = await fixtureSnapshot('20261121T020000Z', 3000);
    const all = { type: null, source: null };
    const first = counting(snapshot);
    const everything = [];
    let after: FeedKey | null = null;
    for (;;) {
      const page = await queryFeed(first.view, { filter: all, after, since: null, limit: 100 });
      everything.push(...page.items);
      if (!page.hasMore) break;
      after = page.items.at(-1)!;
    }
    expect(everything).toHaveLength(3006);
    for (const position of [0, 1, 57, 99, 100, 1234, 2500, 2905, 2990, 3005]) {
      const { view, pageReads } = counting(snapshot);
      const cursor = position === 0 ? null : everything[position - 1]!;
      const result = await queryFeed(view, { filter: all, after: cursor, since: null, limit: 100 });
      expect(result.items).toEqual(everything.slice(position, position + 100));
      expect(result.hasMore).toBe(position + 100 < everything.length);
      expect(pageReads(), `position ${position}`).toBeLessThanOrEqual(2);
    }
    const { view, pageReads } = counting(snapshot);
    const since = everything[150]!.date;
    const recent = await queryFeed(view, { filter: all, after: everything[9]!, since, limit: 100 });
    expect(recent.items).toEqual(everything.slice(10, 110).filter((a) => a.date >= since));
    expect(pageReads()).toBeLessThanOrEqual(2);
  });
});
