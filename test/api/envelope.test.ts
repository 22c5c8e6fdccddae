import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPE_BASE } from '../../api/problem.ts';
import { SERVED_PROBLEMS } from './helpers/served-contract.ts';
import { ROUTES } from './helpers/core-routes.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';
import type { RawResponse } from './helpers/http-request.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ snapshot: await fixtureSnapshot('20261121T020000Z', 30), settings: { bodyLimitBytes: 64 } });
});
afterAll(() => api.close());

/** One failing request per route and error kind the route can produce from input. */
const FAILURES: Record<string, string[]> = {
  index: ['/v1?x=1'],
  'entreprises.get': ['/v1/entreprises/12', '/v1/entreprises/9999999999', '/v1/entreprises/1234567001?x=1'],
  'annonces.list': ['/v1/annonces?limit=0', '/v1/annonces?type=x', '/v1/annonces?cursor=zz', '/v1/annonces?x=1'],
  'annonces.get': ['/v1/annonces/a%20b', '/v1/annonces/' + 'x'.repeat(101), '/v1/annonces/inconnue', '/v1/annonces/inconnue?x=1'],
  'entreprises.atom': ['/v1/entreprises/12.atom', '/v1/entreprises/9999999999.atom', '/v1/entreprises/1234567001.atom?x=1'],
  'annonces.atom': ['/v1/annonces.atom?limit=0', '/v1/annonces.atom?type=x', '/v1/annonces.atom?since=2026-02-30', '/v1/annonces.atom?cursor=zz'],
  search: ['/v1/search', '/v1/search?q=a', '/v1/search?q=ab&limit=99', '/v1/search?q=ab&snapshot=20200101T000000Z', '/v1/search?q=ab&snapshot=hier'],
  'snapshots.list': ['/v1/snapshots?limit=0', '/v1/snapshots?cursor=zz', '/v1/snapshots?x=1'],
  'changes.list': ['/v1/changes?since=zz', '/v1/changes?limit=1001', '/v1/changes?ridet=12', '/v1/changes?kind=annonce.deleted', '/v1/changes?x=1'],
  'entreprises.list': [
    '/v1/entreprises?commune=Paris', '/v1/entreprises?commune=Noumea&etat=dissoute', '/v1/entreprises?modifiees_depuis=2026-01-01&etat=dissoute',
    '/v1/entreprises?modifiees_depuis=2026-02-30', '/v1/entreprises?modifiees_depuis=2026-01-01&cursor=zz',
  ],
  'documents.get': ['/v1/documents/zz', '/v1/documents/' + 'a'.repeat(64), '/v1/documents/' + 'a'.repeat(64) + '?x=1'],
  // This server has no store for the bulk files: the list answers 503 exports_unavailable.
  'exports.list': ['/v1/exports', '/v1/exports?x=1'],
  'exports.get': ['/v1/exports/20261121T020000Z/annonces.parquet', '/v1/exports/20261121T020000Z/annonces.parquet?x=1'],
  openapi: ['/v1/openapi.json?x=1'],
  healthz: ['/healthz?x=1'],
  readyz: ['/readyz?x=1'],
};

/**
 * Routes whose success needs what this fixture snapshot does not hold: a store (the archived
 * documents, the bulk files: test/api/documents.test.ts and test/api/exports.test.ts serve them
 * from one) or a publish's announcement details (test/api/annonce-detail.test.ts).
 */
const NEED_A_STORE = ['documents.get', 'exports.list', 'exports.get', 'annonces.get'];

/** One successful request per route. */
const SUCCESSES: Record<string, string> = {
  index: '/v1',
  'entreprises.get': '/v1/entreprises/1234567001',
  'annonces.list': '/v1/annonces?limit=2',
  'entreprises.atom': '/v1/entreprises/1234567001.atom',
  'annonces.atom': '/v1/annonces.atom?limit=2',
  search: '/v1/search?q=nickel',
  'snapshots.list': '/v1/snapshots',
  // This snapshot was never published (no changes.json): "now" and a later date read nothing of it.
  'changes.list': '/v1/changes',
  'entreprises.list': '/v1/entreprises?modifiees_depuis=2030-01-01',
  openapi: '/v1/openapi.json',
  healthz: '/healthz',
  readyz: '/readyz',
};

