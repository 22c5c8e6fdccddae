import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { coreApp } from './helpers/core-app.ts';
import { createHttpServer, type ApiHttpServer } from '../../api/http-server.ts';
import type { Route } from '../../api/route.ts';
import { StreamedBody } from '../../api/streamed-body.ts';
import { eventually } from '../helpers/eventually.ts';
import { memoryLogger } from './helpers/memory-logger.ts';

/**
 * A StreamedBody (api/streamed-body.ts) through the app and the real HTTP server: sent as the
 * client reads, its length announced; a source that fails past the headers, or a client that
 * goes away, ends that response only (the source destroyed, the server serving on).
 */

const CHUNK = 64 * 1024;
const servers: ApiHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.shutdown(1000);
});

/** A source of `chunks` pieces of CHUNK bytes, produced as they are read; fails after `failAfter` when given. */
function source(chunks: number, failAfter?: number): Readable & { produced: number } {
  let produced = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && produced === failAfter) {
        this.destroy(new Error('the object store connection dropped'));
        return;
      }
      if (produced === chunks) {
        this.push(null);
        return;
      }
      produced += 1;
      stream.produced = produced;
      this.push(Buffer.alloc(CHUNK, produced % 256));
    },
  }) as Readable & { produced: number };
  stream.produced = 0;
  return stream;
}

async function serve(make: () => Readable & { produced: number }, chunks: number, options: { before?: () => Promise<void>; sendTimeoutSeconds?: number } = {}) {
  const log = memoryLogger();
  const sources: Array<Readable & { produced: number }> = [];
  const route: Route = {
    id: 'test.stream',
    template: '/v1/flux',
    needsSnapshot: false,
    async handle() {
      await options.before?.();
      const stream = make();
      sources.push(stream);
      return { status: 200, body: new StreamedBody(stream, chunks * CHUNK), etag: '"flux"', compress: false, cache: 'no-store', contentType: 'application/octet-stream' };
    },
  };
  const app = coreApp({ snapshots: { current: null }, routes: [route], settings: { sendTimeoutSeconds: options.sendTimeoutSeconds ?? 30 } });
  const server = createHttpServer(app, { logger: log.logger });
  servers.push(server);
  await new Promise<void>((resolve) => server.server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, sources, log, server };
}

function closedOnce(stream: Readable): Promise<void> {
  return stream.closed ? Promise.resolve() : new Promise((resolve) => stream.once('close', () => resolve()));
}

function cutLines(log: ReturnType<typeof memoryLogger>): Array<{ msg: string; outcome?: string }> {
  return log.lines.map((l) => JSON.parse(l) as { msg: string; outcome?: string }).filter((l) => l.msg === 'response body cut before its end');
}

function get(port: number, headers: Record<string, string> = {}, method = 'GET'): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.request({ host: '127.0.0.1', port, path: '/v1/flux', headers, method }, resolve).on('error', reject).end();
  });
}

async function readAll(res: http.IncomingMessage): Promise<{ bytes: number; complete: boolean }> {
  let bytes = 0;
  try {
    for await (const chunk of res) bytes += (chunk as Buffer).length;
  } catch {
    // An aborted response errors when read: what matters is what arrived.
  }
  return { bytes, complete: res.complete };
}

describe('a streamed body', () => {
  it('arrives whole with its length, and a 304 or a HEAD leaves its source unread', async () => {
    const { port, sources } = await serve(() => source(40), 40);
    const res = await get(port);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-length']).toBe(String(40 * CHUNK));
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(await readAll(res)).toEqual({ bytes: 40 * CHUNK, complete: true });

    const notModified = await get(port, { 'if-none-match': '"flux"' });
    expect(notModified.statusCode).toBe(304);
    await readAll(notModified);
    expect(sources[1]!.destroyed).toBe(true);
    expect(sources[1]!.produced).toBe(0);

    const head = await get(port, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(40 * CHUNK));
    expect(await readAll(head)).toEqual({ bytes: 0, complete: true });
    expect(sources[2]!.destroyed).toBe(true);
    expect(sources[2]!.produced).toBe(0);
  });

  it('cut by its source past the headers: the connection closes short of its length, and the server serves on', async () => {
    let calls = 0;
    const { port, log } = await serve(() => (calls++ === 0 ? source(40, 5) : source(40)), 40);
    const cut = await readAll(await get(port));
    expect(cut.complete).toBe(false);
    expect(cut.bytes).toBeLessThan(40 * CHUNK);
    expect(log.lines.map((l) => JSON.parse(l) as { msg: string }).filter((l) => l.msg === 'response body cut before its end')).toHaveLength(1);
    expect(await readAll(await get(port))).toEqual({ bytes: 40 * CHUNK, complete: true });
  });

  it('left by its client: the source is destroyed, not read to its end', async () => {
    const { port, sources } = await serve(() => source(100_000), 100_000);
    const res = await get(port);
    await once(res, 'readable');
    res.destroy();
    // Destroyed by the server's pipeline with a premature-close error: wait for its close.
    const left = sources[0]!;
    if (!left.closed) await new Promise((resolve) => left.once('close', resolve));
    expect(sources[0]!.destroyed).toBe(true);
    expect(sources[0]!.produced).toBeLessThan(100_000);
  });

  it('answered after its client left: the source is destroyed unread', async () => {
    // The route answers only once the server has seen the connection close.
    let connectionClosed: () => void = () => {};
    const gone = new Promise<void>((resolve) => (connectionClosed = resolve));
    const { port, sources, server } = await serve(() => source(40), 40, { before: () => gone });
    server.server.once('connection', (socket: Socket) => socket.once('close', () => connectionClosed()));
    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => {});
    await once(client, 'connect');
    client.write('GET /v1/flux HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', () => client.destroy());
    await gone;
    await eventually('the route answered', 10_000, () => (sources.length === 1 ? true : null));
    await closedOnce(sources[0]!);
    expect(sources[0]!.destroyed).toBe(true);
    expect(sources[0]!.produced).toBe(0);
  });

  it('not read by its client: cut after the send timeout, its source destroyed, the server serving on', async () => {
    const { port, sources, log } = await serve(() => source(100_000), 100_000, { sendTimeoutSeconds: 1 });
    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => {});
    await once(client, 'connect');
    client.write('GET /v1/flux HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // The client reads its first bytes, then nothing more: the connection's buffers fill.
    await once(client, 'data');
    client.pause();
    await eventually('the source destroyed', 30_000, () => (sources[0]?.destroyed ? true : null));
    await closedOnce(sources[0]!);
    expect(sources[0]!.produced).toBeLessThan(100_000);
    expect(cutLines(log).map((l) => l.outcome)).toEqual(['stalled']);
    client.destroy();
    expect(await readAll(await get(port, {}, 'HEAD'))).toEqual({ bytes: 0, complete: true });
  });
});
