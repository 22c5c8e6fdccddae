import { describe, expect, it } from 'vitest';
import { encodeChangeCursor } from '../../../api/changes/change-cursor.ts';
import { ChangeLog } from '../../../api/changes/change-log.ts';
import { ChangePages, type PageRequest } from '../../../api/changes/change-pages.ts';
import { DEFAULT_API_SETTINGS } from '../../../api/settings.ts';
import { changedItem, changeSnapshot, historyArchive } from '../helpers/change-history.ts';

/**
 * The change feed's pages in memory (CHANGES_CACHE_MB): one computation per page, a page asked
 * again served from memory, and the budget held however many distinct cursors are asked.
 */

const ids = Array.from({ length: 400 }, (_, i) => `annonce-${String(i).padStart(3, '0')}`);
const snapshot = changeSnapshot('20261121T020000Z', null, ids.map((id) => changedItem(id)));
const noFilter = { type: null, source: null, ridet: null, kinds: null };

function from(position: number, limit: number): PageRequest {
  const cursor = encodeChangeCursor({ snapshot: snapshot.id, position });
  return { since: { snapshot: snapshot.id, position }, sinceText: cursor, limit, filter: noFilter, filterParams: [] };
}

describe('ChangePages', () => {
  it('computes a page once for concurrent and later askers', async () => {
    const pages = new ChangePages(new ChangeLog(historyArchive([snapshot]), DEFAULT_API_SETTINGS.changeLog), 4 * 1024 * 1024);
    const together = await Promise.all(Array.from({ length: 50 }, () => pages.page(snapshot, from(10, 100))));
    const later = await pages.page(snapshot, from(10, 100));
    expect(pages.computed).toBe(1);
    expect(new Set([...together, later].map((p) => p.body))).toEqual(new Set([later.body]));
    const json = JSON.parse(later.body.raw.toString()) as { events: Array<{ annonce_id: string }>; has_more: boolean };
    expect(json.events.map((e) => e.annonce_id)).toEqual(ids.slice(10, 110));
    expect(json.has_more).toBe(true);
    expect(later.link).toBe(`</v1/changes?since=${encodeChangeCursor({ snapshot: snapshot.id, position: 110 })}&limit=100>; rel="next"`);
  });

  it('stays within its budget, least recently used pages dropped, whatever the cursors asked', async () => {
    const budget = 64 * 1024;
    const pages = new ChangePages(new ChangeLog(historyArchive([snapshot]), DEFAULT_API_SETTINGS.changeLog), budget);
    for (let position = 0; position < 300; position += 1) await pages.page(snapshot, from(position, 100));
    expect(pages.computed).toBe(300);
    const stats = pages.stats();
    expect(stats.bytes).toBeLessThanOrEqual(budget);
    expect(stats.evictions).toBeGreaterThan(0);
    // The most recent page is still held; the first one was dropped and is computed again.
    await pages.page(snapshot, from(299, 100));
    expect(pages.computed).toBe(300);
    await pages.page(snapshot, from(0, 100));
    expect(pages.computed).toBe(301);
  });
});
