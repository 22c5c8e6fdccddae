import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../api/access/access-control.ts';
import type { AccessControl } from '../../api/access-seam.ts';
import { coreApp } from './helpers/core-app.ts';
import { createHttpServer, type ApiHttpServer } from '../../api/http-server.ts';
import { accessOptions, tempDir } from './access/access-fixtures.ts';

/**
 * The client's address is read once per connection (api/peer-address.ts): every request of a
 * keep-alive connection is charged and logged to that connection's peer, and two connections
 * from two addresses are not mixed up. The clients bind their own loopback addresses, so the
 * expected addresses are the ones the test chose, not ones the server reports.
 */

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Answer {
  status: number;
  remaining: string | undefined;
}

function get(port: number, agent: http.Agent, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, remaining: res.headers['x-ratelimit-remaining'] as string | undefined }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function started(): Promise<{ port: number; logged: Array<Record<string, unknown>>; connections: () => number }> {
  const logged: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line !== '') logged.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, destination);
  const access: AccessControl = await createAccessControl(accessOptions(tempDir(), { anonymousLimitPerHour: 2 }));
  cleanups.push(() => access.close?.());
  const app = coreApp({ snapshots: { current: null }, access });
  const running: ApiHttpServer = createHttpServer(app, { logger, accessLogSample: 1 });
  cleanups.push(() => running.shutdown(0));
  let connections = 0;
  running.server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => running.server.listen(0, '127.0.0.1', resolve));
  return { port: (running.server.address() as AddressInfo).port, logged, connections: () => connections };
}

function agentFrom(localAddress: string): http.Agent {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress });
  cleanups.push(() => agent.destroy());
  return agent;
}

describe('the client address, read once per connection', () => {
  it('charges the anonymous hour and writes the access log to the peer of each connection, every request of it', async () => {
    const { port, logged, connections } = await started();
    const first = agentFrom('127.0.0.2');
    const second = agentFrom('127.0.0.3');

    // A path no route has: answered 404, and still counted against the anonymous hour of 2.
    const fromFirst = [];
    for (let i = 0; i < 3; i++) fromFirst.push(await get(port, first, '/v1/nulle-part'));
    const fromSecond = await get(port, second, '/v1/nulle-part');

    expect(connections()).toBe(2);
    expect(fromFirst).toEqual([
      { status: 404, remaining: '1' },
      { status: 404, remaining: '0' },
      { status: 429, remaining: '0' },
    ]);
    expect(fromSecond).toEqual({ status: 404, remaining: '1' });
    const requests = logged.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.status, line.ip])).toEqual([
      [404, '127.0.0.2'],
      [404, '127.0.0.2'],
      [429, '127.0.0.2'],
      [404, '127.0.0.3'],
    ]);
  });
});
