import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../helpers/eventually.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';
import { request } from './helpers/http-request.ts';
import { memoryLogger } from './helpers/memory-logger.ts';

/**
 * Connections that never finish their request (a flood of half-open ones) against the real
 * server: past MAX_CONNECTIONS a new connection is closed at once, which is said once in the
 * log, and the held ones are closed at HEADERS_TIMEOUT_SECONDS, after which new clients are
 * served again. Small values stand for the production ones: 4 connections, 3 seconds (long
 * enough for the excess to arrive while the first ones are held, even on a loaded machine).
 */

const MAX_CONNECTIONS = 4;
let api: RunningApi;
const { logger, lines } = memoryLogger();
beforeAll(async () => {
  api = await startApi({ snapshot: await fixtureSnapshot('20261121T020000Z', 0), settings: { maxConnections: MAX_CONNECTIONS, headersTimeoutSeconds: 3, requestTimeoutSeconds: 4 }, logger });
});
let closed = false;
afterAll(async () => {
  if (!closed) await api?.close();
});

interface RawClient {
  /** What the server sent, as text. */
  received(): string;
  closed(): boolean;
}

/** A raw TCP client that writes `sent` (perhaps nothing, perhaps half a request) and keeps the connection open. */
function rawClient(sent: string): Promise<RawClient> {
  const url = new URL(api.baseUrl);
  return new Promise((resolve, reject) => {
    let data = '';
    let closed = false;
    const socket = net.connect(Number(url.port), url.hostname, () => {
      if (sent) socket.write(sent);
      resolve({ received: () => data, closed: () => closed });
    });
    socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
    // A connection the server drops may reset: that is the closing this test looks for.
    socket.on('error', () => undefined);
    socket.on('close', () => (closed = true));
    socket.once('error', reject);
  });
}

const logged = (message: string) => lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((l) => l.msg === message);

describe('MAX_CONNECTIONS', () => {
  it('closes the connections past the cap at once, logs it once, and serves new clients once the held ones time out', async () => {
    // Half-open requests: two that send nothing, two that stop inside their headers.
    const held = await Promise.all(['', '', 'GET /healthz HTTP/1.1\r\n', 'GET /healthz HTTP/1.1\r\nHost: annonces.test\r\n'].map(rawClient));
    const open = () => new Promise<number>((resolve, reject) => api.http.server.getConnections((err, count) => (err ? reject(err) : resolve(count))));
    await eventually('the server holds the four connections', 10_000, async () => ((await open()) === MAX_CONNECTIONS ? true : null));

    const excess = await Promise.all(Array.from({ length: 3 }, () => rawClient('GET /healthz HTTP/1.1\r\nHost: annonces.test\r\n\r\n')));
    await eventually('the excess connections are closed', 10_000, () => (excess.every((c) => c.closed()) ? true : null));
    // Closed unanswered: the cap closed them, where a time-out would have answered 408.
    expect(excess.map((c) => c.received())).toEqual(['', '', '']);
    expect(logged('connection limit reached')).toEqual([expect.objectContaining({ level: 40, max_connections: MAX_CONNECTIONS })]);

    // The held connections are closed at HEADERS_TIMEOUT_SECONDS with a 408 (those that sent
    // nothing too); then a new client gets its answer.
    const served = await eventually('a new client is served', 15_000, async () => {
      const res = await request(api.baseUrl, '/healthz').catch(() => null);
      return res?.status === 200 ? res : null;
    });
    expect(served.status).toBe(200);
    // The server closed them before it could serve the new client; their 'close' events reach
    // this side in their own time.
    await eventually('the held connections are closed', 10_000, () => (held.every((c) => c.closed()) ? true : null));
    expect(held.map((c) => /^HTTP\/1\.1 (\d{3})/.exec(c.received())?.[1])).toEqual(['408', '408', '408', '408']);
    // Still one line for the whole episode, however many connections were dropped; their
    // count comes in one line a minute, and when the server closes.
    expect(logged('connection limit reached')).toHaveLength(1);
    closed = true;
    await api.close();
    const counted = logged('connections dropped');
    expect(counted).toHaveLength(1);
    expect(counted[0]!.dropped).toBeGreaterThanOrEqual(excess.length);
  });
});
