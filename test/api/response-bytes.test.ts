import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../api/access/access-control.ts';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import type { AccessControl } from '../../api/access/types.ts';
import { etagFor } from '../../api/http-caching.ts';
import { accessOptions, fakeClock, tempDir } from './access/access-fixtures.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';
import { rawExchange, type Wire } from './helpers/raw-exchange.ts';

/**
 * The bytes on the wire, header by header and in order, for the requests the fast path of a
 * keyed read serves and for those beside it (conditional, encodings, HEAD, CORS, problems,
 * anonymous, pinned): what docs/api.md ("HTTP behaviour") and docs/access.md promise, so that
 * a change of how a response is written (precomputed header lists, no promise) keeps
 * every byte. The clock of access control is injected, so X-RateLimit-Reset is known; only
 * node's own Date is left out.
 */

const SNAPSHOT = '20261121T020000Z';
const RIDET = '1234567001';
const EXPOSED = 'ETag, Link, X-Snapshot, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, Content-Range, Location';
// 10:00:00 UTC: the Nouméa day (UTC+11) ends at 13:00 UTC, 3 h later; the clock hour at 11:00.
const NOW = '2026-11-21T10:00:00.000Z';
const DAY_RESET = String(3 * 3600);
const HOUR_RESET = String(3600);
const BASE = ['access-control-allow-origin: *', `access-control-expose-headers: ${EXPOSED}`];
const NODE_TAIL = ['Connection: keep-alive', 'Keep-Alive: timeout=5'];

let api: RunningApi;
let access: AccessControl;
let key: string;
let port: number;