function expectProblem(res: RawResponse, target: string): void {
  expect(res.headers['content-type'], target).toBe('application/problem+json');
  const body = res.json as Record<string, unknown>;
  expect(Object.keys(body).sort(), target).toEqual(
    expect.arrayContaining(['code', 'detail', 'status', 'title', 'type']),
  );
  expect(body.status, target).toBe(res.status);
  expect(body.type, target).toBe(`${PROBLEM_TYPE_BASE}${body.code as string}`);
  expect(typeof body.detail === 'string' && body.detail.length > 0, target).toBe(true);
  if ((body.code as string) in SERVED_PROBLEMS) {
    const entry = SERVED_PROBLEMS[body.code as string]!;
    expect([entry.status, entry.title], target).toEqual([res.status, body.title]);
  }
  expect(Object.keys(body).every((k) => ['type', 'title', 'status', 'detail', 'code', 'instance', 'errors'].includes(k)), target).toBe(true);
  if (body.code === 'invalid_parameter') expect((body.errors as unknown[]).length, target).toBeGreaterThan(0);
  expect(res.headers['access-control-allow-origin'], target).toBe('*');
  expect(res.headers['cache-control'], target).toBe('no-store');
  expect(res.text, target).not.toMatch(/Error:|\.ts:\d+/);
}

// The webhook routes need a key and a webhook state: test/webhooks/webhook-routes.test.ts guards theirs.
const READ_ROUTES = ROUTES.filter((r) => !r.id.startsWith('webhooks'));

describe('error shape', () => {
  it('covers every read route', () => {
    expect(Object.keys(FAILURES).sort()).toEqual(READ_ROUTES.map((r) => r.id).sort());
    expect(Object.keys(SUCCESSES).sort()).toEqual(READ_ROUTES.map((r) => r.id).filter((id) => !NEED_A_STORE.includes(id)).sort());
  });

  it('is RFC 9457 problem+json with a stable code on every endpoint', async () => {
    for (const [route, targets] of Object.entries(FAILURES)) {
      for (const target of targets) {
        const res = await api.call(target);
        expect(res.status, `${route} ${target}`).toBeGreaterThanOrEqual(400);
        expectProblem(res, target);
      }
    }
    for (const target of Object.values(SUCCESSES)) {
      expectProblem(await api.call(target, { method: 'DELETE' }), `DELETE ${target}`);
      expectProblem(await api.call(target, { method: 'POST', body: 'x'.repeat(100) }), `POST ${target}`);
    }
    expectProblem(await api.call('/v1/inconnu'), '/v1/inconnu');
  });
});

describe('success envelope', () => {
  it('lists are {data, pagination}, the company record is the bare record', async () => {
    for (const [route, target] of Object.entries(SUCCESSES)) {
      const res = await api.call(target);
      expect(res.status, target).toBe(200);
      if (route.endsWith('.atom')) {
        expect(res.headers['content-type'], target).toBe('application/atom+xml; charset=utf-8');
        expect(res.text, target).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom"/);
        continue;
      }
      expect(res.headers['content-type'], target).toBe('application/json; charset=utf-8');
      const body = res.json as Record<string, unknown>;
      if (route === 'changes.list') {
        // The change feed's own envelope: events and where to resume (docs/api.md, "Change feed").
        expect(Object.keys(body), target).toEqual(['events', 'next_cursor', 'has_more']);
      } else if (route === 'annonces.list' || route === 'search' || route === 'snapshots.list' || route === 'entreprises.list') {
        expect(Object.keys(body), target).toEqual(['data', 'pagination']);
        expect(Array.isArray(body.data), target).toBe(true);
        expect(Object.keys(body.pagination as object).sort(), target).toEqual(['has_more', 'limit', 'next_cursor']);
      } else if (route === 'entreprises.get') {
        expect(body).toMatchObject({ ridet: '1234567001', annonces: expect.any(Array), dirigeants: expect.any(Array) });
      } else {
        expect(typeof body, target).toBe('object');
      }
    }
  });
});
