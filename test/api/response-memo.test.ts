import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App, AppResponse } from '../../api/app.ts';
import { coreApp } from './helpers/core-app.ts';
import { BodyCache } from '../../api/body-cache.ts';
import { canonicalQuery, MAX_MEMO_KEY_CHARS, ResponseMemo } from '../../api/response-memo.ts';
import { RESPONSE_MEMO_SHARE, SnapshotViews } from '../../api/snapshot-view.ts';
import { feedIndexPath } from '../../publish/artefacts/feed-layout.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { fixtureSnapshot } from './helpers/api-harness.ts';

/**
 * The request memo is not keyed by the raw request target: 20 000 spellings of `?limit=2`
 * (empty pairs) would hold 20 000 entries of 14 KB keys until the next publish. Spellings share
 * one entry, and whatever the memo holds is bounded and counted in the body cache's budget
 * (BODY_CACHE_MB).
 */

let snapshot: SnapshotReader;
beforeAll(async () => {
  snapshot = await fixtureSnapshot();
});

function appWith(megabytes: number): App {
  return coreApp({ snapshots: { current: snapshot }, settings: { bodyCacheMegabytes: megabytes } });
}

async function get(app: App, url: string): Promise<AppResponse> {
  const response = await app.handle({ method: 'GET', url, headers: {}, ip: '203.0.113.7' });
  expect(response.status, url.slice(0, 80)).toBe(200);
  return response;
}

describe('canonicalQuery', () => {
  it('writes one query one way: empty pairs dropped, encoding normalised, names sorted', () => {
    const one = ['limit=2', '&limit=2', 'limit=2&&', '&&&&limit=2&&&', '%6Cimit=2', 'limit=%32'];
    expect(new Set(one.map(canonicalQuery))).toEqual(new Set(['limit=2']));
    expect(canonicalQuery('type=creation&limit=2')).toBe(canonicalQuery('limit=2&&type=creation'));
    expect(canonicalQuery('q=a+b')).toBe(canonicalQuery('q=a%20b'));
    expect(canonicalQuery('')).toBe('');
    expect(canonicalQuery('&&&')).toBe('');
  });

  it('keeps apart what a route reads differently: values, and the order of one name’s values', () => {
    expect(canonicalQuery('limit=2')).not.toBe(canonicalQuery('limit=3'));
    expect(canonicalQuery('ridets=1&ridets=2')).not.toBe(canonicalQuery('ridets=2&ridets=1'));
    expect(canonicalQuery('b=1&a=2&a=1')).toBe('a=2&a=1&b=1');
    // An empty name is a parameter the routes refuse: never folded into the query without it.
    expect(canonicalQuery('=&limit=2')).not.toBe(canonicalQuery('limit=2'));
  });

  it('returns an already canonical query as it is', () => {
    for (const query of ['limit=2', 'limit=20&type=creation', 'a=1&a=2', 'q=']) expect(canonicalQuery(query)).toBe(query);
  });
});

