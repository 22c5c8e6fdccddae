import fs from 'node:fs';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createAccessControl } from '../../../api/access/access-control.ts';
import { createKey, revokeKey } from '../../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { accessControlsClosedAfterEach, accessOptions, fakeClock, refusalOf, request, tempDir } from './access-fixtures.ts';

const open = accessControlsClosedAfterEach();

const problem = refusalOf;

describe('anonymous access', () => {
  it('allows 60 requests per hour per IP, then answers 429 rate_limited with Retry-After', async () => {
    const clock = fakeClock('2026-11-22T08:15:30Z');
    const access = await open({ ...accessOptions(tempDir()), now: clock.now });
    for (let i = 1; i <= 60; i += 1) {
      const result = await access.check(request());
      expect(result.ok).toBe(true);
      if (result.ok) {
        expect(result.headers).toEqual({ 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': String(60 - i), 'X-RateLimit-Reset': String(44 * 60 + 30) });
        expect(result.principal).toEqual({ kind: 'anonymous', clientId: '203.0.113.7' });
      }
    }
    const refused = problem(await access.check(request()));
    expect(refused).toMatchObject({ status: 429, code: 'rate_limited', title: 'Trop de requêtes' });
    expect(refused.detail).toContain('60 requêtes par heure');
    expect(refused.headers).toMatchObject({ 'Retry-After': String(44 * 60 + 30), 'X-RateLimit-Remaining': '0', 'X-RateLimit-Limit': '60' });

    // Another client has its own budget; the same client gets a fresh one at the next hour.
    expect((await access.check(request({ ip: '203.0.113.8' }))).ok).toBe(true);
    clock.set('2026-11-22T09:00:00Z');
    const next = await access.check(request());
    expect(next.ok && next.headers['X-RateLimit-Remaining']).toBe('59');
  });

  it('counts behind a trusted proxy by the forwarded address, and ignores it otherwise', async () => {
    const trusting = await open({ ...accessOptions(tempDir()), anonymousLimitPerHour: 1, trustProxy: 1 });
    const via = (client: string) => request({ ip: '10.0.0.2', headers: { 'x-forwarded-for': client } });
    expect((await trusting.check(via('198.51.100.1'))).ok).toBe(true);
    expect((await trusting.check(via('198.51.100.2'))).ok).toBe(true);
    expect(problem(await trusting.check(via('198.51.100.1'))).code).toBe('rate_limited');

    const direct = await open({ ...accessOptions(tempDir()), anonymousLimitPerHour: 1 });
    expect((await direct.check(via('198.51.100.1'))).ok).toBe(true);
    expect(problem(await direct.check(via('198.51.100.2'))).code).toBe('rate_limited');
  });

  it('answers 401 api_key_required on a route reserved to keys, without charging it', async () => {
    const access = await open(accessOptions(tempDir()));
    const refused = problem(await access.check(request({ method: 'POST', path: '/v1/webhooks', routeId: 'webhooks' })));
    expect(refused).toMatchObject({ status: 401, code: 'api_key_required' });
    expect(refused.headers['WWW-Authenticate']).toMatch(/^Bearer/);
    expect(refused.headers['X-RateLimit-Remaining']).toBe('60');
  });

  it('counts unmatched paths (the app answers 404) like any request', async () => {
    const access = await open(accessOptions(tempDir()));
    const result = await access.check(request({ path: '/v1/nope', routeId: null }));
    expect(result.ok && result.headers['X-RateLimit-Remaining']).toBe('59');
  });
});

describe('keyed access', () => {
  it('accepts X-API-Key and Authorization: Bearer alike, on the plan daily quota', async () => {
    const dir = tempDir();
    const options = accessOptions(dir);
    const { key, record } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'veille' });
    const clock = fakeClock('2026-11-22T12:00:00Z'); // 23:00 in Noumea
    const access = await open({ ...options, now: clock.now });

    const viaHeader = await access.check(request({ key }));
    expect(viaHeader).toMatchObject({ ok: true, headers: { 'X-RateLimit-Limit': '1000', 'X-RateLimit-Remaining': '999', 'X-RateLimit-Reset': '3600' } });
    expect(viaHeader.ok && viaHeader.principal).toMatchObject({ kind: 'key', keyId: record.id, planName: 'veille' });
    const viaBearer = await access.check(request({ headers: { authorization: `Bearer ${key}` } }));
    expect(viaBearer.ok && viaBearer.headers['X-RateLimit-Remaining']).toBe('998');
  });

  it('answers 429 quota_exceeded after the plan quota, until 00:00 Pacific/Noumea', async () => {
    const options = accessOptions(tempDir());
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const clock = fakeClock('2026-11-22T12:59:00Z'); // 23:59 in Noumea
    const access = await open({ ...options, now: clock.now });
    for (let i = 0; i < 100; i += 1) expect((await access.check(request({ key }))).ok).toBe(true);

    const refused = problem(await access.check(request({ key })));
    expect(refused).toMatchObject({ status: 429, code: 'quota_exceeded', title: 'Quota journalier épuisé' });
    expect(refused.detail).toContain('« sandbox »');
    expect(refused.detail).toContain('100 requêtes par jour');
    expect(refused.headers).toMatchObject({ 'Retry-After': '60', 'X-RateLimit-Reset': '60', 'X-RateLimit-Remaining': '0' });
    // A keyed client is not held to the anonymous hour, nor does it spend the IP's budget.
    expect((await access.check(request())).ok).toBe(true);

    clock.set('2026-11-22T12:59:59.500Z');
    expect(problem(await access.check(request({ key }))).headers['Retry-After']).toBe('1');
    clock.set('2026-11-22T13:00:00Z'); // 00:00 on 23 November in Noumea
    expect(await access.check(request({ key }))).toMatchObject({ ok: true, headers: { 'X-RateLimit-Remaining': '99', 'X-RateLimit-Reset': '86400' } });
  });

  it('counts X-RateLimit-Reset down second by second for a key, the same within a second', async () => {
    const options = accessOptions(tempDir());
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const clock = fakeClock('2026-11-22T12:59:50Z'); // 23:59:50 in Noumea: 10 s before the day ends
    const access = await open({ ...options, now: clock.now });
    const reset = async () => {
      const result = await access.check(request({ key }));
      return result.ok ? result.headers['X-RateLimit-Reset'] : 'refused';
    };
    expect(await reset()).toBe('10');
    clock.set('2026-11-22T12:59:50.900Z');
    expect(await reset()).toBe('10');
    clock.set('2026-11-22T12:59:51Z');
    expect(await reset()).toBe('9');
    clock.set('2026-11-22T12:59:59.001Z');
    expect(await reset()).toBe('1');
    clock.set('2026-11-22T13:00:00Z');
    expect(await reset()).toBe('86400');
  });

  it('answers 403 plan_forbidden for a route outside the plan, naming the plans that have it', async () => {
    const options = accessOptions(tempDir());
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const pro = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const access = await open(options);
    const refused = problem(await access.check(request({ key, method: 'POST', path: '/v1/webhooks', routeId: 'webhooks' })));
    expect(refused).toMatchObject({ status: 403, code: 'plan_forbidden' });
    expect(refused.detail).toContain('POST /v1/webhooks');
    expect(refused.detail).toContain('pro, equipe, enterprise');
    expect(refused.headers['X-RateLimit-Remaining']).toBe('100');
    expect((await access.check(request({ key: pro.key, method: 'POST', path: '/v1/webhooks', routeId: 'webhooks' }))).ok).toBe(true);
  });

  it('answers 401 invalid_api_key for unknown, malformed and revoked keys, charged to the IP', async () => {
    const options = accessOptions(tempDir());
    const { key, record } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    await revokeKey(options.keysFile, record.id);
    const access = await open({ ...options, anonymousLimitPerHour: 3 });

    const revoked = problem(await access.check(request({ key })));
    expect(revoked).toMatchObject({ status: 401, code: 'invalid_api_key', title: "Clé d'API invalide", detail: "Cette clé d'API a été révoquée." });
    expect(revoked.headers['WWW-Authenticate']).toContain('invalid_token');
    expect(problem(await access.check(request({ key: `anc_live_${'A'.repeat(43)}` }))).detail).toBe("Cette clé d'API est inconnue.");
    expect(problem(await access.check(request({ headers: { authorization: 'Basic dXNlcjpwYXNz' } }))).detail).toContain('Bearer');
    // Key guessing spends the anonymous budget of the IP: a request without a key is now refused...
    expect(problem(await access.check(request())).code).toBe('rate_limited');
    // ...but a bad key is still judged first: 401 says what to fix, where 429 would say to wait.
    const spent = problem(await access.check(request({ key: 'guess' })));
    expect(spent).toMatchObject({ status: 401, code: 'invalid_api_key' });
    expect(spent.headers).toMatchObject({ 'X-RateLimit-Remaining': '0' });
  });

  it('rejects a key revoked while it runs, within the reload delay, without a restart', async () => {
    const options = accessOptions(tempDir(), { keysReloadSeconds: 0.1 });
    const access = await open(options);
    const { key, record } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'equipe' });

    let attempts = 0;
    let result = await access.check(request({ key }));
    for (; !result.ok && attempts < 100; attempts += 1) {
      await setTimeout(50);
      result = await access.check(request({ key }));
    }
    expect(result.ok, 'a key created while running must be accepted without restart').toBe(true);

    await revokeKey(options.keysFile, record.id);
    for (attempts = 0; result.ok && attempts < 100; attempts += 1) {
      await setTimeout(50);
      result = await access.check(request({ key }));
    }
    expect(problem(result).code).toBe('invalid_api_key');
  });

  it('keeps serving the last good keys when the file is broken while running, and refuses to start on it', async () => {
    const options = accessOptions(tempDir(), { keysReloadSeconds: 0.05 });
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const logs: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });
    const access = await open({ ...options, logger });
    fs.writeFileSync(options.keysFile, '{"version": 1, "keys": [');
    for (let attempts = 0; !logs.some((l) => l.includes('api keys file unreadable')) && attempts < 100; attempts += 1) await setTimeout(50);
    expect(logs.filter((l) => l.includes('api keys file unreadable'))).toHaveLength(1);
    expect((await access.check(request({ key }))).ok).toBe(true);
    await expect(createAccessControl(options)).rejects.toMatchObject({ code: 'keys_file_invalid' });
  });

  it('refuses a key whose plan has left the configuration', async () => {
    const options = accessOptions(tempDir());
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'veille' });
    const { veille: _gone, ...rest } = DEFAULT_PLANS.plans;
    const access = await open({ ...options, plans: { ...DEFAULT_PLANS, plans: rest } });
    expect(problem(await access.check(request({ key })))).toMatchObject({ status: 403, code: 'plan_forbidden' });
  });

  it('creates the keys file location lazily: no file means anonymous only', async () => {
    const dir = tempDir();
    const access = await open(accessOptions(dir));
    expect(fs.existsSync(path.join(dir, 'keys.json'))).toBe(false);
    expect(problem(await access.check(request({ key: `anc_live_${'B'.repeat(43)}` }))).code).toBe('invalid_api_key');
  });
});
