import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../../api/access/access-control.ts';
import { createKey } from '../../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import type { AccessControl } from '../../../api/access/types.ts';
import { coreApp } from '../helpers/core-app.ts';
import { createHttpServer, type ApiHttpServer } from '../../../api/http-server.ts';
import { accessOptions, tempDir } from './access-fixtures.ts';
import { redisUnavailableReason, startRedisServer, type RedisServer } from './redis-server.ts';

const unavailable = redisUnavailableReason();

describe.skipIf(unavailable !== null)(`two API servers on one Redis${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let redis: RedisServer;
  const servers: Array<{ http: ApiHttpServer; access: AccessControl; base: string }> = [];
  let key = '';

  beforeAll(async () => {
    redis = await startRedisServer();
    const options = accessOptions(tempDir(), { redisUrl: redis.url, redisKeyPrefix: 'e2e' });
    key = (await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'sandbox' })).key;
    for (let i = 0; i < 2; i += 1) {
      // Two separate instances: each its own access control, Redis client and HTTP server.
      const access = await createAccessControl(options);
      const http = createHttpServer(coreApp({ snapshots: { current: null }, access }));
      await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
      servers.push({ http, access, base: `http://127.0.0.1:${(http.server.address() as AddressInfo).port}` });
    }
  });

  afterAll(async () => {
    for (const { http, access } of servers) {
      await http.shutdown(1_000);
      await access.close();
    }
    await redis?.stop();
  });

  it('enforce one daily quota for a key across both, with limit headers on every response', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const res = await fetch(`${servers[i % 2]!.base}/v1/openapi.json`, { headers: { 'x-api-key': key } });
      await res.arrayBuffer();
      statuses.push(res.status);
      expect(res.headers.get('x-ratelimit-limit')).toBe('100');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(99 - i));
      expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));

    for (const { base } of servers) {
      const res = await fetch(`${base}/v1/annonces`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(429);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
      const body = (await res.json()) as { code: string; detail: string };
      expect(body.code).toBe('quota_exceeded');
      expect(body.detail).toContain('100 requêtes par jour');
    }
  });

  it('answer 401 invalid_api_key as problem+json for an unknown key', async () => {
    const res = await fetch(`${servers[0]!.base}/v1/openapi.json`, { headers: { 'x-api-key': `anc_live_${'C'.repeat(43)}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(((await res.json()) as { code: string }).code).toBe('invalid_api_key');
  });
});
