import { beforeAll, describe, expect, it } from 'vitest';
import { AnnouncementIds } from '../../api/announcement-ids.ts';
import { BodyCache } from '../../api/body-cache.ts';
import { announcementId } from '../../kernel/model/ids.ts';
import { SnapshotViews } from '../../api/snapshot-view.ts';
import type { FeedIndex, FeedPage } from '../../publish/artefacts/feed-layout.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { fixtureSnapshot } from './helpers/api-harness.ts';

// Whether a snapshot publishes an announcement, as the reports ask it (docs/signalements.md):
// on the fixture's real artefacts, 900 announcements over several feed pages.

let snapshot: SnapshotReader & { files: Map<string, Buffer> };
let published: string[];

beforeAll(async () => {
  snapshot = await fixtureSnapshot('20261121T020000Z', 900);
  const index = JSON.parse(snapshot.files.get('annonces/tous/index.json')!.toString()) as FeedIndex;
  expect(index.pages.length).toBeGreaterThan(1);
  published = index.pages.flatMap((p) => (JSON.parse(snapshot.files.get(p.path)!.toString()) as FeedPage).items.map((i) => i.id));
});

/** The snapshot, counting the reads of each path. */
function counted(): { reader: SnapshotReader; reads: Map<string, number> } {
  const reads = new Map<string, number>();
  return {
    reads,
    reader: {
      ...snapshot,
      read: (path) => {
        reads.set(path, (reads.get(path) ?? 0) + 1);
        return snapshot.read(path);
      },
    },
  };
}

describe('the announcements a snapshot publishes', () => {
  it('knows every announcement of the main feed, and no other id', async () => {
    const view = new SnapshotViews(new BodyCache(1 << 24)).of(snapshot);
    const hex = published.filter((id) => /^[0-9a-f]{20}$/.test(id));
    expect(hex.length).toBeGreaterThan(800);
    for (const id of hex) expect(await view.hasAnnouncement(id), id).toBe(true);
    for (const id of ['0'.repeat(20), 'f'.repeat(20), `${hex[0]!.slice(0, 19)}${hex[0]!.endsWith('0') ? '1' : '0'}`, 'ABCDEF0123456789ABCD', hex[0]!.slice(0, 19)]) {
      expect(await view.hasAnnouncement(id), id).toBe(false);
    }
    expect(await view.hasCompany('1234567001')).toBe(true);
    expect(await view.hasCompany('9999999001')).toBe(false);
  });

  it('reads each page of the main feed once per snapshot, however many questions follow, and nothing of the other feeds', async () => {
    const { reader, reads } = counted();
    const view = new SnapshotViews(new BodyCache(1 << 24)).of(reader);
    await Promise.all([view.hasAnnouncement(published.at(-1)!), view.hasAnnouncement('0'.repeat(20))]);
    for (let i = 0; i < 100; i += 1) await view.hasAnnouncement(published[i]!);
    expect([...reads.keys()].every((path) => path.startsWith('annonces/tous/'))).toBe(true);
    expect([...reads.values()].every((n) => n === 1)).toBe(true);
  });

  it('keeps every id when the feed holds more than its index says (a damaged index), and ids of other shapes are never asked', async () => {
    const ids = Array.from({ length: 500 }, (_, i) => announcementId('JONC', `ref-${i}`));
    const pages: Record<string, FeedPage> = { p1: { items: ids.slice(0, 250).map((id) => ({ id }) as FeedPage['items'][number]) }, p2: { items: [...ids.slice(250), 'scn-creation'].map((id) => ({ id }) as FeedPage['items'][number]) } };
    const index = { filter: { type: null, source: null }, total: 3, pages: [{ path: 'p1' }, { path: 'p2' }] } as unknown as FeedIndex;
    const known = await AnnouncementIds.read(index, async (path) => pages[path] ?? null);
    expect(known.size).toBe(500);
    expect(ids.every((id) => known.has(id))).toBe(true);
    expect(known.has('scn-creation')).toBe(false);
    expect(known.has('b'.repeat(20))).toBe(false);
  });
});
