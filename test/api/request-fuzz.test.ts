import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../api/access/access-control.ts';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { openSqliteWebhookStore } from '../../webhooks/state/sqlite-webhook-store.ts';
import { startWebhooks } from '../../webhooks/start-webhooks.ts';
import { webhookRoutes } from '../../webhooks/webhook-routes.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import { accessOptions } from './access/access-fixtures.ts';
import { LOCAL_WEBHOOK_SETTINGS } from '../webhooks/webhook-harness.ts';
import type { App } from '../../api/app.ts';
import { coreApp } from './helpers/core-app.ts';
import { fixtureSnapshot } from './helpers/api-harness.ts';

// Fuzzed requests against the app: whatever the method, path, query or headers, the
// answer is never a 5xx, never a stack trace, and an error on /v1 is a problem+json with a code.
// FUZZ_RUNS=<n> (npm run test:soak) sends many more.
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);

let app: App;
let ridet: string;
const keys: string[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
// The app as production wires it: real keys and access control, webhook state on SQLite.
beforeAll(async () => {
  const snapshot = await fixtureSnapshot('20261121T020000Z', 50);
  const someCompany = [...snapshot.files.keys()].find((p) => p.startsWith('entreprises/'))!;
  ridet = /entreprises\/(\d{10})\.json/.exec(someCompany)![1]!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-fuzz-'));
  for (const plan of Object.keys(DEFAULT_PLANS.plans)) keys.push((await createKey({ keysFile: path.join(dir, 'keys.json'), plans: DEFAULT_PLANS, plan })).key);
  const access = await createAccessControl(accessOptions(dir, { anonymousLimitPerHour: 1_000_000, pagesLimitPerHour: 0 }));
  const runtime = await startWebhooks({
    settings: LOCAL_WEBHOOK_SETTINGS,
    snapshots: new MemoryStore(),
    emitterPollMs: 0,
    workerPollMs: 0,
    state: openSqliteWebhookStore(path.join(dir, 'webhooks.sqlite')),
  });
  cleanups.push(() => runtime.close(), () => access.close(), () => fs.rmSync(dir, { recursive: true, force: true }));
  app = coreApp({ snapshots: { current: snapshot }, access, routes: webhookRoutes(runtime.service) });
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const junk = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  fc.constantFrom('', '%', '%zz', '%00', '%E9', '..', '../..', '%2e%2e%2f', '\u0000', 'é', '\ud800', ' ', '+', '&', '=', '#', '?', '[]', '1e9', '-1', '0', '99999999999999999999'),
  fc.stringMatching(/^[0-9 .\-/]{0,16}$/),
);
const value = fc.oneof(junk, fc.constantFrom('creation', 'procedure', 'JONC', 'LNC', '2026-01-01', '2026-02-30', '20', '100', '101', 'abc'));
// Encoded as a client would, or sent raw (lone surrogates cannot be encoded: raw then).
const encoded = (text: string, encode: boolean) => {
  if (!encode) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    return text;
  }
};
const query = fc
  .array(fc.tuple(fc.constantFrom('type', 'source', 'since', 'limit', 'cursor', 'q', 'ridet', 'ridets', 'theme', 'x'), value, fc.boolean()), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v, encode]) => `${k}=${encoded(v, encode)}`).join('&'));
const requestPath = fc.oneof(
  fc.constantFrom('/v1/annonces', '/v1/search', '/v1/openapi.json', '/healthz', '/readyz', '/widget.html', '/entreprise.html', '/v1/annonces.atom', '/v1', '/', '/v1/webhooks'),
  junk.map((j) => `/v1/webhooks/${j}`),
  junk.map((j) => `/v1/webhooks/${j}/deliveries`),
  fc.tuple(junk, junk).map(([a, b]) => `/v1/webhooks/${a}/deliveries/${b}/redeliver`),
  junk.map((j) => `/v1/webhooks/${j}/rotate-secret`),
  junk.map((j) => `/v1/webhooks/${j}/test`),
  junk.map((j) => `/v1/entreprises/${j}`),
  junk.map((j) => `/v1/entreprises/${j}.atom`),
  fc.constant(null).map(() => `/v1/entreprises/${ridet}`),
  junk.map((j) => `/${j}`),
  fc.string({ maxLength: 60 }).map((s) => `/v1/${s}`),
);
const target = fc.tuple(requestPath, query, fc.boolean()).map(([p, q, withQuery]) => (withQuery ? `${p}?${q}` : p));
const headers = fc.record(
  {
    'accept-encoding': fc.constantFrom('br', 'gzip', 'br, gzip', 'deflate', '*', 'identity;q=0', 'x'),
    'if-none-match': fc.oneof(junk, fc.constant('*'), fc.constant('W/"x"')),
    'x-api-key': fc.oneof(junk, fc.constant(null).map(() => keys[0]!), fc.nat({ max: 4 }).map((i) => keys[i]!)),
    authorization: fc.oneof(junk.map((j) => `Bearer ${j}`), junk),
    origin: fc.constantFrom('https://example.org', 'null', ''),
    'content-type': fc.constantFrom('application/json', 'text/plain', ''),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(''),
  fc.string({ maxLength: 200 }),
  fc.record({ url: fc.oneof(junk, fc.constant('https://example.org/hook'), fc.constant('http://127.0.0.1/x')), ridets: fc.array(fc.oneof(junk, fc.constant('1234567001')), { maxLength: 4 }), description: junk }, { requiredKeys: [] }).map((o) => JSON.stringify(o)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
).map((text) => Buffer.from(text));
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'OPTIONS', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'get', 'FOO');

describe('fuzzed requests', () => {
  it('never get a 5xx nor a stack trace; errors on /v1 are problems with a code', async () => {
    await fc.assert(
      fc.asyncProperty(method, target, headers, body, async (m, url, h, payload) => {
        const response = await app.handle({ method: m, url, headers: h, ip: '203.0.113.9', bodyBytes: payload.length, body: payload });
        expect(response.status, `${m} ${url}`).toBeLessThan(500);
        const text = response.body.toString('latin1');
        expect(text).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
        const contentType = response.headers['content-type'] ?? response.headers['Content-Type'] ?? '';
        if (response.status >= 400 && url.startsWith('/v1') && !url.split('?')[0]!.endsWith('.atom') && m.toUpperCase() !== 'HEAD') {
          expect(contentType, `${m} ${url}`).toContain('application/problem+json');
        }
      }),
      { numRuns: RUNS },
    );
  });
});
