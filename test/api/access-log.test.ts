import type { AddressInfo } from 'node:net';
import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { AppResponse } from '../../api/app.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../api/access/access-control.ts';
import { AccessLog, CLIENT_ERRORS_LOGGED } from '../../api/access-log.ts';
import { LOGGED_URL_CHARS } from '../../api/logged-url.ts';
import { coreApp } from './helpers/core-app.ts';
import { createHttpServer, type ApiHttpServer } from '../../api/http-server.ts';
import { accessOptions, fakeClock, tempDir } from './access/access-fixtures.ts';
import { request } from './helpers/http-request.ts';
import { memoryLogger } from './helpers/memory-logger.ts';

/**
 * An error's URL is cut in the log, and a client's repeated errors, 429s included, are counted
 * rather than logged one by one: logged whole (up to 15 KB each), 200 anonymous requests would
 * write 3 MB.
 */

const LONG_TARGET = `/v1/annonces?limit=2&${'a'.repeat(15_000)}=1`;

interface Served {
  baseUrl: string;
  lines: string[];
  clock: ReturnType<typeof fakeClock>;
  http: ApiHttpServer;
  close(): Promise<void>;
}

const running: Served[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

/** The real app and HTTP server, anonymous limit 1 an hour, logging into memory; one clock for both. */
async function serve(): Promise<Served> {
  const { logger, lines } = memoryLogger();
  const clock = fakeClock('2026-11-22T08:15:30Z');
  const access = await createAccessControl({ ...accessOptions(tempDir()), anonymousLimitPerHour: 1, now: clock.now });
  const app = coreApp({ snapshots: { current: null }, access, logger });
  const http = createHttpServer(app, { logger, accessLogSample: 0.01, now: clock.now });
  await new Promise<void>((resolve) => http.server.listen(0, '127.0.0.1', resolve));
  const served: Served = {
    baseUrl: `http://127.0.0.1:${(http.server.address() as AddressInfo).port}`,
    lines,
    clock,
    http,
    async close() {
      await http.shutdown(1000);
      await access.close();
    },
  };
  running.push(served);
  return served;
}

const bytesOf = (lines: string[]) => lines.reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0);
const parsed = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the access log under a flood of refused requests with long URLs', () => {
  it('stays small: URLs cut, the first refusals of a client logged, the others counted', async () => {
    const served = await serve();
    expect((await request(served.baseUrl, '/v1/annonces')).status).toBe(503); // spends the budget of 1
    for (let i = 0; i < 200; i += 1) {
      const res = await request(served.baseUrl, LONG_TARGET, { headers: { 'user-agent': `robot/${'x'.repeat(600)}` } });
      expect(res.status).toBe(429);
    }
    const during = served.lines.slice();
    const requestLines = parsed(during).filter((l) => l.msg === 'request' && l.status === 429);
    expect(requestLines).toHaveLength(CLIENT_ERRORS_LOGGED);
    for (const line of requestLines) {
      expect(String(line.url).length).toBeLessThanOrEqual(LOGGED_URL_CHARS + 40);
      expect(line.url).toMatch(/…\[cut, 15023 chars\]$/);
      expect(String(line.ua).length).toBeLessThan(300);
    }
    for (const line of during) expect(line).not.toContain('a'.repeat(1_000));
    // 200 lines of 15 KB each before: 3 MB. Now ten lines of under a kilobyte.
    expect(bytesOf(during)).toBeLessThan(12_000);

    await served.close();
    const summary = parsed(served.lines).find((l) => l.msg === 'client errors not logged');
    expect(summary).toMatchObject({ suppressed: 200 - CLIENT_ERRORS_LOGGED, clients: 1, top: [{ ip: '127.0.0.1', count: 200 - CLIENT_ERRORS_LOGGED }] });
    expect(bytesOf(served.lines)).toBeLessThan(13_000);
  });

  it('logs a client’s errors again in the next minute, after the count of the last one', async () => {
    const served = await serve();
    await request(served.baseUrl, '/v1/annonces');
    for (let i = 0; i < CLIENT_ERRORS_LOGGED + 5; i += 1) await request(served.baseUrl, LONG_TARGET);
    served.clock.set('2026-11-22T08:16:31Z');
    await request(served.baseUrl, LONG_TARGET);
    const lines = parsed(served.lines);
    const summary = lines.findIndex((l) => l.msg === 'client errors not logged');
    expect(lines[summary]).toMatchObject({ suppressed: 5, seconds: 61 });
    expect(lines.slice(summary + 1).filter((l) => l.msg === 'request' && l.status === 429)).toHaveLength(1);
  });
});

describe('the access log when sampling', () => {
  it('counts every request by route and status in its summary line, the unrouted under "-"', () => {
    const { logger, lines } = memoryLogger();
    const clock = fakeClock('2026-11-22T08:15:30Z');
    // Never drawn for a line of its own: only the summary speaks of the successes.
    const log = new AccessLog(logger, { sample: 0.5, trustProxy: 0, random: () => 0.99, now: clock.now });
    const req = { method: 'GET', url: '/v1/x', headers: {}, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
    const answer = (routeId: string | null, status: number, bytes: number): AppResponse =>
      ({ status, headers: {}, body: Buffer.alloc(bytes), meta: { routeId, snapshotId: null, code: null, error: null } });
    for (let i = 0; i < 3; i++) log.record(req, answer('entreprises.get', 200, 10), 1);
    log.record(req, answer('entreprises.get', 304, 0), 1);
    log.record(req, answer('annonces.list', 200, 5), 1);
    log.record(req, answer(null, 404, 7), 1);
    clock.set('2026-11-22T08:16:31Z');
    log.close();
    const summary = parsed(lines).find((l) => l.msg === 'requests');
    expect(summary).toMatchObject({
      seconds: 61,
      requests: 6,
      bytes: 42,
      sample: 0.5,
      by_route: { 'entreprises.get': { 200: 3, 304: 1 }, 'annonces.list': { 200: 1 }, '-': { 404: 1 } },
    });
  });
});

describe('the access log’s request line', () => {
  const req = { method: 'GET', url: '/v1/entreprises/1234567.001', headers: { 'user-agent': 'wrk' }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  const response = { status: 200, headers: {}, body: Buffer.alloc(1_400), meta: { routeId: 'entreprises.get', snapshotId: '20261201T000000Z-0001', code: null, error: null } } as AppResponse;

  it('is written by pino itself when the logger adds to its lines (a mixin here), with what the logger adds', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = pino({ level: 'info', base: null, timestamp: () => ',"time":1764576000000', mixin: () => ({ worker: 1 }) }, stream);
    const log = new AccessLog(logger, { sample: 1, trustProxy: 0 });
    log.record(req, response, 0.25);
    log.close();
    expect(lines).toEqual([
      // pino merges the mixin's fields under the call's own: they come first.
      '{"level":30,"time":1764576000000,"worker":1,"method":"GET","url":"/v1/entreprises/1234567.001","status":200,"route":"entreprises.get","code":null,"snapshot":"20261201T000000Z-0001","ip":"127.0.0.1","bytes":1400,"ms":0.25,"ua":"wrk","msg":"request"}\n',
    ]);
  });
});
