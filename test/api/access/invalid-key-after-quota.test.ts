import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempWarehouse, fillApiFixture } from '../helpers/fixture-warehouse.ts';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from '../helpers/store-server.ts';

/**
 * A client whose address has spent its anonymous quota and who then sends a wrong key
 * must learn that the key is wrong (401), not be told to wait an hour (429).
 */

let served: ServedStore;
let temp: ReturnType<typeof tempStore>;

beforeAll(async () => {
  temp = tempStore();
  const warehouse = await createTempWarehouse();
  try {
    await fillApiFixture(warehouse.warehouse, 0);
    await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-21T02:00:00Z');
  } finally {
    warehouse.cleanup();
  }
  served = await serveStore({ ...temp, env: { ANONYMOUS_LIMIT_PER_HOUR: '2' } });
}, 60_000);

afterAll(async () => {
  await served?.close();
  temp?.cleanup();
});

describe('a bad key once the anonymous quota of the address is spent', () => {
  it('is answered 401 invalid_api_key, while the same address without a key gets 429', async () => {
    expect((await served.call('/v1/entreprises/1234567001')).status).toBe(200);
    expect((await served.call('/v1/entreprises/1234567001')).status).toBe(200);
    const anonymous = await served.call('/v1/entreprises/1234567001');
    expect(anonymous.status).toBe(429);
    expect(anonymous.json.code).toBe('rate_limited');

    const badKeys: Array<Record<string, string>> = [{ 'x-api-key': `anc_live_${'A'.repeat(43)}` }, { authorization: 'Bearer pas-une-cle' }];
    for (const headers of badKeys) {
      const res = await served.call('/v1/entreprises/1234567001', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers['content-type']).toBe('application/problem+json');
      expect(res.json.code).toBe('invalid_api_key');
      expect(res.headers['www-authenticate']).toContain('invalid_token');
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
      expect(res.headers['retry-after']).toBeUndefined();
    }
  });
});
