import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessCheckInput, AccessControl } from '../../api/access-seam.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';
import { request } from './helpers/http-request.ts';

let api: RunningApi;
let snapshotId: string;
beforeAll(async () => {
  const snapshot = await fixtureSnapshot('20261121T020000Z');
  snapshotId = snapshot.id;
  api = await startApi({ snapshot, settings: { bodyLimitBytes: 1024, cacheMaxAgeSeconds: 120 } });
});
afterAll(() => api.close());

describe('HTTP behaviour', () => {
  it('answers 404 not_found as a problem for unknown paths', async () => {
    // `/v1/entreprises` is a route (the companies' lists), so it is not among the unknown paths.
    for (const target of ['/', '/v1/', '/v1/annonces/', '/v1/changes/', '/v2/annonces', '//evil.example/v1/annonces', '/v1/entreprises/1234567001/annonces']) {
      const res = await api.call(target);
      expect(res.status, target).toBe(404);
      expect(res.json, target).toMatchObject({ code: 'not_found', status: 404, title: 'Ressource introuvable' });
    }
  });

  it('answers 405 with Allow for other methods', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const res = await api.call('/v1/annonces', { method });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(res.json).toMatchObject({ code: 'method_not_allowed', status: 405 });
    }
  });

  it('answers 413 when a body exceeds the limit, before anything else', async () => {
    const res = await api.call('/v1/annonces', { method: 'POST', body: 'x'.repeat(5000), headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'payload_too_large', status: 413 });
    const chunked = await api.call('/v1/annonces', { method: 'POST', body: Buffer.alloc(4096, 1), headers: { 'transfer-encoding': 'chunked' } });
    expect(chunked.status).toBe(413);
  });

  it('answers 413 to a GET of a record when its body exceeds the limit, declared or sent in chunks', async () => {
    // node's client sends a GET's body without a length unless told: both are given here.
    const declared = await api.call('/v1/entreprises/1234567001', { body: 'x'.repeat(5000), headers: { 'content-type': 'text/plain', 'content-length': '5000' } });
    expect(declared.status).toBe(413);
    expect(declared.json).toMatchObject({ code: 'payload_too_large', status: 413 });
    const chunked = await api.call('/v1/entreprises/1234567001', { body: Buffer.alloc(4096, 1), headers: { 'transfer-encoding': 'chunked' } });
    expect(chunked.status).toBe(413);
  });

  it('serves HEAD like GET without a body', async () => {
    const get = await api.call('/v1/entreprises/1234567001');
    const head = await api.call('/v1/entreprises/1234567001', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
  });

  it('sets ETag, Cache-Control and X-Snapshot on every GET, and answers 304 to If-None-Match', async () => {
    for (const target of ['/v1/entreprises/1234567001', '/v1/annonces?type=capital', '/v1/search?q=nickel', '/v1/openapi.json']) {
      const res = await api.call(target);
      expect(res.status).toBe(200);
      expect(res.headers.etag, target).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(res.headers['cache-control'], target).toMatch(/^public, max-age=\d+$/);
      expect(res.headers['x-snapshot'], target).toBe(snapshotId);
      const again = await api.call(target, { headers: { 'if-none-match': `"other", ${res.headers.etag}` } });
      expect(again.status, target).toBe(304);
      expect(again.raw.length).toBe(0);
      expect(again.headers.etag).toBe(res.headers.etag);
      const changed = await api.call(target, { headers: { 'if-none-match': 'W/"autre"' } });
      expect(changed.status).toBe(200);
    }
    expect((await api.call('/v1/annonces')).headers['cache-control']).toBe('public, max-age=120');
    const problem = await api.call('/v1/entreprises/123');
    expect(problem.headers['cache-control']).toBe('no-store');
    expect(problem.headers.etag).toBeUndefined();
    expect((await api.call('/healthz')).headers['cache-control']).toBe('no-store');
  });

  it('compresses with br or gzip when accepted', async () => {
    const plain = await api.call('/v1/annonces?limit=100');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await api.call('/v1/annonces?limit=100', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.raw).toString()).toBe(plain.text);
    expect(br.raw.length).toBeLessThan(plain.raw.length);
    const gzip = await api.call('/v1/annonces?limit=100', { headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.raw).toString()).toBe(plain.text);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
    const identity = await api.call('/v1/annonces?limit=100', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('allows cross-origin GETs and answers the CORS preflight', async () => {
    const res = await api.call('/v1/annonces', { headers: { origin: 'https://exemple.nc' } });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toContain('X-RateLimit-Remaining');
    expect(res.headers['access-control-expose-headers']).toContain('Link');
    // A browser reads a resumed download's range and a created subscription's address too.
    const exposed = String(res.headers['access-control-expose-headers']).split(', ');
    expect(exposed).toEqual(expect.arrayContaining(['Content-Range', 'Location']));
    const preflight = await api.call('/v1/entreprises/1234567001', {
      method: 'OPTIONS',
      headers: { origin: 'https://exemple.nc', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(preflight.headers['access-control-allow-headers']).toMatch(/X-API-Key/);
    expect((await api.call('/v1/entreprises/123', { headers: { origin: 'https://exemple.nc' } })).headers['access-control-allow-origin']).toBe('*');
  });

  it('reports health and readiness', async () => {
    expect((await api.call('/healthz')).json).toEqual({ statut: 'ok' });
    const ready = await api.call('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.json).toMatchObject({ statut: 'pret', snapshot: { id: snapshotId, annonces: 266, entreprises: 54 } });
  });

  it('never answers bad input with a 500 or a stack trace', async () => {
    const nasty = [
      '/v1/annonces?limit=%', '/v1/annonces?%ZZ=1', '/v1/annonces?type=%00', '/v1/annonces?cursor=' + 'A'.repeat(900),
      '/v1/annonces?since=9999-99-99', '/v1/search?q=%EF%BF%BD%EF%BF%BD', '/v1/search?q=' + encodeURIComponent('"*()[]{}\\'),
      '/v1/entreprises/' + '9'.repeat(500), '/v1/entreprises/%2e%2e%2f%2e%2e', '/v1/annonces?cursor=eyJ2IjoxfQ',
      '/v1/annonces?source=' + encodeURIComponent('../../etc/passwd'), '/v1/search?q=' + encodeURIComponent('é'.repeat(150)),
    ];
    for (const target of nasty) {
      const res = await api.call(target);
      expect(res.status, target).toBeLessThan(500);
      expect(res.text, target).not.toMatch(/\bat .*\.(ts|js):\d+/);
    }
  });
});

describe('access-control seam', () => {
  it('asks access control before answering every /v1 request and adds its headers', async () => {
    const seen: AccessCheckInput[] = [];
    const access: AccessControl = {
      async check(input) {
        seen.push(input);
        if (input.headers['x-api-key'] === 'refusee') {
          return { ok: false, problem: { status: 401, code: 'invalid_api_key', title: 'Clé API invalide', detail: 'Clé inconnue.', headers: { 'X-RateLimit-Limit': '60' } } };
        }
        return { ok: true, headers: { 'X-RateLimit-Limit': '60', 'X-RateLimit-Remaining': '59', 'X-RateLimit-Reset': '100' } };
      },
    };
    const guarded = await startApi({ snapshot: await fixtureSnapshot('20261121T020000Z', 0), access });
    try {
      const ok = await guarded.call('/v1/annonces?limit=2');
      expect(ok.headers['x-ratelimit-remaining']).toBe('59');
      const notFound = await guarded.call('/v1/nulle-part');
      expect(notFound.status).toBe(404);
      expect(notFound.headers['x-ratelimit-limit']).toBe('60');
      const refused = await guarded.call('/v1/entreprises/1234567001', { headers: { 'x-api-key': 'refusee' } });
      expect(refused.status).toBe(401);
      expect(refused.json).toMatchObject({ code: 'invalid_api_key', title: 'Clé API invalide', detail: 'Clé inconnue.', status: 401 });
      expect(refused.headers['x-ratelimit-limit']).toBe('60');
      await guarded.call('/healthz');
      await guarded.call('/v1/annonces', { method: 'OPTIONS' });
      expect(seen.map((s) => [s.method, s.path, s.routeId])).toEqual([
        ['GET', '/v1/annonces', 'annonces.list'],
        ['GET', '/v1/nulle-part', null],
        ['GET', '/v1/entreprises/1234567001', 'entreprises.get'],
      ]);
      expect(seen[0]!.ip).toMatch(/127\.0\.0\.1/);
    } finally {
      await guarded.close();
    }
  });
});

describe('without a snapshot', () => {
  it('is alive but not ready, and data endpoints answer 503', async () => {
    const empty = await startApi({ load: async () => null });
    try {
      expect((await empty.call('/healthz')).status).toBe(200);
      const ready = await empty.call('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.json.code).toBe('snapshot_unavailable');
      const data = await empty.call('/v1/annonces');
      expect(data.status).toBe(503);
      expect(data.headers['retry-after']).toBe('5');
      expect((await empty.call('/v1/openapi.json')).status).toBe(200);
    } finally {
      await empty.close();
    }
  });

  it('a failing store keeps the process up and answers 503', async () => {
    const broken = await startApi({ load: async () => { throw new Error('store down'); } });
    try {
      expect((await broken.call('/v1/search?q=nickel')).status).toBe(503);
      expect((await request(broken.baseUrl, '/healthz')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});

describe('malformed HTTP', () => {
  it('answers what node cannot parse with a problem, not a bare 400', async () => {
    const net = await import('node:net');
    const url = new URL(api.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(url.port), url.hostname, () => socket.write('GET /v1/annonces HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'));
      let data = '';
      socket.on('data', (c) => (data += c.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw).toContain('application/problem+json');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toMatchObject({ code: 'bad_request', status: 400 });
  });
});
