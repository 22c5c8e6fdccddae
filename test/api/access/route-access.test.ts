import { describe, expect, it } from 'vitest';
import type { AccessCheckResult, RouteAccess } from '../../../api/access/types.ts';
import { ipcCounters } from '../../../api/access/ipc-counters.ts';
import { changeKeyPlan, createKey, revokeKey } from '../../../api/access/key-store.ts';
import { CounterOwner } from '../../../api/cluster/counter-owner.ts';
import { channelPair } from '../cluster/in-memory-channel.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { accessControlsClosedAfterEach, accessOptions, fakeClock, refusalOf, tempDir } from './access-fixtures.ts';

/**
 * A route's check prepared once (`forRoute`, asked by remembered reads): what depends only on
 * the route and on the key's record is worked out once, and must follow what it came from at the
 * next request: a reload of the keys (revoked key, another plan), the end of the day, each plan's
 * own permission.
 */
const open = accessControlsClosedAfterEach();

const companyRoute = { path: '/v1/entreprises/1234567', routeId: 'entreprises.get', surface: 'api' } as const;
const webhooksRoute = { path: '/v1/webhooks', routeId: 'webhooks.list', surface: 'api' } as const;

/** A verdict known at once (counters in memory). */
function known(verdict: AccessCheckResult | Promise<AccessCheckResult>): AccessCheckResult {
  if (verdict instanceof Promise) throw new Error('expected a verdict known at once');
  return verdict;
}

/**
 * Two requests of a key not seen yet: the first finds it by its hash, the second among the keys
 * already seen (its recent slot); from the third, the prepared check finds its grant.
 */
function seenTwice(route: RouteAccess, key: string): void {
  route.check('GET', { 'x-api-key': key }, '203.0.113.7');
  route.check('GET', { 'x-api-key': key }, '203.0.113.7');
}

describe('a route check prepared once', () => {
  it('counts and answers as the check asked with the route', async () => {
    const options = accessOptions(tempDir(), { now: fakeClock('2026-11-21T10:00:00.000Z').now });
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const access = await open(options);
    const route = access.forRoute(companyRoute);
    const headers = { 'x-api-key': key };

    // The first request finds the key by its hash (the general check); the next ones by its grant.
    const answers = [route.check('GET', headers, '203.0.113.7'), route.check('HEAD', headers, '203.0.113.7'), route.check('GET', { 'x-api-key': [...key].join('') }, '203.0.113.7')];
    expect(answers.map((a) => (a as { headers: Record<string, string> }).headers)).toEqual([
      // Reset: 10:00 UTC is 21:00 in Nouméa (UTC+11), three hours to its midnight.
      { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '99', 'X-RateLimit-Reset': '10800' },
      { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '98', 'X-RateLimit-Reset': '10800' },
      { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '97', 'X-RateLimit-Reset': '10800' },
    ]);
    expect(answers[2]).toMatchObject({ ok: true, principal: { kind: 'key', planName: 'sandbox' } });
    // The general check counts on the same day: one more.
    expect(access.check({ method: 'GET', headers, ip: '203.0.113.7', ...companyRoute })).toMatchObject({ headers: { 'X-RateLimit-Remaining': '96' } });
  });

  it('refuses a key at the first request after the reload that revoked it', async () => {
    const options = accessOptions(tempDir());
    const created = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const access = await open(options);
    const route = access.forRoute(companyRoute);
    const headers = { 'x-api-key': created.key };
    seenTwice(route, created.key);
    expect(route.check('GET', headers, '203.0.113.7')).toMatchObject({ ok: true });

    await revokeKey(options.keysFile, created.record.id);
    access.keys.refresh();
    expect(refusalOf(known(route.check('GET', headers, '203.0.113.7')))).toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  it('applies a key’s new plan at the first request after the reload that changed it', async () => {
    const options = accessOptions(tempDir());
    const created = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const access = await open(options);
    const route = access.forRoute(companyRoute);
    const headers = { 'x-api-key': created.key };
    seenTwice(route, created.key);
    expect(route.check('GET', headers, '203.0.113.7')).toMatchObject({ headers: { 'X-RateLimit-Limit': '100', 'X-RateLimit-Remaining': '97' } });

    await changeKeyPlan({ keysFile: options.keysFile, plans: DEFAULT_PLANS, id: created.record.id, plan: 'pro' });
    access.keys.refresh();
    // Pro's day counts apart from sandbox's: its first request.
    expect(route.check('GET', headers, '203.0.113.7')).toMatchObject({ ok: true, headers: { 'X-RateLimit-Limit': '10000', 'X-RateLimit-Remaining': '9999' }, principal: { planName: 'pro' } });
  });

  it('starts the count again when the day ends in Nouméa', async () => {
    const clock = fakeClock('2026-11-21T12:59:59.000Z');
    const options = accessOptions(tempDir(), { now: clock.now });
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const access = await open(options);
    const route = access.forRoute(companyRoute);
    const headers = { 'x-api-key': key };
    seenTwice(route, key);
    expect(route.check('GET', headers, '203.0.113.7')).toMatchObject({ headers: { 'X-RateLimit-Remaining': '97', 'X-RateLimit-Reset': '1' } });

    // 13:00 UTC is midnight in Nouméa.
    clock.set('2026-11-21T13:00:00.000Z');
    expect(route.check('GET', headers, '203.0.113.7')).toMatchObject({ headers: { 'X-RateLimit-Remaining': '99', 'X-RateLimit-Reset': '86400' } });
    // Counted on the new day's count, the one the general check counts on too.
    expect(access.check({ method: 'GET', headers, ip: '203.0.113.7', ...companyRoute })).toMatchObject({ headers: { 'X-RateLimit-Remaining': '98' } });
  });

  it('asks each plan for the route, not the plan of the key seen first', async () => {
    const options = accessOptions(tempDir());
    const pro = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const sandbox = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const access = await open(options);
    const route = access.forRoute(webhooksRoute);
    seenTwice(route, pro.key);
    seenTwice(route, sandbox.key);

    expect(route.check('GET', { 'x-api-key': pro.key }, '203.0.113.7')).toMatchObject({ ok: true });
    expect(refusalOf(known(route.check('GET', { 'x-api-key': sandbox.key }, '203.0.113.7')))).toMatchObject({ status: 403, code: 'plan_forbidden' });
    // A refusal for the plan is not charged: sandbox's day is still whole.
    expect(access.forRoute(companyRoute).check('GET', { 'x-api-key': sandbox.key }, '203.0.113.7')).toMatchObject({ headers: { 'X-RateLimit-Remaining': '99' } });
  });

  it('counts each request once where the counts are another process’s (API workers)', async () => {
    const { worker, primary } = channelPair();
    new CounterOwner().serve(primary);
    const options = { ...accessOptions(tempDir()), counters: ipcCounters(worker) };
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const access = await open(options);
    const route = access.forRoute(companyRoute);
    const headers = { 'x-api-key': key };
    await route.check('GET', headers, '203.0.113.7');
    await route.check('GET', headers, '203.0.113.7');

    const counted = route.check('GET', headers, '203.0.113.7');
    expect(counted).toBeInstanceOf(Promise);
    expect(await counted).toMatchObject({ ok: true, headers: { 'X-RateLimit-Remaining': '97' } });
    expect(await access.check({ method: 'GET', headers, ip: '203.0.113.7', ...companyRoute })).toMatchObject({ headers: { 'X-RateLimit-Remaining': '96' } });
  });
});
