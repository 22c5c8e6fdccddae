import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { readManifest } from '../../publish/snapshot/manifest.ts';
import { startReceiver, type Receiver } from '../webhooks/webhook-harness.ts';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { request } from './helpers/http-request.ts';
import { parsePrometheusText, type Exposition } from './helpers/prometheus-text.ts';
import { publishWarehouse, serveStore, tempStore, type ServedStore } from './helpers/store-server.ts';

/**
 * GET /metrics: what an operator's Prometheus scrapes from one API process, read
 * here from a real server the way Prometheus reads it (the text exposition format).
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function scrape(served: ServedStore, headers: Record<string, string> = {}): Promise<Exposition> {
  const res = await request(served.baseUrl, '/metrics', { headers });
  expect(res.status, res.text).toBe(200);
  expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  return parsePrometheusText(res.text);
}

describe('GET /metrics', () => {
  it('counts requests by route and status, times them, names the snapshot served and its age, counts quota refusals and webhook deliveries', async () => {
    const temp = tempStore();
    cleanups.push(temp.cleanup);
    const warehouse = await createTempWarehouse();
    cleanups.push(() => warehouse.cleanup());
    await fillApiFixture(warehouse.warehouse, 20);
    await publishWarehouse(temp.store, warehouse.warehouse, '2026-11-21T02:00:00Z');
    const receiver: Receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    const { key } = await createKey({ keysFile: path.join(temp.dir, 'keys.json'), plans: DEFAULT_PLANS, plan: 'equipe' });
    const served = await serveStore({
      ...temp,
      env: { ANONYMOUS_LIMIT_PER_HOUR: '2', WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true' },
      webhooks: { workerPollMs: 100 },
    });
    cleanups.push(() => served.close());
    const withKey = { 'x-api-key': key };

    // Anonymous: two served, the third refused (429).
    expect((await served.call('/v1/entreprises/1234567001')).status).toBe(200);
    expect((await served.call('/v1/entreprises/1234567001')).status).toBe(200);
    expect((await served.call('/v1/entreprises/1234567001')).status).toBe(429);
    expect((await served.call('/v1/entreprises/9999999999', { headers: withKey })).status).toBe(404);
    expect((await served.call('/v1/annonces?limit=5', { headers: withKey })).status).toBe(200);
    const subscribed = await served.call('/v1/webhooks', {
      method: 'POST',
      headers: { ...withKey, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, ridets: ['1234567001'] }),
    });
    expect(subscribed.status, subscribed.text).toBe(201);

    // The next night brings an announcement about the watched company: one delivery.
    await insertAnnouncement(warehouse.warehouse, {
      id: 'nuit-suivante', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: '2026-11-21',
    });
    await derive(warehouse.warehouse);
    const second = await publishWarehouse(temp.store, warehouse.warehouse, new Date().toISOString());
    await expect.poll(() => receiver.requests.length, { timeout: 20_000, interval: 100 }).toBe(1);
    await expect.poll(async () => (await served.call('/v1/annonces?limit=1', { headers: withKey })).headers['x-snapshot'], { timeout: 10_000 }).toBe(second.snapshotId);

    // Scraped by an address whose anonymous quota is spent: /metrics is outside /v1 and its quotas.
    let metrics = await scrape(served);
    await expect.poll(async () => (metrics = await scrape(served)).value('annonces_webhooks_attempts_total', { outcome: 'delivered' }), { timeout: 10_000 }).toBe(1);

    expect(metrics.types.get('annonces_api_requests_total')).toBe('counter');
    expect(metrics.value('annonces_api_requests_total', { route: 'entreprises.get', status: '200' })).toBe(2);
    expect(metrics.value('annonces_api_requests_total', { route: 'entreprises.get', status: '429' })).toBe(1);
    expect(metrics.value('annonces_api_requests_total', { route: 'entreprises.get', status: '404' })).toBe(1);
    expect(metrics.value('annonces_api_requests_total', { route: 'webhooks.create', status: '201' })).toBe(1);
    expect(metrics.value('annonces_api_requests_total', { route: 'annonces.list', status: '200' })).toBeGreaterThanOrEqual(2);

    expect(metrics.types.get('annonces_api_request_duration_seconds')).toBe('histogram');
    const count = metrics.value('annonces_api_request_duration_seconds_count', { route: 'entreprises.get' });
    expect(count).toBe(4);
    expect(metrics.value('annonces_api_request_duration_seconds_bucket', { route: 'entreprises.get', le: '+Inf' })).toBe(4);
    const buckets = metrics.all('annonces_api_request_duration_seconds_bucket', { route: 'entreprises.get' }).map((s) => s.value);
    expect(buckets).toEqual([...buckets].sort((a, b) => a - b));
    expect(metrics.value('annonces_api_request_duration_seconds_sum', { route: 'entreprises.get' })).toBeGreaterThan(0);

    expect(metrics.value('annonces_api_snapshot_info', { snapshot: second.snapshotId })).toBe(1);
    expect(metrics.all('annonces_api_snapshot_info')).toHaveLength(1);
    const createdAt = Date.parse((await readManifest(temp.store, second.snapshotId)).manifest.createdAt);
    const age = metrics.value('annonces_api_snapshot_age_seconds', { snapshot: second.snapshotId })!;
    expect(Math.abs(age - (Date.now() - createdAt) / 1000)).toBeLessThan(60);

    expect(metrics.value('annonces_api_quota_rejections_total', { code: 'rate_limited' })).toBe(1);
    expect(metrics.value('annonces_webhooks_queue_depth')).toBe(0);
    expect(metrics.value('annonces_webhooks_attempts_total', { outcome: 'failed' })).toBe(0);
    expect(metrics.value('annonces_webhooks_deliveries', { state: 'succeeded' })).toBe(1);
    expect(metrics.value('annonces_api_body_cache_entries')).toBeGreaterThan(0);
    expect(metrics.value('annonces_api_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    const temp = tempStore();
    cleanups.push(temp.cleanup);
    const served = await serveStore({ ...temp, env: { METRICS_TOKEN: 'jeton-de-test' } });
    cleanups.push(() => served.close());
    const refused = await request(served.baseUrl, '/metrics');
    expect(refused.status).toBe(401);
    expect(refused.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect((await request(served.baseUrl, '/metrics', { headers: { authorization: 'Bearer autre' } })).status).toBe(401);
    const metrics = await scrape(served, { authorization: 'Bearer jeton-de-test' });
    // Nothing published yet: no snapshot served, so neither its id nor its age.
    expect(metrics.all('annonces_api_snapshot_info')).toEqual([]);
    expect(metrics.all('annonces_api_snapshot_age_seconds')).toEqual([]);
  });
});
