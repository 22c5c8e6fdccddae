import { setTimeout } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../../api/access/access-control.ts';
import { createKey } from '../../../api/access/key-store.ts';
import { ipcCounters } from '../../../api/access/ipc-counters.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { CounterOwner } from '../../../api/cluster/counter-owner.ts';
import { channelPair } from '../cluster/in-memory-channel.ts';
import type { AccessControl } from '../../../api/access/types.ts';
import { accessOptions, fakeClock, request, tempDir } from './access-fixtures.ts';
import { redisUnavailableReason, startRedisServer, type RedisServer } from './redis-server.ts';

const unavailable = redisUnavailableReason();

describe.skipIf(unavailable !== null)(`Redis mode${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let redis: RedisServer;
  const opened: AccessControl[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis?.stop();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((a) => a.close()));
  });

  async function instance(options: Parameters<typeof createAccessControl>[0]): Promise<AccessControl> {
    const access = await createAccessControl(options);
    opened.push(access);
    return access;
  }

  it('two instances on one Redis enforce one daily quota for a key', async () => {
    const dir = tempDir();
    const keyPrefix = `quota-${Date.now()}`;
    const options = accessOptions(dir, { redisUrl: redis.url, redisKeyPrefix: keyPrefix });
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' });
    const a = await instance(options);
    const b = await instance(options);

    const results = [];
    for (let i = 0; i < 100; i += 1) results.push(await (i % 2 ? b : a).check(request({ key })));
    expect(results.every((r) => r.ok)).toBe(true);
    const last = results.at(-1);
    expect(last?.ok && last.headers['X-RateLimit-Remaining']).toBe('0');
    for (const access of [a, b]) {
      const refused = await access.check(request({ key }));
      expect(refused.ok ? null : refused.problem.code).toBe('quota_exceeded');
    }

    // The counter really lives in Redis, under the prefix, expiring at Noumea midnight.
    const client = new Redis(redis.url);
    const keys = await client.keys(`${keyPrefix}:*`);
    expect(keys).toHaveLength(1);
    expect(await client.get(keys[0]!)).toBe('102');
    const ttl = await client.ttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(86_400);
    client.disconnect();
  });

  it('two instances share the anonymous hourly budget of an IP', async () => {
    const clock = fakeClock('2026-11-22T08:00:00Z');
    const options = accessOptions(tempDir(), { redisUrl: redis.url, redisKeyPrefix: `anon-${Date.now()}`, now: clock.now });
    const a = await instance(options);
    const b = await instance(options);
    for (let i = 0; i < 60; i += 1) expect((await (i % 2 ? b : a).check(request())).ok).toBe(true);
    const refused = await b.check(request());
    expect(refused.ok ? null : refused.problem).toMatchObject({ code: 'rate_limited', headers: { 'Retry-After': '3600' } });
    clock.set('2026-11-22T09:00:00Z');
    expect((await a.check(request())).ok).toBe(true);
  });

  it('counts in Redis, not in its primary, in an API worker given REDIS_URL: two hosts share one anonymous hour', async () => {
    const clock = fakeClock('2026-11-22T08:00:00Z');
    const options = accessOptions(tempDir(), { redisUrl: redis.url, redisKeyPrefix: `workers-${Date.now()}`, now: clock.now });
    // Two hosts, each the primary of its own worker (API_WORKERS): the primaries' counters are
    // one host's each, Redis is the only count both see.
    const workerOf = (primary: CounterOwner) => {
      const link = channelPair();
      primary.serve(link.primary);
      return instance({ ...options, counters: ipcCounters(link.worker) });
    };
    const a = await workerOf(new CounterOwner(clock.now));
    const b = await workerOf(new CounterOwner(clock.now));
    for (let i = 0; i < 60; i += 1) expect((await (i % 2 ? b : a).check(request())).ok).toBe(true);
    const refused = await a.check(request());
    expect(refused.ok ? null : refused.problem.code).toBe('rate_limited');
  });

  it('keeps counting in memory while Redis is down, and shares again once it is back', async () => {
    const logs: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });
    const options = accessOptions(tempDir(), { redisUrl: redis.url, redisKeyPrefix: `outage-${Date.now()}`, anonymousLimitPerHour: 3, logger });
    const access = await instance(options);
    expect((await access.check(request())).ok).toBe(true);

    await redis.stop();
    try {
      // During the outage the insurance limiter holds the limit per instance.
      const during = [];
      for (let i = 0; i < 4; i += 1) during.push(await access.check(request({ ip: '198.51.100.9' })));
      expect(during.map((r) => r.ok)).toEqual([true, true, true, false]);
      for (let attempts = 0; !logs.some((l) => l.includes('redis unreachable')) && attempts < 100; attempts += 1) await setTimeout(50);
      expect(logs.some((l) => l.includes('"level":40') && l.includes('redis unreachable'))).toBe(true);
    } finally {
      await redis.restart();
    }
    for (let attempts = 0; !logs.some((l) => l.includes('redis reachable again')) && attempts < 200; attempts += 1) await setTimeout(50);
    expect(logs.some((l) => l.includes('redis reachable again'))).toBe(true);
    // Back on Redis: a fresh server, so the count starts again from there.
    const after = await access.check(request({ ip: '198.51.100.10' }));
    expect(after.ok && after.headers['X-RateLimit-Remaining']).toBe('2');
    const client = new Redis(redis.url);
    expect(await client.keys(`${options.redisKeyPrefix}:*`)).toHaveLength(1);
    client.disconnect();
  });

  it('starts with Redis unreachable: warns, counts in memory, answers at once', async () => {
    const logs: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => logs.push(line) });
    const down = await startRedisServer();
    await down.stop();
    const access = await instance({ ...accessOptions(tempDir(), { redisUrl: down.url, anonymousLimitPerHour: 2 }), logger });
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await access.check(request())).ok);
    expect(results).toEqual([true, true, false]);
    expect(logs.some((l) => l.includes('"level":40') && l.includes('redis unreachable'))).toBe(true);
  });
});
