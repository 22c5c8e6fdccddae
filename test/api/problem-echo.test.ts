import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PARAMETER_ERRORS, SHOWN_INSTANCE_CHARS, SHOWN_NAME_CHARS } from '../../api/problem.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';
import { startWebhookApi, type WebhookApi } from '../webhooks/webhook-harness.ts';

/**
 * What an error repeats of the request is cut, whatever the route: a 5 000-character webhook
 * id does not come back whole in its 404 (`instance` is the path).
 */

const LONG = 'a'.repeat(5_000);

describe('what a problem echoes of the request', () => {
  let api: RunningApi;
  let webhooks: WebhookApi;
  beforeAll(async () => {
    api = await startApi({ snapshot: await fixtureSnapshot() });
    webhooks = await startWebhookApi();
  });
  afterAll(async () => {
    await api.close();
    await webhooks.close();
  });

  it('cuts a 5 000-character webhook id in the 404', async () => {
    for (const target of [`/v1/webhooks/wh_${LONG}`, `/v1/webhooks/wh_${LONG}/deliveries`]) {
      const res = await webhooks.call('GET', target);
      expect(res.status).toBe(404);
      expect(res.json.code).toMatch(/^(webhook_not_found|not_found)$/);
      expect(res.text).not.toContain('a'.repeat(300));
      expect(res.json.instance.length).toBeLessThanOrEqual(SHOWN_INSTANCE_CHARS + 1);
      expect(res.raw.length).toBeLessThan(1_000);
    }
  });

  it('cuts a long path in a 404, and a long RIDET in a 400', async () => {
    for (const target of [`/v1/${LONG}`, `/v1/entreprises/${LONG}`, `/v1/entreprises/${LONG}.atom`]) {
      const res = await api.call(target);
      expect([400, 404]).toContain(res.status);
      expect(res.text).not.toContain('a'.repeat(300));
      expect(res.json.instance).toBe(`${target.slice(0, SHOWN_INSTANCE_CHARS)}…`);
    }
  });

  it('cuts long parameter names and lists at most the first errors', async () => {
    const long = await api.call(`/v1/annonces?${LONG}=1`);
    expect(long.status).toBe(400);
    expect(long.json.errors).toEqual([{ name: `${'a'.repeat(SHOWN_NAME_CHARS)}…`, detail: expect.any(String) }]);
    expect(long.text).not.toContain('a'.repeat(300));

    const many = Array.from({ length: 500 }, (_, i) => `p${i}=1`).join('&');
    const res = await api.call(`/v1/annonces?${many}`);
    expect(res.status).toBe(400);
    expect(res.json.errors).toHaveLength(MAX_PARAMETER_ERRORS);
    expect(res.json.detail).toContain(`${MAX_PARAMETER_ERRORS} premières erreurs sur 500`);
    expect(res.raw.length).toBeLessThan(10_000);
  });
});
