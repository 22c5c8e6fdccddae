import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../api/access/access-control.ts';
import { SERVED_MODULES_OFF, SERVED_OPENAPI } from './helpers/served-contract.ts';
import { PAGE_ROUTES } from '../../api/pages/page-routes.ts';
import { routeMethods } from '../../api/route.ts';
import { ROUTES as CORE_ROUTES } from './helpers/core-routes.ts';
import { DOCUMENTATION_URL } from '../../api/routes/v1-index.ts';
import { accessOptions, tempDir } from './access/access-fixtures.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';
import { signalementRoutes } from '../../signalements/signalement-routes.ts';
import { webhookRoutes } from '../../webhooks/webhook-routes.ts';

/** The routes the API process serves: the core's and the webhook module's (cli/serve.ts mounts it). */
const ROUTES = [...CORE_ROUTES, ...webhookRoutes(null), ...signalementRoutes(null).filter((r) => r.surface !== 'page')];

interface Index {
  nom: string;
  version: string;
  liens: { openapi: string; documentation: string; instantanes: string };
  instantane_courant: { id: string; cree_le: string; annonces: number; entreprises: number } | null;
  routes: Array<{ methode: string; chemin: string; resume: string; cle_requise: boolean }>;
  pages: Array<{ chemin: string; resume: string }>;
}

let api: RunningApi;
let counts: { announcements: number; companies: number };
beforeAll(async () => {
  const snapshot = await fixtureSnapshot('20261121T020000Z', 30);
  counts = snapshot.counts;
  api = await startApi({ snapshot, modules: SERVED_MODULES_OFF });
});
afterAll(() => api.close());

describe('GET /v1', () => {
  it('is an index: links to the OpenAPI document, the docs and the snapshots, and the snapshot served', async () => {
    const res = await api.call('/v1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const index = res.json as Index;
    expect(index).toMatchObject({ nom: 'annonces-nc', version: 'v1' });
    expect(index.liens).toEqual({ openapi: '/v1/openapi.json', documentation: DOCUMENTATION_URL, instantanes: '/v1/snapshots' });
    expect(DOCUMENTATION_URL).toBe('https://annonces.nc/docs/api');
    expect(index.instantane_courant).toEqual({ id: '20261121T020000Z', cree_le: '2026-11-21T02:00:00Z', annonces: counts.announcements, entreprises: counts.companies });
    // Every link it gives answers.
    expect((await api.call(index.liens.openapi)).json).toEqual(JSON.parse(JSON.stringify(SERVED_OPENAPI)));
    expect((await api.call(index.liens.instantanes)).status).toBe(200);
  });

  it('lists every route, with its method, summary and whether it needs a key, and every page', async () => {
    const index = (await api.call('/v1')).json as Index;
    const listed = index.routes.map((r) => `${r.methode} ${r.chemin}`).sort();
    expect(listed).toEqual(ROUTES.map((r) => `${routeMethods(r)[0]!} ${r.template}`).sort());
    expect(index.routes.find((r) => r.chemin === '/v1/annonces')).toMatchObject({ methode: 'GET', cle_requise: false, resume: expect.stringMatching(/^Annonces légales/) });
    expect(index.routes.find((r) => r.chemin === '/v1/webhooks' && r.methode === 'POST')?.cle_requise).toBe(true);
    expect(index.routes.every((r) => r.resume.length > 0)).toBe(true);
    // The core's pages, then the report form's (signalements/, GET and POST on one path) and its confirmation.
    const modulePages = [...new Set(signalementRoutes(null).filter((r) => r.surface === 'page').map((r) => r.template))];
    expect(modulePages).toEqual(['/entreprises/{ridet}/signaler', '/signalements/merci']);
    expect(index.pages.map((p) => p.chemin)).toEqual([...PAGE_ROUTES.map((r) => r.template), ...modulePages]);
    expect(index.pages.every((p) => p.resume.length > 0)).toBe(true);
  });

  it('answers JSON to a browser too, and is cached like the data', async () => {
    const res = await api.call('/v1', { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['x-snapshot']).toBe('20261121T020000Z');
    expect((await api.call('/v1', { headers: { 'if-none-match': res.headers.etag! } })).status).toBe(304);
    expect((await api.call('/v1', { method: 'HEAD' })).status).toBe(200);
  });

  it('answers before any snapshot is loaded, without caching that answer', async () => {
    const empty = await startApi({ load: async () => null });
    try {
      const res = await empty.call('/v1');
      expect(res.status).toBe(200);
      expect((res.json as Index).instantane_courant).toBeNull();
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await empty.close();
    }
  });

  it('is pointed to by the 404 of an unknown /v1 path', async () => {
    const res = await api.call('/v1/');
    expect(res.status).toBe(404);
    expect((res.json as { detail: string }).detail).toContain('la liste des routes est à /v1');
  });
});

describe('GET /v1 and the anonymous hour', () => {
  it('is never charged to it nor refused for it, like /v1/openapi.json, and still says where the hour stands', async () => {
    const access = await createAccessControl(accessOptions(tempDir(), { anonymousLimitPerHour: 2 }));
    const limited = await startApi({ snapshot: await fixtureSnapshot('20261121T020000Z', 30), access });
    try {
      for (let i = 0; i < 5; i += 1) expect((await limited.call('/v1')).status).toBe(200);
      expect((await limited.call('/v1/annonces?limit=1')).headers['x-ratelimit-remaining']).toBe('1');
      expect((await limited.call('/v1/annonces?limit=1')).status).toBe(200);
      expect((await limited.call('/v1/annonces?limit=1')).status).toBe(429);
      // The hour is spent: the index still answers, and tells where to go next.
      const index = await limited.call('/v1');
      expect(index.status).toBe(200);
      expect(index.headers['x-ratelimit-remaining']).toBe('0');
      expect((await limited.call('/v1/openapi.json')).status).toBe(200);
    } finally {
      await limited.close();
      await access.close();
    }
  });
});
