import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccessControl } from '../../../api/access-seam.ts';
import type { SnapshotReader } from '../../../publish/snapshot/snapshot-types.ts';
import { eventually } from '../../helpers/eventually.ts';
import { startApi, type RunningApi } from '../helpers/api-harness.ts';
import { changedItem, changeSnapshot, historyArchive } from '../helpers/change-history.ts';
import { request } from '../helpers/http-request.ts';
import { memoryLogger } from '../helpers/memory-logger.ts';

/**
 * Long polls of GET /v1/changes through the real server (app, node:http, snapshot holder) over
 * made-up snapshots: a waiter leaves with its client, a snapshot swap wakes every waiter with
 * one page computed once, a client may hold only so many waits, and the deliberate wait is
 * not what the slow-request log reports.
 */

const first = changeSnapshot('20261121T020000Z', null, [changedItem('premiere-1'), changedItem('premiere-2')]);
/** The next night: 20 announcements, so that its page is over 1 KiB and goes out compressed. */
const nextIds = Array.from({ length: 20 }, (_, i) => `suivante-${String(i).padStart(2, '0')}`);
const next = changeSnapshot('20261122T020000Z', first, nextIds.map((id) => changedItem(id, '9876543001')));

let api: RunningApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

async function serve(options: { settings?: Parameters<typeof startApi>[0]['settings']; access?: AccessControl; logger?: ReturnType<typeof memoryLogger>['logger']; snapshots?: SnapshotReader[] } = {}): Promise<RunningApi> {
  api = await startApi({
    snapshot: first,
    archive: historyArchive(options.snapshots ?? [first, next]),
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.access ? { access: options.access } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return api;
}

/** The cursor of "now" (the end of the snapshot served). */
async function nowCursor(running: RunningApi): Promise<string> {
  return (await running.call('/v1/changes')).json.next_cursor as string;
}

/** A request left waiting, which the test can abandon as a client that goes away does. */
function pending(running: RunningApi, target: string, headers: Record<string, string> = {}): { abandon(): void; answer: Promise<number> } {
  const url = new URL(running.baseUrl);
  let req: http.ClientRequest;
  const answer = new Promise<number>((resolve) => {
    req = http.request({ host: url.hostname, port: url.port, path: target, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // Abandoned on purpose: no answer is expected then.
    req.on('error', () => resolve(0));
    req.end();
  });
  return { abandon: () => req.destroy(), answer };
}

const waiting = (running: RunningApi, count: number) => () => (running.app.changeFeed.waiting === count ? true : null);

describe('GET /v1/changes?wait= under load', () => {
  it('forgets a waiter as soon as its client closes the connection, not at the end of its wait', async () => {
    const running = await serve();
    const since = await nowCursor(running);
    const poll = pending(running, `/v1/changes?since=${since}&wait=30`);
    await eventually('the long poll waits', 10_000, waiting(running, 1));
    poll.abandon();
    await eventually('the waiter is forgotten', 10_000, waiting(running, 0));
  });

  it('wakes 1 200 waiters with one swap, each answered with the new snapshot’s events, the page computed once', async () => {
    const WAITERS = 1_200;
    const running = await serve({ settings: { longPollsPerClient: WAITERS } });
    const since = await nowCursor(running);
    const answers = Array.from({ length: WAITERS }, () => request(running.baseUrl, `/v1/changes?since=${since}&wait=30`, { headers: { 'accept-encoding': 'br' } }));
    // Awaited below; a failure before that must not leave 1 200 rejections unhandled.
    for (const answer of answers) answer.catch(() => undefined);
    await eventually('every long poll waits', 60_000, waiting(running, WAITERS));
    const computedBefore = running.app.changeFeed.pagesComputed;

    running.holder.set(next);
    const responses = await Promise.all(answers);

    expect(running.app.changeFeed.pagesComputed - computedBefore).toBe(1);
    expect(running.app.changeFeed.waiting).toBe(0);
    const statuses = new Set(responses.map((r) => r.status));
    expect([...statuses]).toEqual([200]);
    for (const res of responses) {
      expect(res.json.events.map((e: { annonce_id: string; snapshot: string }) => [e.annonce_id, e.snapshot])).toEqual(nextIds.map((id) => [id, next.id]));
      expect(res.json.has_more).toBe(false);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // Every waiter got the same bytes: one body, compressed once.
    expect(new Set(responses.map((r) => r.raw.toString('base64'))).size).toBe(1);
  }, 120_000);

  it('refuses a client more long polls than LONG_POLLS_PER_CLIENT at once with 429 long_poll_limit, and counts each key apart', async () => {
    // Keys as access control names them: the X-API-Key value is the key's id here.
    const access: AccessControl = {
      async check(input) {
        const key = input.headers['x-api-key'];
        return typeof key === 'string' ? { ok: true, headers: {}, principal: { kind: 'key', keyId: key, planName: 'pro', plan: { webhooks: 5, signedWebhooks: false, routes: ['*'] } } } : { ok: true, headers: {} };
      },
    };
    const running = await serve({ settings: { longPollsPerClient: 2 }, access });
    const since = await nowCursor(running);
    const target = `/v1/changes?since=${since}&wait=30`;
    const held = [pending(running, target), pending(running, target)];
    await eventually('two long polls wait', 10_000, waiting(running, 2));

    const refused = await running.call(target);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'long_poll_limit', status: 429 });
    expect(refused.json.detail).toContain('2');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The same client without waiting is served at once.
    expect((await running.call(`/v1/changes?since=${since}`)).status).toBe(200);

    // Another client (a key) has its own count.
    const keyed = pending(running, target, { 'x-api-key': 'cle-a' });
    await eventually('the key’s long poll waits beside the address’s', 10_000, waiting(running, 3));

    // Once one of the client's waits is over, it may wait again.
    held[0]!.abandon();
    await eventually('the abandoned wait is forgotten', 10_000, waiting(running, 2));
    const again = pending(running, target);
    await eventually('the client waits again', 10_000, waiting(running, 3));
    for (const poll of [held[1]!, keyed, again]) poll.abandon();
  });

  it('leaves the deliberate wait out of the slow-request log', async () => {
    const { logger, lines } = memoryLogger();
    const running = await serve({ logger });
    const since = await nowCursor(running);
    const res = await running.call(`/v1/changes?since=${since}&wait=2`);
    expect(res.status).toBe(200);
    expect(res.json.events).toEqual([]);
    // The answer came after two seconds of waiting, twice the slow-request threshold; with
    // successes sampled out (ACCESS_LOG_SAMPLE=0), only slow requests would be logged.
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; url?: string }).filter((l) => l.msg === 'request' && l.url?.startsWith('/v1/changes'));
    expect(logged).toEqual([]);
  });
});
