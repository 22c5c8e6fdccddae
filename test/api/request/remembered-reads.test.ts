import { afterEach, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../../api/access/access-control.ts';
import { changeKeyPlan, createKey, revokeKey } from '../../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import type { AccessCheckResult, AccessControl as AccessSeam } from '../../../api/access-seam.ts';
import type { AccessControl } from '../../../api/access/types.ts';
import { createApp, type App, type AppRequest, type AppResponse } from '../../../api/app.ts';
import type { Route } from '../../../api/route.ts';
import type { SnapshotReader } from '../../../publish/snapshot/snapshot-types.ts';
import { accessOptions, fakeClock, tempDir } from '../access/access-fixtures.ts';

/**
 * A target the pipeline answered from the request memo is answered the next time with one
 * look-up (api/request/remembered-reads.ts). These tests say when it must not be: once the
 * snapshot served, the key set or the target's remembered answer changed, the request is
 * answered as the pipeline answers it, and access control counts every request once.
 */

/** A cacheable route whose handler counts its calls: a call means the memo did not answer. */
function countedRoute(bodyBytes: (n: string) => number = () => 16): { route: Route; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  const route: Route = {
    id: 'essai',
    template: '/v1/essai/{n}',
    needsSnapshot: true,
    cacheable: true,
    async handle(context) {
      const n = context.params.n!;
      calls.set(n, (calls.get(n) ?? 0) + 1);
      return { status: 200, body: { n, snapshot: context.snapshot!.id, fill: 'x'.repeat(bodyBytes(n)) }, cache: 'data' };
    },
  };
  return { route, calls };
}

const snapshotOf = (id: string) => ({ id }) as SnapshotReader;

function get(app: App, target: string, headers: Record<string, string> = {}): Promise<AppResponse> {
  const request: AppRequest = { method: 'GET', url: target, headers: { host: 'annonces.test', ...headers }, ip: '127.0.0.1' };
  return Promise.resolve(app.handle(request));
}

/** Three reads: the handler's, the memo's through the pipeline, then the remembered read's. */
async function remembered(app: App, target: string, headers: Record<string, string> = {}): Promise<AppResponse> {
  await get(app, target, headers);
  await get(app, target, headers);
  return get(app, target, headers);
}

const closing: AccessControl[] = [];
afterEach(async () => {
  while (closing.length > 0) await closing.pop()!.close();
});

describe('a remembered read is not taken once what it remembers changed', () => {
  it('answers the snapshot served now, not the one it was remembered on', async () => {
    const { route, calls } = countedRoute();
    const snapshots = { current: snapshotOf('20261121T020000Z') as SnapshotReader | null };
    const app = createApp({ snapshots, routes: [route] });
    const before = await remembered(app, '/v1/essai/1');
    expect(before.headers['x-snapshot']).toBe('20261121T020000Z');

    snapshots.current = snapshotOf('20261122T020000Z');
    const after = await get(app, '/v1/essai/1');
    expect(after.headers['x-snapshot']).toBe('20261122T020000Z');
    expect(JSON.parse(after.body.toString()).snapshot).toBe('20261122T020000Z');
    expect(calls.get('1')).toBe(2);
  });

  it('asks the handler again once the memo let the target’s answer go', async () => {
    const { route, calls } = countedRoute();
    // 20 KB of bodies and memo: the memo's eighth holds about eight entries.
    const app = createApp({ snapshots: { current: snapshotOf('20261121T020000Z') }, routes: [route], settings: { bodyCacheMegabytes: 20_000 / 1024 / 1024 } });
    await remembered(app, '/v1/essai/1');
    expect(calls.get('1')).toBe(1);
    for (let n = 2; n <= 30; n++) await get(app, `/v1/essai/${n}`);

    const again = await get(app, '/v1/essai/1');
    expect(again.status).toBe(200);
    expect(calls.get('1')).toBe(2);
  });

  it('asks the handler again once the body cache let the target’s body go, the memo still naming it', async () => {
    // Bodies of 6 KB besides the target's small one: the cache drops the target's body first,
    // while the memo's few entries stay within its share.
    const { route, calls } = countedRoute((n) => (n === '1' ? 16 : 6_000));
    const app = createApp({ snapshots: { current: snapshotOf('20261121T020000Z') }, routes: [route], settings: { bodyCacheMegabytes: 20_000 / 1024 / 1024 } });
    await remembered(app, '/v1/essai/1');
    for (let n = 2; n <= 4; n++) await get(app, `/v1/essai/${n}`);
    expect(app.bodies.stats().evictions).toBeGreaterThan(0);

    await get(app, '/v1/essai/1');
    expect(calls.get('1')).toBe(2);
  });

  it('refuses a key revoked after its target was remembered, at the next request', async () => {
    const { route } = countedRoute();
    const options = accessOptions(tempDir('remembered-'));
    const created = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const access = await createAccessControl(options);
    closing.push(access);
    const app = createApp({ snapshots: { current: snapshotOf('20261121T020000Z') }, routes: [route], access });
    expect((await remembered(app, '/v1/essai/1', { 'x-api-key': created.key })).status).toBe(200);

    await revokeKey(options.keysFile, created.record.id);
    access.keys.refresh();
    const refused = await get(app, '/v1/essai/1', { 'x-api-key': created.key });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString()).code).toBe('invalid_api_key');
  });

  it('charges a key to the plan a reload gave it, at the next request', async () => {
    const { route } = countedRoute();
    const options = accessOptions(tempDir('remembered-'));
    const created = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const access = await createAccessControl(options);
    closing.push(access);
    const app = createApp({ snapshots: { current: snapshotOf('20261121T020000Z') }, routes: [route], access });
    const headers = { 'x-api-key': created.key };
    await remembered(app, '/v1/essai/1', headers);
    expect((await get(app, '/v1/essai/1', headers)).headers['x-ratelimit-limit']).toBe('100');

    await changeKeyPlan({ keysFile: options.keysFile, plans: DEFAULT_PLANS, id: created.record.id, plan: 'pro' });
    access.keys.refresh();
    const upgraded = await get(app, '/v1/essai/1', headers);
    expect(upgraded.headers['x-ratelimit-limit']).toBe('10000');
    expect(upgraded.headers['x-ratelimit-remaining']).toBe('9999');
  });
});

