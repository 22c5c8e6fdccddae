import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/problem.ts';
import { bodyLimit } from '../../../api/request/body-limit.ts';
import { preflight } from '../../../api/request/preflight.ts';
import { pinning, snapshotRequired } from '../../../api/request/pinning.ts';
import type { RequestContext } from '../../../api/request/request-context.ts';
import { routeFound } from '../../../api/request/route-found.ts';
import type { Route } from '../../../api/route.ts';
import type { SnapshotArchive } from '../../../api/snapshot-archive.ts';
import type { SnapshotReader } from '../../../publish/snapshot/snapshot-types.ts';

const readRoute: Route = { id: 'x.get', template: '/v1/x', needsSnapshot: true, pinnable: true, handle: () => Promise.reject(new Error('not called')) };
const postRoute: Route = { id: 'x.create', template: '/v1/x', methods: ['POST'], needsSnapshot: false, handle: () => Promise.reject(new Error('not called')) };

function context(over: Partial<RequestContext> = {}): RequestContext {
  return {
    request: { method: 'GET', url: '/v1/x', headers: {}, ip: null }, method: 'GET', path: '/v1/x', query: '', isV1: true,
    candidates: [readRoute, postRoute], route: readRoute, snapshot: null, pinned: false, view: null, cacheKey: null,
    accessHeaders: null, principal: null, meta: { routeId: 'x.get', snapshotId: null, code: null, error: null }, ...over,
  };
}

const codeOf = async (run: () => unknown): Promise<string | null> => {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.code : `not an ApiError: ${String(error)}`;
  }
};

describe('request steps', () => {
  it('bodyLimit refuses a declared or a received body past the limit, and lets the others through', async () => {
    const step = bodyLimit(10);
    expect(await codeOf(() => step(context({ request: { method: 'POST', url: '/v1/x', headers: { 'content-length': '11' }, ip: null } })))).toBe('payload_too_large');
    expect(await codeOf(() => step(context({ request: { method: 'POST', url: '/v1/x', headers: {}, ip: null, bodyBytes: 11 } })))).toBe('payload_too_large');
    expect(step(context({ request: { method: 'POST', url: '/v1/x', headers: { 'content-length': '10' }, ip: null, bodyBytes: 10 } }))).toBeNull();
  });

  it('preflight answers OPTIONS on a known path with every method of the path, and nothing else', () => {
    const answer = preflight(context({ method: 'OPTIONS' }));
    expect(answer).toMatchObject({ status: 204, cache: 'no-store', headers: { 'access-control-allow-methods': 'GET, HEAD, POST, OPTIONS' } });
    expect(preflight(context())).toBeNull();
    expect(preflight(context({ method: 'OPTIONS', route: null, candidates: [] }))).toBeNull();
  });

  it('routeFound says 404 without a route and 405 with Allow for a method no route of the path takes', async () => {
    expect(await codeOf(() => routeFound(context({ route: null, candidates: [] })))).toBe('not_found');
    expect(await codeOf(() => routeFound(context({ method: 'DELETE' })))).toBe('method_not_allowed');
    expect(routeFound(context())).toBeNull();
  });

  it('pinning serves the snapshot named, takes the parameter off the query, and says 404 for an unknown one', async () => {
    const named = { id: '20261121T020000Z' } as SnapshotReader;
    const archive = { open: (id: string) => Promise.resolve(id === named.id ? named : null) } as unknown as SnapshotArchive;
    const pinned = context({ query: 'limit=2&snapshot=20261121T020000Z' });
    expect(await pinning(archive)(pinned)).toBeNull();
    expect([pinned.snapshot, pinned.pinned, pinned.query, pinned.meta.snapshotId]).toEqual([named, true, 'limit=2', '20261121T020000Z']);
    expect(await codeOf(() => pinning(archive)(context({ query: 'snapshot=20200101T000000Z' })))).toBe('snapshot_not_found');
    // A name is read decoded ('%73' is 's'); an escape in a value names nothing.
    const encoded = context({ query: 'q=a%20b&%73napshot=20261121T020000Z' });
    expect(await pinning(archive)(encoded)).toBeNull();
    expect([encoded.pinned, encoded.query]).toEqual([true, 'q=a+b']);
    const valueOnly = context({ query: 'q=a%20b%3D%26c&limit=2' });
    expect(pinning(archive)(valueOnly)).toBeNull();
    expect([valueOnly.pinned, valueOnly.query]).toEqual([false, 'q=a%20b%3D%26c&limit=2']);
    expect(await codeOf(() => snapshotRequired(context()))).toBe('snapshot_unavailable');
    expect(snapshotRequired(context({ snapshot: named }))).toBeNull();
  });
});
