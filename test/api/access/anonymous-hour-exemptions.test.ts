import { describe, expect, it } from 'vitest';
import { createKey } from '../../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import type { AccessCheckResult, AccessControl } from '../../../api/access/types.ts';
import { accessControlsClosedAfterEach, accessOptions, fakeClock, refusalOf, request, tempDir } from './access-fixtures.ts';

// docs/access.md, "What the anonymous hour counts": a newcomer's 60 requests can go in a
// minute, after which the OpenAPI document and the feeds must still answer.
const openAccess = accessControlsClosedAfterEach();
const open = (overrides: Parameters<typeof accessOptions>[1], dir = tempDir()): Promise<AccessControl> =>
  openAccess({ ...accessOptions(dir, overrides), now: fakeClock('2026-11-22T08:15:30Z').now });

const openapi = request({ path: '/v1/openapi.json', routeId: 'openapi' });
const annonces = request();
const feed = request({ path: '/v1/annonces.atom', routeId: 'annonces.atom' });
const companyFeed = request({ path: '/v1/entreprises/1234567001.atom', routeId: 'entreprises.atom' });
const headers = (result: AccessCheckResult) => (result.ok ? result.headers : result.problem.headers);

describe('the OpenAPI document', () => {
  it('is never charged to the anonymous hour nor refused for it, and still says where the hour stands', async () => {
    const access = await open({ anonymousLimitPerHour: 2 });
    for (let i = 0; i < 5; i += 1) expect((await access.check(openapi)).ok).toBe(true);
    expect(headers(await access.check(annonces))).toMatchObject({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '1' });
    expect((await access.check(annonces)).ok).toBe(true);
    expect(refusalOf(await access.check(annonces)).code).toBe('rate_limited');
    const docs = await access.check(openapi);
    expect(docs.ok).toBe(true);
    expect(headers(docs)).toMatchObject({ 'X-RateLimit-Limit': '2', 'X-RateLimit-Remaining': '0' });
  });

  it('is counted against a key like any request: the key’s use is its holder’s record', async () => {
    const dir = tempDir();
    const { key } = await createKey({ keysFile: `${dir}/keys.json`, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const access = await open({}, dir);
    expect(headers(await access.check({ ...openapi, headers: { 'x-api-key': key } }))).toMatchObject({ 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '99' });
  });
});

describe('the Atom feeds without a key', () => {
  it('spend the pages’ hourly budget of the address, not its anonymous API hour', async () => {
    const access = await open({ anonymousLimitPerHour: 1, pagesLimitPerHour: 3 });
    expect(headers(await access.check(feed))).toMatchObject({ 'X-RateLimit-Limit': '3', 'X-RateLimit-Remaining': '2' });
    expect((await access.check(companyFeed)).ok).toBe(true);
    // The API hour is whole: its one request passes.
    expect((await access.check(annonces)).ok).toBe(true);
    // A page view spends the same budget as the feeds.
    expect((await access.check(request({ path: '/widget.html', routeId: 'pages.widget', surface: 'page' }))).ok).toBe(true);
    expect(refusalOf(await access.check(feed))).toMatchObject({ status: 429, code: 'rate_limited', headers: { 'X-RateLimit-Limit': '3', 'X-RateLimit-Remaining': '0' } });
  });

  it('are not limited when PAGES_LIMIT_PER_HOUR is 0', async () => {
    const access = await open({ anonymousLimitPerHour: 1, pagesLimitPerHour: 0 });
    for (let i = 0; i < 5; i += 1) expect((await access.check(feed)).ok).toBe(true);
  });
});
