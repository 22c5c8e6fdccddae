import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { App, AppResponse } from '../../../api/app.ts';
import { CachedBody } from '../../../api/body-cache.ts';
import { createHttpServer } from '../../../api/http-server.ts';
import { baseLists, FlatResponse, flatHeaders } from '../../../api/request/flat-headers.ts';

const lower = (name: string) => name.toLowerCase();
const body = new CachedBody('a'.repeat(64), Buffer.from('{"ok":true}'), 'application/json; charset=utf-8');
const meta: AppResponse['meta'] = { routeId: 'test', snapshotId: null, code: null, error: null };

describe('the flat header list of a remembered read', () => {
  it('lists base, access control, route, snapshot and body headers in that order, names lower-cased', () => {
    const flat = flatHeaders(baseLists('ETag')('public, max-age=60'), { 'X-RateLimit-Limit': '10' }, { Link: '</next>; rel="next"' }, 'S1', body, null, null, lower);
    expect(flat).toEqual([
      'access-control-allow-origin', '*', 'access-control-expose-headers', 'ETag', 'cache-control', 'public, max-age=60', 'x-content-type-options', 'nosniff',
      'x-ratelimit-limit', '10', 'link', '</next>; rel="next"', 'x-snapshot', 'S1',
      'etag', body.etag, 'content-type', 'application/json; charset=utf-8', 'vary', 'Accept-Encoding', 'content-length', '11',
    ]);
    expect(new FlatResponse(200, flat!, body.raw, meta).headers).toMatchObject({ 'x-ratelimit-limit': '10', link: '</next>; rel="next"', 'content-length': '11' });
  });

  it('gives each answer its own list with its own values, when what surrounds the body changes too', () => {
    const base = baseLists('ETag')('public, max-age=60');
    const own = new CachedBody('b'.repeat(64), Buffer.from('{"own":1}'), 'application/json; charset=utf-8');
    const limits = (remaining: string) => ({ 'X-RateLimit-Limit': '10', 'X-RateLimit-Remaining': remaining, 'X-RateLimit-Reset': '60' });
    const listed = (access: Record<string, string> | null, route: Record<string, string> | undefined, snapshot: string | null, encoding: string | null = null, encoded: Buffer | null = null) =>
      flatHeaders(base, access, route, snapshot, own, encoding, encoded, lower)!;
    // What the list must say, made the slow way.
    const expected = (access: Record<string, string> | null, route: Record<string, string> | undefined, snapshot: string | null, encoding: string | null = null, encoded: Buffer | null = null) => [
      ...base,
      ...Object.entries(access ?? {}).flatMap(([n, v]) => [n.toLowerCase(), v]),
      ...Object.entries(route ?? {}).flatMap(([n, v]) => [n.toLowerCase(), v]),
      ...(snapshot === null ? [] : ['x-snapshot', snapshot]),
      'etag', own.etag, 'content-type', own.contentType, 'vary', 'Accept-Encoding',
      ...(encoded === null ? ['content-length', '9'] : ['content-encoding', encoding!, 'content-length', String(encoded.length)]),
    ];
    const link = { Link: '</next>; rel="next"' };
    const gzip = Buffer.from('12345');
    const cases: Array<Parameters<typeof expected>> = [
      [limits('9'), undefined, 'S1'],
      [limits('8'), undefined, 'S1'],
      [limits('7'), undefined, 'S2'],
      [limits('6'), link, 'S2'],
      [limits('5'), { Link: '</other>; rel="next"' }, 'S2'],
      [{ 'X-RateLimit-Limit': '10' }, link, 'S2'],
      [null, undefined, null],
      [limits('4'), undefined, 'S1', 'gzip', gzip],
      [limits('3'), undefined, 'S1'],
      [limits('2'), undefined, 'S1'],
      // Access control's names in another order, then a route's headers equal to a former one's.
      [{ 'X-RateLimit-Remaining': '1', 'X-RateLimit-Limit': '10', 'X-RateLimit-Reset': '60' }, undefined, 'S1'],
      [limits('0'), { Link: '</next>; rel="next"' }, 'S2'],
      [limits('0'), link, 'S2'],
    ];
    const lists = cases.map((args) => listed(...args));
    lists.forEach((list, i) => expect(list, `case ${i}`).toEqual(expected(...cases[i]!)));
    // Each answer's list is its own: a later one never changed an earlier one.
    expect(lists[0]).toEqual(expected(...cases[0]!));
    for (const list of [lists[8]!, listed(...cases[1]!)]) {
      list.push('x-added', '1');
      list[9] = 'changed';
      expect(listed(...cases[1]!)).toEqual(expected(...cases[1]!));
    }
  });

  it.each([
    ['access control names one of ours', { ETag: 'x' }, undefined],
    ['a route names one of ours', null, { 'Cache-Control': 'no-store' }],
    ['a route names one of access control', { 'X-RateLimit-Limit': '10' }, { 'x-ratelimit-limit': '11' }],
  ])('is not made when %s (the general path replaces it in place)', (_what, access, route) => {
    expect(flatHeaders(baseLists('ETag')('no-store'), access, route, null, body, null, null, lower)).toBeNull();
  });
});

describe('node:http given a flat list', () => {
  it('adds Connection: close once the server is shutting down', async () => {
    let release!: (response: AppResponse) => void;
    const app = {
      settings: { bodyLimitBytes: 1024, sendTimeoutSeconds: 5, headersTimeoutSeconds: 5, requestTimeoutSeconds: 5, maxConnections: 10 },
      handle: () => new Promise<AppResponse>((resolve) => (release = resolve)),
    } as unknown as App;
    const running = createHttpServer(app);
    await new Promise<void>((resolve) => running.server.listen(0, '127.0.0.1', resolve));
    const socket = net.connect((running.server.address() as AddressInfo).port, '127.0.0.1');
    const received = new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve(text));
    });
    socket.write('GET /x HTTP/1.1\r\nHost: t\r\n\r\n');
    await new Promise<void>((resolve) => {
      const wait = () => (release === undefined ? setImmediate(wait) : resolve());
      wait();
    });
    const stopped = running.shutdown(5_000);
    release(new FlatResponse(200, ['x-one', '1', 'content-length', '2'], Buffer.from('ok'), meta));
    const text = await received;
    await stopped;
    expect(text.split('\r\n').filter((l) => !l.startsWith('Date: '))).toEqual(['HTTP/1.1 200 OK', 'x-one: 1', 'content-length: 2', 'connection: close', '', 'ok']);
  });
});
