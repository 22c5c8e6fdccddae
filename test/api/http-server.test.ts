import net, { type AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import type { App, AppRequest } from '../../api/app.ts';
import { coreApp } from './helpers/core-app.ts';
import { createHttpServer, type ApiHttpServer } from '../../api/http-server.ts';
import type { Route, RouteContext } from '../../api/route.ts';
import { eventually } from '../helpers/eventually.ts';
import { request } from './helpers/http-request.ts';

/**
 * The objects a request goes through carry no accessor of their own (a literal's `get signal()`):
 * V8 allocates such an accessor in the old generation, where it keeps the request's whole graph
 * (req, res, headers) alive through young collections, which promoted about 13 % of what each
 * request allocated (BENCHMARKS.md, api). The signal stays lazy and still aborts when the client
 * leaves.
 */

let running: ApiHttpServer | null = null;
afterEach(async () => {
  await running?.shutdown(0);
  running = null;
});

interface Seen {
  requests: AppRequest[];
  contexts: RouteContext[];
  aborted: boolean;
}

async function serve(): Promise<{ port: number; seen: Seen }> {
  const seen: Seen = { requests: [], contexts: [], aborted: false };
  const route = (id: string, template: string, wait: boolean): Route => ({
    id,
    template,
    needsSnapshot: false,
    async handle(context) {
      seen.contexts.push(context);
      if (wait) {
        const signal = context.signal;
        if (!signal.aborted) await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        seen.aborted = true;
      }
      return { status: 200, body: { ok: true }, cache: 'no-store' };
    },
  });
  const app = coreApp({ snapshots: { current: null }, routes: [route('test.plain', '/v1/test/plain', false), route('test.wait', '/v1/test/wait', true)] });
  const recording: App = { ...app, handle: (one) => { seen.requests.push(one); return app.handle(one); } };
  running = createHttpServer(recording);
  await new Promise<void>((resolve) => running!.server.listen(0, '127.0.0.1', resolve));
  return { port: (running.server.address() as AddressInfo).port, seen };
}

function accessors(object: object): string[] {
  return Object.entries(Object.getOwnPropertyDescriptors(object)).filter(([, d]) => d.get !== undefined || d.set !== undefined).map(([name]) => name);
}

describe('the request handed to the app and to a route', () => {
  it('has data properties only, the signal read through its prototype', async () => {
    const { port, seen } = await serve();
    const res = await request(`http://127.0.0.1:${port}`, '/v1/test/plain');
    expect(res.status).toBe(200);
    expect(seen.requests).toHaveLength(1);
    expect(seen.contexts).toHaveLength(1);
    const [appRequest] = seen.requests;
    const [context] = seen.contexts;
    expect(accessors(appRequest!)).toEqual([]);
    expect(accessors(context!)).toEqual([]);
    expect(appRequest!.signal?.aborted).toBe(false);
    expect(context!.signal.aborted).toBe(false);
    expect(appRequest).toMatchObject({ method: 'GET', url: '/v1/test/plain', ip: '127.0.0.1', bodyBytes: 0 });
    expect(appRequest!.headers.host).toBe(`127.0.0.1:${port}`);
  });

  it('aborts the signal a waiting route reads when the client closes the connection', async () => {
    const { port, seen } = await serve();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(`GET /v1/test/wait HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
    await eventually('the route waits', 5_000, () => (seen.contexts.length === 1 ? true : null));
    socket.destroy();
    await eventually('the route saw its client leave', 5_000, () => (seen.aborted ? true : null));
  });
});

function fullCollection(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/** A later job: a WeakRef's target made or read in this one is kept until it ends. */
const nextJob = () => new Promise((resolve) => setImmediate(resolve));

describe('the last request answered', () => {
  // V8's optimized code for the request path refers to the hidden classes of its objects weakly:
  // with no request alive, a full collection (V8's memory reducer runs one after traffic pauses)
  // freed them and threw that code away. The server keeps one request, not every one.
  it('stays reachable through a full collection until the next request takes its place', async () => {
    const app = coreApp({
      snapshots: { current: null },
      routes: [{ id: 'test.plain', template: '/v1/test/plain', needsSnapshot: false, handle: async () => ({ status: 200, body: { ok: true }, cache: 'no-store' }) }],
    });
    const handled: Array<WeakRef<AppRequest>> = [];
    running = createHttpServer({ ...app, handle: (one) => (handled.push(new WeakRef(one)), app.handle(one)) });
    await new Promise<void>((resolve) => running!.server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`;

    expect((await request(base, '/v1/test/plain')).status).toBe(200);
    await nextJob();
    fullCollection();
    expect(handled[0]!.deref()).toBeDefined();

    expect((await request(base, '/v1/test/plain')).status).toBe(200);
    await nextJob();
    fullCollection();
    expect(handled[1]!.deref()).toBeDefined();
    expect(handled[0]!.deref()).toBeUndefined();
  });
});
