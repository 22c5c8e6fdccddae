import { describe, expect, it } from 'vitest';
import { CachedBody } from '../../../api/body-cache.ts';
import { rememberedEncodings } from '../../../api/request/encoding-step.ts';
import type { AppResponse, RequestContext } from '../../../api/request/request-context.ts';
import { responseWriter } from '../../../api/request/write-response.ts';
import type { Route } from '../../../api/route.ts';
import { DEFAULT_API_SETTINGS } from '../../../api/settings.ts';

const route: Route = { id: 'x.get', template: '/v1/x', needsSnapshot: false, handle: () => Promise.reject(new Error('not called')) };

function context(headers: Record<string, string> = {}, over: Partial<RequestContext> = {}): RequestContext {
  return {
    request: { method: 'GET', url: '/v1/x', headers, ip: null }, method: 'GET', path: '/v1/x', query: '', isV1: true,
    candidates: [route], route, snapshot: null, pinned: false, view: null, cacheKey: null,
    accessHeaders: { 'X-RateLimit-Limit': '60' }, principal: null, meta: { routeId: 'x.get', snapshotId: null, code: null, error: null }, ...over,
  };
}

// Large and repetitive enough for Brotli to pay.
const raw = Buffer.from(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ i, name: 'KAGOU TRANSPORTS' })) }));

describe('responseWriter', () => {
  it('answers a body held in memory at once, not through a promise, with the same headers as a compressed answer', async () => {
    const write = responseWriter(DEFAULT_API_SETTINGS, rememberedEncodings());
    const body = new CachedBody('a'.repeat(64), raw, 'application/json; charset=utf-8');
    // The remembered read is the API's steady state; a promise more per request is a
    // measurable part of its CPU against the fair comparator (docs/api-performance.md).
    const plain = write(context(), { status: 200, body, cache: 'data' });
    expect(plain).not.toBeInstanceOf(Promise);
    const identity = plain as AppResponse;
    expect(identity.body).toBe(raw);
    expect(Object.keys(identity.headers)).toEqual([
      'access-control-allow-origin', 'access-control-expose-headers', 'cache-control', 'x-content-type-options', 'x-ratelimit-limit', 'etag', 'content-type', 'vary', 'content-length',
    ]);
    expect(identity.headers['content-length']).toBe(String(raw.length));

    // The first Brotli request waits for the compression; once known, the next is answered at once.
    const first = await write(context({ 'accept-encoding': 'br' }), { status: 200, body, cache: 'data' });
    const again = write(context({ 'accept-encoding': 'br' }), { status: 200, body, cache: 'data' });
    expect(again).not.toBeInstanceOf(Promise);
    for (const answer of [first, again as AppResponse]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(Object.keys(answer.headers).slice(-3)).toEqual(['vary', 'content-encoding', 'content-length']);
      expect(answer.headers['content-length']).toBe(String(answer.body.length));
      expect(answer.body.length).toBeLessThan(raw.length);
    }
  });

  it('still drops the CORS headers of a route closed to other origins, answered at once or not', async () => {
    const write = responseWriter(DEFAULT_API_SETTINGS, rememberedEncodings());
    const closed = context({}, { route: { ...route, crossOrigin: false } });
    const cached = write(closed, { status: 200, body: new CachedBody('b'.repeat(64), raw, 'application/json; charset=utf-8'), cache: 'data' }) as AppResponse;
    expect(cached.headers['access-control-allow-origin']).toBeUndefined();
    const built = await write(closed, { status: 200, body: { ok: true }, cache: 'no-store' });
    expect(built.headers['access-control-allow-origin']).toBeUndefined();
    expect(built.headers['access-control-expose-headers']).toBeUndefined();
  });
});
