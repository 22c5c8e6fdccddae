import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../../api/access/access-control.ts';
import { createKey } from '../../../api/access/key-store.ts';
import { DEFAULT_PLANS, type PlansConfig } from '../../../api/access/plans.ts';
import type { AccessControl } from '../../../api/access/types.ts';
import { accessOptions, fakeClock, request, tempDir } from './access-fixtures.ts';
import { redisUnavailableReason, startRedisServer, type RedisServer } from './redis-server.ts';

const unavailable = redisUnavailableReason();

const MINI: PlansConfig = {
  anonymous: DEFAULT_PLANS.anonymous,
  plans: { ...DEFAULT_PLANS.plans, mini: { requestsPerDay: 3, webhooks: 0, signedWebhooks: false, routes: ['*'] } },
};

function capture() {
  const lines: Array<{ level: number; msg: string }> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines, messages: (level: number) => lines.filter((l) => l.level === level).map((l) => l.msg) };
}

describe.skipIf(unavailable !== null)(`counters when Redis is down or stalled${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let redis: RedisServer;
  const opened: AccessControl[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    redis?.resume();
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

  it('a key that spent its quota before the outage stays refused on every instance during it', async () => {
    const dir = tempDir();
    const options = accessOptions(dir, { redisUrl: redis.url, redisKeyPrefix: `spent-${Date.now()}`, plans: MINI });
    const { key } = await createKey({ keysFile: options.keysFile, plans: MINI, plan: 'mini' });
    const a = await instance(options);
    const b = await instance(options);
    const codes = async (access: AccessControl) => {
      const verdict = await access.check(request({ key }));
      return verdict.ok ? 'ok' : verdict.problem.code;
    };
    expect([await codes(a), await codes(a), await codes(b), await codes(a), await codes(b)]).toEqual(['ok', 'ok', 'ok', 'quota_exceeded', 'quota_exceeded']);

    await redis.stop();
    try {
      // Before: each instance counted from zero in its own memory, and the key got 3 more per instance.
      expect([await codes(a), await codes(b), await codes(a), await codes(b)]).toEqual(['quota_exceeded', 'quota_exceeded', 'quota_exceeded', 'quota_exceeded']);
    } finally {
      await redis.restart();
    }
  });

  it('logs a stalled Redis when counting leaves it, and again when it is shared once more', async () => {
    const clock = fakeClock('2026-11-22T08:00:00Z');
    const { logger, messages } = capture();
    const prefix = `stall-${Date.now()}`;
    const access = await instance(accessOptions(tempDir(), { redisUrl: redis.url, redisKeyPrefix: prefix, redisTimeoutMs: 200, anonymousLimitPerHour: 50, logger, now: clock.now }));
    expect((await access.check(request())).ok).toBe(true);
    redis.pause();
    try {
      // Redis accepts the connection but answers nothing: each command times out after 200 ms.
      for (let i = 0; i < 5; i += 1) expect((await access.check(request())).ok).toBe(true);
      expect(messages(40).filter((m) => m.includes('slower than REDIS_TIMEOUT_MS'))).toHaveLength(1);
    } finally {
      redis.resume();
    }
    clock.set('2026-11-22T08:00:06Z');
    const back = await access.check(request());
    expect(messages(30)).toContain('redis counters answer again: counts are shared');
    // Counted in Redis again (the requests served locally during the stall are not replayed there).
    const client = new Redis(redis.url);
    const [counterKey] = await client.keys(`${prefix}:*`);
    const shared = Number(await client.get(counterKey!));
    client.disconnect();
    expect(back.ok && back.headers['X-RateLimit-Remaining']).toBe(String(50 - shared));
  });

  it('answers 503 quota_unavailable, with Retry-After, for a plan that refuses to count locally', async () => {
    const plans: PlansConfig = { anonymous: { ...DEFAULT_PLANS.anonymous, outage: 'refuse' }, plans: DEFAULT_PLANS.plans };
    const dir = tempDir();
    const options = accessOptions(dir, { redisUrl: redis.url, redisKeyPrefix: `refuse-${Date.now()}`, plans });
    const { key } = await createKey({ keysFile: options.keysFile, plans, plan: 'pro' });
    const access = await instance(options);
    expect((await access.check(request())).ok).toBe(true);
    await redis.stop();
    try {
      const anonymous = await access.check(request());
      expect(anonymous.ok ? null : anonymous.problem).toMatchObject({ status: 503, code: 'quota_unavailable', headers: { 'Retry-After': expect.stringMatching(/^\d+$/) } });
      // The pro plan keeps the default policy and counts locally.
      expect((await access.check(request({ key }))).ok).toBe(true);
    } finally {
      await redis.restart();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('warns at start-up, and once when a request arrives without X-Forwarded-For', async () => {
    const { logger, messages } = capture();
    const access = await createAccessControl({ ...accessOptions(tempDir(), { trustProxy: 1 }), logger });
    try {
      expect(messages(40).filter((m) => m.startsWith('TRUST_PROXY is set'))).toHaveLength(1);
      await access.check(request({ headers: { 'x-forwarded-for': '198.51.100.20' } }));
      expect(messages(40)).toHaveLength(1);
      await access.check(request());
      await access.check(request());
      expect(messages(40).filter((m) => m.includes('without X-Forwarded-For'))).toHaveLength(1);
    } finally {
      await access.close();
    }
  });
});