beforeAll(async () => {
  const dir = tempDir('bytes-');
  const options = accessOptions(dir, { now: fakeClock(NOW).now, anonymousLimitPerHour: 3 });
  key = (await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' })).key;
  access = await createAccessControl(options);
  api = await startApi({ snapshot: await fixtureSnapshot(SNAPSHOT), access });
  port = Number(new URL(api.baseUrl).port);
});

afterAll(async () => {
  await api.close();
  await access.close();
});

/** One request on a fresh connection, read as bytes. */
function exchange(method: string, target: string, headers: Record<string, string> = {}): Promise<Wire> {
  return rawExchange(port, method, target, headers);
}

describe('the bytes of a keyed company record', () => {
  let identity: Wire;
  let etag: string;
  beforeAll(async () => {
    identity = await exchange('GET', `/v1/entreprises/${RIDET}`, { 'X-API-Key': key });
    etag = etagFor(identity.body);
  });

  const keyed = (remaining: number) => [
    ...BASE,
    'cache-control: public, max-age=60',
    'x-content-type-options: nosniff',
    'x-ratelimit-limit: 10000',
    `x-ratelimit-remaining: ${remaining}`,
    `x-ratelimit-reset: ${DAY_RESET}`,
  ];

  it('GET without Accept-Encoding: the body as stored, tagged by its sha256, counted against the day', async () => {
    const again = await exchange('GET', `/v1/entreprises/${RIDET}`, { 'X-API-Key': key });
    expect(again.statusLine).toBe('HTTP/1.1 200 OK');
    const used = 2;
    expect(again.lines).toEqual([
      ...keyed(10_000 - used),
      `x-snapshot: ${SNAPSHOT}`,
      `etag: ${etag}`,
      'content-type: application/json; charset=utf-8',
      'vary: Accept-Encoding',
      `content-length: ${identity.body.length}`,
      ...NODE_TAIL,
    ]);
    expect(again.body.equals(identity.body)).toBe(true);
    expect(JSON.parse(again.body.toString('utf8')).ridet).toBe(RIDET);
  });

  it.each([
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ])('GET with Accept-Encoding %s: the same tag, the body compressed', async (coding, decode) => {
    const res = await exchange('GET', `/v1/entreprises/${RIDET}`, { 'X-API-Key': key, 'Accept-Encoding': coding });
    expect(res.statusLine).toBe('HTTP/1.1 200 OK');
    const lines = res.lines.filter((l) => !l.startsWith('x-ratelimit-remaining: '));
    expect(lines).toEqual([
      ...keyed(0).filter((l) => !l.startsWith('x-ratelimit-remaining: ')),
      `x-snapshot: ${SNAPSHOT}`,
      `etag: ${etag}`,
      'content-type: application/json; charset=utf-8',
      'vary: Accept-Encoding',
      `content-encoding: ${coding}`,
      `content-length: ${res.body.length}`,
      ...NODE_TAIL,
    ]);
    expect(decode(res.body).equals(identity.body)).toBe(true);
  });

  it('HEAD: the headers of the GET, no body', async () => {
    const res = await exchange('HEAD', `/v1/entreprises/${RIDET}`, { 'X-API-Key': key });
    expect(res.statusLine).toBe('HTTP/1.1 200 OK');
    expect(res.lines.filter((l) => !l.startsWith('x-ratelimit-remaining: '))).toEqual([
      ...keyed(0).filter((l) => !l.startsWith('x-ratelimit-remaining: ')),
      `x-snapshot: ${SNAPSHOT}`,
      `etag: ${etag}`,
      'content-type: application/json; charset=utf-8',
      'vary: Accept-Encoding',
      `content-length: ${identity.body.length}`,
      ...NODE_TAIL,
    ]);
    expect(res.body.length).toBe(0);
  });

  it('If-None-Match with its tag: 304 with the headers that guide caches, no Content-Type', async () => {
    const res = await exchange('GET', `/v1/entreprises/${RIDET}`, { 'X-API-Key': key, 'If-None-Match': etag });
    expect(res.statusLine).toBe('HTTP/1.1 304 Not Modified');
    expect(res.lines.filter((l) => !l.startsWith('x-ratelimit-remaining: '))).toEqual([
      ...keyed(0).filter((l) => !l.startsWith('x-ratelimit-remaining: ')),
      `x-snapshot: ${SNAPSHOT}`,
      `etag: ${etag}`,
      'vary: Accept-Encoding',
      ...NODE_TAIL,
    ]);
  });

  it('pinned to its snapshot: cached for a year', async () => {
    const res = await exchange('GET', `/v1/entreprises/${RIDET}?snapshot=${SNAPSHOT}`, { 'X-API-Key': key });
    expect(res.statusLine).toBe('HTTP/1.1 200 OK');
    expect(res.lines.slice(0, 3)).toEqual([...BASE, 'cache-control: public, max-age=31536000, immutable']);
    expect(res.lines.slice(-7)).toEqual([
      `x-snapshot: ${SNAPSHOT}`,
      `etag: ${etagFor(res.body)}`,
      'content-type: application/json; charset=utf-8',
      'vary: Accept-Encoding',
      `content-length: ${res.body.length}`,
      ...NODE_TAIL,
    ]);
  });
});

describe('the bytes around the keyed read', () => {
  it('a keyed feed page: its Link to the next page among the headers, in the same order twice', async () => {
    const first = await exchange('GET', '/v1/annonces?limit=2', { 'X-API-Key': key });
    const second = await exchange('GET', '/v1/annonces?limit=2', { 'X-API-Key': key });
    const unchanging = (w: Wire) => w.lines.filter((l) => !l.startsWith('x-ratelimit-remaining: '));
    expect(second.statusLine).toBe('HTTP/1.1 200 OK');
    expect(unchanging(second)).toEqual(unchanging(first));
    const link = second.lines.find((l) => l.startsWith('link: '))!;
    expect(link).toMatch(/^link: <\/v1\/annonces\?limit=2&cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    expect(unchanging(second)).toEqual([
      ...BASE,
      'cache-control: public, max-age=60',
      'x-content-type-options: nosniff',
      'x-ratelimit-limit: 10000',
      `x-ratelimit-reset: ${DAY_RESET}`,
      link,
      `x-snapshot: ${SNAPSHOT}`,
      `etag: ${etagFor(second.body)}`,
      'content-type: application/json; charset=utf-8',
      'vary: Accept-Encoding',
      `content-length: ${second.body.length}`,
      ...NODE_TAIL,
    ]);
    expect(second.body.equals(first.body)).toBe(true);
  });

  const problemLines = (length: number, extra: string[] = []) => [
    ...BASE,
    'cache-control: no-store',
    'x-content-type-options: nosniff',
    ...extra,
    `x-snapshot: ${SNAPSHOT}`,
    'content-type: application/problem+json',
    'vary: Accept-Encoding',
    `content-length: ${length}`,
    ...NODE_TAIL,
  ];

  it('a RIDET the snapshot does not know: 404 problem, counted', async () => {
    const res = await exchange('GET', '/v1/entreprises/9999999999', { 'X-API-Key': key });
    expect(res.statusLine).toBe('HTTP/1.1 404 Not Found');
    const remaining = res.lines.find((l) => l.startsWith('x-ratelimit-remaining: '))!;
    expect(res.lines).toEqual(problemLines(res.body.length, ['x-ratelimit-limit: 10000', remaining, `x-ratelimit-reset: ${DAY_RESET}`]));
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ status: 404 });
  });

  it('an unknown key: 401, charged to the address', async () => {
    const res = await exchange('GET', `/v1/entreprises/${RIDET}`, { 'X-API-Key': 'anc_live_' + 'x'.repeat(43) });
    expect(res.statusLine).toBe('HTTP/1.1 401 Unauthorized');
    expect(res.lines).toEqual(problemLines(res.body.length, [
      'x-ratelimit-limit: 3',
      'x-ratelimit-remaining: 2',
      `x-ratelimit-reset: ${HOUR_RESET}`,
      'www-authenticate: Bearer realm="annonces-nc", error="invalid_token"',
    ]));
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ status: 401, code: 'invalid_api_key' });
  });

  it('the CORS preflight: 204, uncounted', async () => {
    const res = await exchange('OPTIONS', `/v1/entreprises/${RIDET}`, { Origin: 'https://example.test', 'Access-Control-Request-Method': 'GET' });
    expect(res.statusLine).toBe('HTTP/1.1 204 No Content');
    expect(res.lines).toEqual([
      ...BASE,
      'cache-control: no-store',
      'x-content-type-options: nosniff',
      'access-control-allow-methods: GET, HEAD, OPTIONS',
      'access-control-allow-headers: Authorization, X-API-Key, If-None-Match, Content-Type',
      'access-control-max-age: 86400',
      `x-snapshot: ${SNAPSHOT}`,
      'Connection: keep-alive',
      'Keep-Alive: timeout=5',
    ]);
  });

  it('anonymous reads, then past the hour: 429 with Retry-After', async () => {
    const seen: Wire[] = [];
    for (let i = 0; i < 3; i += 1) seen.push(await exchange('GET', `/v1/entreprises/${RIDET}`, { 'X-Forwarded-For': 'ignored' }));
    // The unknown key above spent one of the address's 3.
    expect(seen.map((w) => w.statusLine)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK', 'HTTP/1.1 429 Too Many Requests']);
    expect(seen[0]!.lines.slice(0, 7)).toEqual([...BASE, 'cache-control: public, max-age=60', 'x-content-type-options: nosniff', 'x-ratelimit-limit: 3', 'x-ratelimit-remaining: 1', `x-ratelimit-reset: ${HOUR_RESET}`]);
    expect(seen[2]!.lines).toEqual(problemLines(seen[2]!.body.length, ['x-ratelimit-limit: 3', 'x-ratelimit-remaining: 0', `x-ratelimit-reset: ${HOUR_RESET}`, `retry-after: ${HOUR_RESET}`]));
  });

  it('an unknown path: 404 not_found', async () => {
    const res = await exchange('GET', '/v1/nulle-part', { 'X-API-Key': key });
    expect(res.statusLine).toBe('HTTP/1.1 404 Not Found');
    const remaining = res.lines.find((l) => l.startsWith('x-ratelimit-remaining: '))!;
    expect(res.lines).toEqual(problemLines(res.body.length, ['x-ratelimit-limit: 10000', remaining, `x-ratelimit-reset: ${DAY_RESET}`]));
    expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ status: 404, code: 'not_found' });
  });
});
