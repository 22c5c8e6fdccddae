import { afterEach, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../helpers/api-harness.ts';
import { changedItem, changeSnapshot, historyArchive } from '../helpers/change-history.ts';

/**
 * GET /v1/changes through the real server: a page asked again on the same snapshot is the page
 * held in memory (change-pages.ts), not computed again; the next snapshot computes its own.
 */
const ids = Array.from({ length: 300 }, (_, i) => `annonce-${String(i).padStart(3, '0')}`);
const first = changeSnapshot('20261121T020000Z', null, ids.map((id) => changedItem(id)));
const second = changeSnapshot('20261122T020000Z', first, [changedItem('suivante-1')]);

let api: RunningApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

describe('GET /v1/changes pages in memory', () => {
  it('computes a replay page once per snapshot: asked again, the same bytes from memory', async () => {
    api = await startApi({ snapshot: first, archive: historyArchive([first, second]) });
    const running = api;
    const before = running.app.changeFeed.pagesComputed;
    const ask = () => running.call('/v1/changes?since=debut&limit=1000', { headers: { 'accept-encoding': 'br' } });
    const once = await ask();
    expect(once.status).toBe(200);
    expect(once.json.events).toHaveLength(300);
    expect(running.app.changeFeed.pagesComputed - before).toBe(1);

    const again = await ask();
    const third = await ask();
    expect(running.app.changeFeed.pagesComputed - before).toBe(1);
    expect([again.text, third.text]).toEqual([once.text, once.text]);
    expect([again.headers.etag, third.headers.etag]).toEqual([once.headers.etag, once.headers.etag]);

    // Another snapshot served: the same address is another page, computed once for it.
    running.holder.set(second);
    const next = await ask();
    expect(next.json.events).toHaveLength(301);
    await ask();
    expect(running.app.changeFeed.pagesComputed - before).toBe(2);
  });
});
