import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, revokeKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { openStore } from '../../publish/store/open-store.ts';
import { request } from '../api/helpers/http-request.ts';
import { startApiProcess, type ApiProcess } from '../webhooks/api-process.ts';
import { ledgerItem, SnapshotPublisher, startReceiver, type Receiver } from '../webhooks/webhook-harness.ts';

/**
 * `npm run serve` with API_WORKERS=2 (cli/api-cluster.ts), the real processes on 127.0.0.1:
 * what must stay exact when two processes share the port. Which worker answered is read from
 * the access log (ACCESS_LOG_SAMPLE=1: one line per request, with the worker's pid); a new
 * connection per request lets the primary's round robin hand them to both. Nothing here waits
 * on time: every wait is on a log line or a count, with a budget.
 */
const ANONYMOUS_LIMIT = 12;

let dir: string;
let api: ApiProcess;
let keysFile: string;
let key: string;
let snapshots: SnapshotPublisher;
let receiver: Receiver;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-workers-'));
  const storeUrl = `file://${path.join(dir, 'store')}`;
  keysFile = path.join(dir, 'keys.json');
  ({ key } = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'equipe' }));
  snapshots = new SnapshotPublisher(openStore(storeUrl), { now: () => Date.now() });
  await snapshots.publish([ledgerItem('base', '1234567001')]);
  receiver = await startReceiver();
  api = await startApiProcess({
    API_WORKERS: '2', DATA_DIR: dir, STORE_URL: storeUrl, KEYS_FILE: keysFile, LOG_LEVEL: 'info', ACCESS_LOG_SAMPLE: '1',
    SNAPSHOT_POLL_SECONDS: '1', KEYS_RELOAD_SECONDS: '1', ANONYMOUS_LIMIT_PER_HOUR: String(ANONYMOUS_LIMIT), SHUTDOWN_GRACE_SECONDS: '30',
    WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
  }, { startTimeoutMs: 100_000 });
  // Both workers listen before the primary says so.
  await api.waitForLog((l) => l.msg === 'API listening' && l.workers === 2, 100_000);
}, 120_000);

