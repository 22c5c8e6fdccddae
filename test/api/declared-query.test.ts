import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryNames } from '../../api/parameter-spec.ts';
import { ROUTES } from './helpers/core-routes.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';
import { request } from './helpers/http-request.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ snapshot: await fixtureSnapshot('20261121T020000Z', 5) });
});
afterAll(() => api.close());

/** The routes without path parameters that read a query: each reached by its template alone. */
const QUERY_ROUTES = ROUTES.filter((route) => queryNames(route.parameters ?? []).length > 0 && !route.template.includes('{'));

describe('a route’s query reader', () => {
  it('covers the routes that declare query parameters', () => {
    expect(QUERY_ROUTES.map((r) => r.id).sort()).toEqual(['annonces.atom', 'annonces.list', 'changes.list', 'entreprises.list', 'search', 'snapshots.list']);
  });

  it('accepts exactly the query parameters its route declares, and says which', async () => {
    for (const route of QUERY_ROUTES) {
      const res = await request(api.baseUrl, `${route.template}?inconnu=1`);
      expect(res.status, route.id).toBe(400);
      const errors = (res.json as { errors: { name: string; detail: string }[] }).errors;
      expect(errors.find((e) => e.name === 'inconnu')?.detail, route.id).toBe(`paramètre inconnu ; paramètres acceptés : ${queryNames(route.parameters!).join(', ')}`);
    }
  });
});