describe('what a remembered read still does per request', () => {
  async function anonymousApp(limit: number) {
    const { route, calls } = countedRoute((n) => (n === 'grand' ? 4_000 : 16));
    const options = accessOptions(tempDir('remembered-'), { now: fakeClock('2026-11-21T10:00:00.000Z').now, anonymousLimitPerHour: limit });
    const access = await createAccessControl(options);
    closing.push(access);
    const app = createApp({ snapshots: { current: snapshotOf('20261121T020000Z') }, routes: [route], access });
    return { app, calls };
  }

  it('counts each request once against the quota, and refuses past it', async () => {
    const { app } = await anonymousApp(5);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await get(app, '/v1/essai/1'));
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['4', '3', '2', '1', '0', '0']);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('counts a request once when the pipeline finishes it after the verdict (a compression not done yet)', async () => {
    const { app } = await anonymousApp(10);
    await remembered(app, '/v1/essai/grand');
    // The first br request of the body: its compressed form is made on the pipeline's way.
    const br = await get(app, '/v1/essai/grand', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-ratelimit-remaining']).toBe('6');
    expect((await get(app, '/v1/essai/grand')).headers['x-ratelimit-remaining']).toBe('5');
  });

  it('leaves a declared body past the limit to the pipeline: 413, not the remembered answer', async () => {
    const { app } = await anonymousApp(10);
    await remembered(app, '/v1/essai/1');
    const tooLarge = await get(app, '/v1/essai/1', { 'content-length': String(10 * 1024 * 1024) });
    expect(tooLarge.status).toBe(413);
  });

  it('leaves a conditional request to the pipeline: 304 for the tag it holds', async () => {
    const { app } = await anonymousApp(10);
    const first = await remembered(app, '/v1/essai/1');
    const notModified = await get(app, '/v1/essai/1', { 'if-none-match': first.headers.etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-ratelimit-remaining']).toBe('6');
  });
});

/**
 * Access control whose verdicts come later, as with Redis or a worker's counts over IPC; while
 * `holding`, they wait for `release`.
 */
function promisedAccess(inner: AccessControl) {
  const waiting: Array<() => void> = [];
  const control = {
    holding: false,
    release: () => waiting.splice(0).forEach((go) => go()),
    access: {
      check(input) {
        const verdict = Promise.resolve(inner.check(input));
        if (!control.holding) return verdict;
        return new Promise<AccessCheckResult>((resolve) => waiting.push(() => resolve(verdict)));
      },
    } satisfies AccessSeam,
  };
  return control;
}

describe('verdicts that come later (Redis, counts over IPC)', () => {
  async function promisedApp(limit: number) {
    const { route, calls } = countedRoute();
    const options = accessOptions(tempDir('remembered-'), { now: fakeClock('2026-11-21T10:00:00.000Z').now, anonymousLimitPerHour: limit });
    const inner = await createAccessControl(options);
    closing.push(inner);
    const control = promisedAccess(inner);
    const app = createApp({ snapshots: { current: snapshotOf('20261121T020000Z') }, routes: [route], access: control.access, settings: { bodyCacheMegabytes: 20_000 / 1024 / 1024 } });
    return { app, calls, control };
  }

  it('counts each request once, and refuses past the quota', async () => {
    const { app, calls } = await promisedApp(4);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await get(app, '/v1/essai/1'));
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['3', '2', '1', '0', '0']);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 429]);
    expect(calls.get('1')).toBe(1);
  });

  it('asks the handler again when the memo let the answer go while the verdict was on its way', async () => {
    const { app, calls, control } = await promisedApp(100);
    await remembered(app, '/v1/essai/1');
    control.holding = true;
    const pending = get(app, '/v1/essai/1');
    control.holding = false;
    for (let n = 2; n <= 30; n++) await get(app, `/v1/essai/${n}`);
    control.release();

    expect((await pending).status).toBe(200);
    expect(calls.get('1')).toBe(2);
  });
});