afterAll(async () => {
  // SIGTERM: the primary exits once its workers did, so nothing writes in `dir` any more.
  await api?.kill('SIGTERM');
  await receiver?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The pids of the workers that logged an access line matching `match` since `from` (an index in the logs). */
function answeredBy(from: number, match: (line: Record<string, unknown>) => boolean): Set<number> {
  return new Set(api.logs().slice(from).filter((l) => typeof l.status === 'number' && match(l)).map((l) => l.pid as number));
}

/**
 * Waits until both workers logged an access line matching `match` (a worker writes its line as
 * the response leaves, a moment after the client read it). The primary hands a burst of new
 * connections to every idle worker before any gets a second, so a burst of two or more reaches
 * both.
 */
async function answeredByBoth(from: number, match: (line: Record<string, unknown>) => boolean): Promise<Set<number>> {
  await expect.poll(() => answeredBy(from, match).size, { timeout: 10_000, interval: 50 }).toBe(2);
  return answeredBy(from, match);
}

/** Waits until `count` distinct workers logged a line matching `match` after index `from`. */
async function seenByWorkers(from: number, match: (line: Record<string, unknown>) => boolean, count = 2): Promise<void> {
  await expect.poll(() => new Set(api.logs().slice(from).filter(match).map((l) => l.pid)).size, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(count);
}

describe('npm run serve with API_WORKERS=2', () => {
  it('answers from two worker processes and one primary', async () => {
    // A worker's lines reach stdout in blocks, at most a second late (platform/logger.ts).
    await seenByWorkers(0, (l) => l.msg === 'API listening' && l.worker !== undefined);
    const listening = api.logs().filter((l) => l.msg === 'API listening');
    const primary = listening.find((l) => l.workers === 2)!;
    const workers = new Set(listening.filter((l) => l.worker !== undefined).map((l) => l.pid));
    expect(workers.size).toBe(2);
    expect(workers.has(primary.pid)).toBe(false);
  });

  // First: a refused key is charged to the address's anonymous hour too.
  it('counts the anonymous hour once for all workers', async () => {
    const from = api.logs().length;
    const answers = await Promise.all(Array.from({ length: ANONYMOUS_LIMIT + 6 }, () => request(api.baseUrl, '/v1/annonces?limit=4')));
    await answeredByBoth(from, (l) => l.url === '/v1/annonces?limit=4');
    expect(answers.filter((r) => r.status === 200)).toHaveLength(ANONYMOUS_LIMIT);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(6);
    // One counter: each remaining count given once, from LIMIT-1 down to 0.
    const remaining = answers.filter((r) => r.status === 200).map((r) => Number(r.headers['x-ratelimit-remaining'])).sort((a, b) => a - b);
    expect(remaining).toEqual(Array.from({ length: ANONYMOUS_LIMIT }, (_, i) => i));
  });

  it('sends a key reload and a revocation to every worker', async () => {
    const { key: fresh, record } = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    let from = api.logs().length;
    await seenByWorkers(from, (l) => l.msg === 'api keys reloaded');
    from = api.logs().length;
    const before = await Promise.all(Array.from({ length: 8 }, () => request(api.baseUrl, '/v1/annonces?limit=1', { headers: { 'x-api-key': fresh } })));
    expect(before.map((r) => r.status)).toEqual(Array(8).fill(200));
    await answeredByBoth(from, (l) => l.url === '/v1/annonces?limit=1');

    await revokeKey(keysFile, record.id);
    from = api.logs().length;
    await seenByWorkers(from, (l) => l.msg === 'api keys reloaded');
    from = api.logs().length;
    const after = await Promise.all(Array.from({ length: 8 }, () => request(api.baseUrl, '/v1/annonces?limit=2', { headers: { 'x-api-key': fresh } })));
    expect(after.map((r) => r.json.code)).toEqual(Array(8).fill('invalid_api_key'));
    await answeredByBoth(from, (l) => l.url === '/v1/annonces?limit=2');
  });

  it('swaps every worker to a new snapshot, and wakes each waiting long poll once', async () => {
    const head = await request(api.baseUrl, '/v1/changes?limit=100', { headers: { 'x-api-key': key } });
    expect(head.status, head.text).toBe(200);
    const cursor = head.json.next_cursor as string;
    const from = api.logs().length;
    // Four long polls, two per worker, waiting for the next snapshot.
    const waits = Array.from({ length: 4 }, () => request(api.baseUrl, `/v1/changes?since=${encodeURIComponent(cursor)}&wait=30`, { headers: { 'x-api-key': key } }));
    const published = await snapshots.publish([ledgerItem('nouvelle', '1234567001')]);
    const woken = await Promise.all(waits);
    expect(woken.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Each answered with the new snapshot's event.
    for (const r of woken) expect(r.text).toContain('"nouvelle"');
    await expect.poll(() => api.logs().slice(from).filter((l) => typeof l.status === 'number' && String(l.url).startsWith('/v1/changes?since=')).length, { timeout: 10_000, interval: 50 }).toBe(4);
    const polls = api.logs().slice(from).filter((l) => typeof l.status === 'number' && String(l.url).startsWith('/v1/changes?since='));
    // Each waited for the swap and was answered once, by the worker it waited on.
    expect(polls).toHaveLength(4);
    expect(polls.every((l) => Number(l.waited_ms) > 0)).toBe(true);
    expect(new Set(polls.map((l) => l.pid)).size).toBe(2);
    // Both workers serve it from now on. Each looks at `current` every SNAPSHOT_POLL_SECONDS,
    // so none serves the older snapshot longer than that (the holder's own bound:
    // test/api/snapshot-holder.test.ts).
    await seenByWorkers(from, (l) => l.msg === 'serving snapshot' && l.snapshot === published.snapshotId);
    const polling = api.logs().filter((l) => l.msg === 'API listening' && l.worker !== undefined);
    expect(polling.map((l) => l.snapshotPollSeconds)).toEqual([1, 1]);
    const later = await Promise.all(Array.from({ length: 6 }, () => request(api.baseUrl, '/v1/annonces?limit=3', { headers: { 'x-api-key': key } })));
    expect(later.map((r) => r.headers['x-snapshot'])).toEqual(Array(6).fill(published.snapshotId));
  });

  it('delivers each webhook once, whichever worker claims it', async () => {
    const created = await request(api.baseUrl, '/v1/webhooks', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, ridets: ['7654321002'] }),
    });
    expect(created.status, created.text).toBe(201);
    await snapshots.publish([ledgerItem('w-1', '7654321002'), ledgerItem('w-2', '7654321002'), ledgerItem('w-3', '7654321002'), ledgerItem('w-4', '7654321002')]);
    const log = async () => (await request(api.baseUrl, `/v1/webhooks/${created.json.id}/deliveries`, { headers: { 'x-api-key': key } })).json.data as Array<{ statut: string }>;
    // Every worker's emitter sees the snapshot; the outbox holds one row per announcement all the same.
    await expect.poll(async () => (await log()).map((d) => d.statut), { timeout: 30_000, interval: 200 }).toEqual(['livree', 'livree', 'livree', 'livree']);
    // Delivered and recorded: no process claims them again.
    expect(receiver.requests).toHaveLength(4);
    expect(new Set(receiver.requests.map((r) => r.headers['x-service-delivery'])).size).toBe(4);
  });

  it('sums every worker in one /metrics', async () => {
    const from = api.logs().length;
    const metric = (text: string) => Number(/^annonces_api_requests_total\{route="openapi",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0);
    const base = metric((await request(api.baseUrl, '/metrics')).text);
    await Promise.all(Array.from({ length: 10 }, () => request(api.baseUrl, '/v1/openapi.json', { headers: { 'x-api-key': key } })));
    await answeredByBoth(from, (l) => l.url === '/v1/openapi.json');
    // Two scrapes, landing on both workers: each sees the ten, as the sum.
    const scrapes = await Promise.all([request(api.baseUrl, '/metrics'), request(api.baseUrl, '/metrics')]);
    await answeredByBoth(from, (l) => l.url === '/metrics');
    expect(scrapes.map((s) => metric(s.text) - base)).toEqual([10, 10]);
    // One snapshot served, not one per worker.
    expect(scrapes[0].text).toMatch(/^annonces_api_snapshot_info\{snapshot="[^"]+"\} 1$/m);
  });

  it('starts a crashed worker again, losing only the request it was answering', async () => {
    const pids = new Set(api.logs().filter((l) => l.msg === 'API listening' && l.worker !== undefined).map((l) => l.pid as number));
    // One request held open on each worker (Expect: 100-continue: the worker read its headers and waits for the body).
    const held = await Promise.all([holdRequest(api.baseUrl, key), holdRequest(api.baseUrl, key)]);
    const victim = [...pids][0]!;
    const from = api.logs().length;
    process.kill(victim, 'SIGKILL');
    await api.waitForLog((l) => l.msg === 'API worker exited; starting another' && l.pid === victim);
    // From the primary's word of the death until the new worker listens, requests keep coming,
    // one new connection after another: the other worker answers every one (the socket stays
    // open in the primary; a pool that went down with its worker would refuse them).
    let replaced = false;
    const meanwhile: Array<number | string> = [];
    const sending = (async () => {
      while (!replaced) {
        meanwhile.push(await request(api.baseUrl, '/v1/annonces?limit=6', { headers: { 'x-api-key': key } }).then((r) => r.status, (error: NodeJS.ErrnoException) => error.code ?? error.message));
      }
    })();
    const outcomes = await Promise.allSettled(held.map((h) => h.finish()));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(1);

    await api.waitForLog((l) => l.msg === 'API worker started again');
    replaced = true;
    await sending;
    expect(meanwhile.length).toBeGreaterThan(0);
    expect(meanwhile).toEqual(Array(meanwhile.length).fill(200));
    const next = api.logs().length;
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(api.baseUrl, '/v1/annonces?limit=5', { headers: { 'x-api-key': key } })));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const serving = await answeredByBoth(next, (l) => l.url === '/v1/annonces?limit=5');
    expect(serving.has(victim)).toBe(false);
    expect(api.logs().slice(from).filter((l) => l.msg === 'API worker exited; starting another')).toHaveLength(1);
  });

  it('drains every worker on SIGTERM, then exits 0', async () => {
    const held = await Promise.all([holdRequest(api.baseUrl, key), holdRequest(api.baseUrl, key)]);
    const exited = new Promise<number | null>((resolve) => api.child.once('exit', resolve));
    api.child.kill('SIGTERM');
    await seenByWorkers(0, (l) => l.msg === 'API worker shutting down: draining in-flight requests');
    // Both requests began before the signal: both are answered.
    const answers = await Promise.all(held.map((h) => h.finish()));
    expect(answers.every((status) => status > 0)).toBe(true);
    expect(await exited).toBe(0);
  });
});

/**
 * A POST whose headers the server has read (it answered `100 Continue`) and whose body the
 * client holds: a request in flight for as long as the test wants. `finish` sends the body and
 * resolves with the status, or rejects when the connection died.
 */
function holdRequest(baseUrl: string, apiKey: string): Promise<{ finish(): Promise<number> }> {
  const url = new URL(baseUrl);
  const body = JSON.stringify({ url: 'http://127.0.0.1:9/retenu', ridets: ['1234567001'] });
  return new Promise((resolveHeld, rejectHeld) => {
    const req = http.request({
      host: url.hostname, port: url.port, method: 'POST', path: '/v1/webhooks', agent: false,
      headers: { 'x-api-key': apiKey, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), expect: '100-continue' },
    });
    const answered = new Promise<number>((resolve, reject) => {
      req.once('response', (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
      });
      req.once('error', reject);
    });
    answered.catch(() => undefined);
    req.once('error', rejectHeld);
    req.once('continue', () => {
      req.off('error', rejectHeld);
      resolveHeld({
        finish() {
          req.end(body);
          return answered;
        },
      });
    });
    req.flushHeaders();
  });
}