describe('ResponseMemo', () => {
  it('holds at most its bytes, forgets the least recently used first, and charges what it holds', () => {
    let charged = 0;
    const memo = new ResponseMemo(10_000, (bytes) => (charged += bytes));
    for (let i = 0; i < 1_000; i += 1) {
      memo.set(`key-${i}-${'x'.repeat(i % 50)}`, 'h'.repeat(64), i % 3 === 0 ? { link: `</v1/annonces?cursor=${i}>; rel="next"` } : null);
      expect(memo.stats().bytes).toBeLessThanOrEqual(10_000);
      expect(charged).toBe(memo.stats().bytes);
    }
    expect(memo.get('key-0-')).toBeUndefined();
    expect(memo.get(`key-999-${'x'.repeat(999 % 50)}`)).toBeDefined();
    memo.set('x'.repeat(MAX_MEMO_KEY_CHARS + 1), 'h'.repeat(64), null);
    expect(memo.get('x'.repeat(MAX_MEMO_KEY_CHARS + 1))).toBeUndefined();
    expect(charged).toBe(memo.stats().bytes);
  });

  it('counts a use by touch as get does: the same entries survive, and a let-go entry turns dead', () => {
    // Eight keys of the same size, a budget for six: uses decide which go.
    const entryBytes = (key: string) => 256 + key.length;
    const keys = Array.from({ length: 8 }, (_, i) => `k${i}`);
    const byGet = new ResponseMemo(entryBytes('k0') * 6);
    const byTouch = new ResponseMemo(entryBytes('k0') * 6);
    const uses = [0, 1, 0, 2, 0, 1, 3];
    for (const memo of [byGet, byTouch]) {
      for (const key of keys.slice(0, 6)) memo.set(key, 'h'.repeat(64), null);
      for (const i of uses) {
        if (memo === byGet) memo.get(keys[i]!);
        else memo.touch(memo.held(keys[i]!)!);
      }
    }
    const first = byTouch.held('k0')!;
    for (const memo of [byGet, byTouch]) for (const key of keys.slice(6)) memo.set(key, 'h'.repeat(64), null);

    const kept = (memo: ResponseMemo) => keys.filter((key) => memo.held(key) !== undefined);
    expect(kept(byTouch)).toEqual(kept(byGet));
    // Worked by hand: a use moves an entry in the older half (k0, k1, k2, k3, the first time each),
    // which leaves k4 and k5 oldest when k6 and k7 come.
    expect(kept(byGet)).toEqual(['k0', 'k1', 'k2', 'k3', 'k6', 'k7']);
    expect(first.live).toBe(true);
    byTouch.delete('k0');
    expect(first.live).toBe(false);
  });
});

describe('the request memo of the app', () => {
  it('answers distinct spellings of one request from one entry', async () => {
    const app = appWith(8);
    const first = await get(app, '/v1/annonces?limit=2');
    const held = app.bodies.stats().accounted;
    expect(held).toBeGreaterThan(0);
    const spellings = [
      '/v1/annonces?limit=2&',
      '/v1/annonces?&limit=2',
      '/v1/annonces?&&&&limit=2',
      '/v1/annonces?%6Cimit=2',
      ...Array.from({ length: 500 }, (_, i) => `/v1/annonces?${'&'.repeat(i)}limit=2${'&'.repeat(500 - i)}`),
    ];
    for (const url of spellings) expect((await get(app, url)).body.equals(first.body)).toBe(true);
    expect(app.bodies.stats().accounted).toBe(held);
  });

  it('keeps everything it holds within BODY_CACHE_MB, whatever the number of distinct requests', async () => {
    const app = appWith(1);
    const budget = 1024 * 1024;
    for (let i = 0; i < 3_000; i += 1) {
      const noise = crypto.randomBytes(150).toString('hex');
      // Each a distinct valid request: a made-up source (an empty feed), or parameters the pages ignore.
      const url = i % 3 === 0 ? `/v1/annonces?source=${noise.slice(0, 90)}` : i % 3 === 1 ? `/entreprise.html?ridet=1234567001&utm=${noise}` : `/widget.html?ridets=1234567001&cb=${noise}`;
      await get(app, url);
      const stats = app.bodies.stats();
      expect(stats.bytes).toBeLessThanOrEqual(budget);
      expect(stats.accounted).toBeLessThanOrEqual(budget * RESPONSE_MEMO_SHARE);
    }
    expect(app.bodies.stats().accounted).toBeGreaterThan(budget * RESPONSE_MEMO_SHARE * 0.9);
  });

  it('does not remember a request whose key is over the bound, and still answers it', async () => {
    const app = appWith(8);
    await get(app, '/widget.html?ridets=1234567001');
    const held = app.bodies.stats().accounted;
    expect(held).toBeGreaterThan(0);
    for (let i = 0; i < 20; i += 1) await get(app, `/widget.html?ridets=1234567001&cb=${crypto.randomBytes(3_000).toString('hex')}`);
    expect(app.bodies.stats().accounted).toBe(held);
  });
});

describe('feed indexes of a snapshot view', () => {
  it('holds the feeds that exist, not the made-up ones asked for', async () => {
    const view = new SnapshotViews(new BodyCache(1 << 20)).of(snapshot);
    expect(await view.feedIndex(feedIndexPath({ type: null, source: null }))).not.toBeNull();
    const held = view.feedIndexesHeld;
    for (let i = 0; i < 500; i += 1) expect(await view.feedIndex(feedIndexPath({ type: null, source: `inventee-${i}` }))).toBeNull();
    expect(view.feedIndexesHeld).toBe(held);
  });
});
