import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignalementStore } from '../../signalements/state/signalement-store.ts';
import { request, type RawResponse } from '../api/helpers/http-request.ts';
import { expectOpenApiValid } from '../api/helpers/openapi-validator.ts';
import { startSignalementServer, type SignalementServer } from './signalement-server.ts';

// The API as `npm run serve` composes it (reports mounted), on 127.0.0.1, serving a published
// snapshot, with the reports' clock injected: each test starts a fresh hour so the per-client
// limit restarts.
const HOUR = 3_600_000;
let now = Date.UTC(2026, 0, 15, 8, 0, 0);
const LIMIT = 4;
const MAX_OPEN = 20;

let server: SignalementServer;
let api: { url: string };
let store: SignalementStore;
let host: string;
let dir: string;

beforeAll(async () => {
  // No network share here (every request comes from 127.0.0.1): its own tests are below, on a server of their own.
  server = await startSignalementServer({ now: () => now, limits: { perClientPerHour: LIMIT, maxOpen: MAX_OPEN, networkDailyShare: 100 } });
  ({ store, host, dir } = server);
  api = { url: server.url };
});

afterAll(async () => {
  await server?.close();
});

const nextHour = () => {
  now += 2 * HOUR;
};

/** Every answer of the API route is checked against the OpenAPI document. */
async function post(body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  const res = await request(api.url, '/v1/signalements', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  expectOpenApiValid('POST', '/v1/signalements', res);
  return res;
}

const REPORT = { ridet: '1234567001', champ: 'denomination', valeur_proposee: 'SARL LE BON NOM', commentaire: 'Le Kbis indique une autre dénomination.' };

function expectProblem(res: RawResponse, status: number, code: string): void {
  expect(res.status, res.text).toBe(status);
  expect(res.headers['content-type']).toBe('application/problem+json');
  expect(res.json.code).toBe(code);
}

describe('POST /v1/signalements', () => {
  it('stores a report from an anonymous reader: 201 {id, statut: ouvert, url}', async () => {
    nextHour();
    const annonceId = server.known.annonceId;
    const res = await post({ annonce_id: annonceId, champ: 'ridet', valeur_proposee: '1234567001', commentaire: 'Le RIDET lu est celui du liquidateur.' });
    expect(res.status, res.text).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json).toEqual({ id: expect.stringMatching(/^sig_[0-9a-f]{16}$/), statut: 'ouvert', url: `/v1/signalements/${res.json.id}` });
    const stored = await store.get(res.json.id);
    expect(stored).toMatchObject({
      annonce_id: annonceId, ridet: null, champ: 'ridet', valeur_proposee: '1234567001', commentaire: 'Le RIDET lu est celui du liquidateur.',
      origine: 'api', statut: 'ouvert', correction_id: null, cree_le: now, client_network: '4:7f0000', client_key: null,
    });
  });

  it('refuses unknown keys, a champ outside the set, a missing target and bad lengths with 400 invalid_body listing each', async () => {
    nextHour();
    const unknown = await post({ ...REPORT, email: 'x@y.nc' });
    expectProblem(unknown, 400, 'invalid_body');
    expect(unknown.json.errors).toEqual([expect.objectContaining({ name: 'email' })]);
    const several = await post({ champ: 'capital', commentaire: 'x'.repeat(1001) });
    expectProblem(several, 400, 'invalid_body');
    expect(several.json.errors.map((e: { name: string }) => e.name).sort()).toEqual(['annonce_id', 'champ', 'commentaire']);
    expectProblem(await post({ ...REPORT, ridet: '12345' }), 400, 'invalid_body');
    expectProblem(await post('[1]'), 400, 'invalid_body');
    expectProblem(await post(JSON.stringify(REPORT), { 'content-type': 'text/plain' }), 415, 'unsupported_media_type');
  });

  it('refuses a report about a company or an announcement the served snapshot does not have: 422 with each in errors, nothing stored', async () => {
    nextHour();
    const before = await store.counts();
    const company = await post({ ...REPORT, ridet: '9999999001' });
    expectProblem(company, 422, 'signalement_target_not_found');
    expect(company.json.errors).toEqual([{ name: 'ridet', detail: 'aucune entreprise de RIDET 9999999001 dans les données publiées' }]);
    const both = await post({ ...REPORT, ridet: '9999999001', annonce_id: 'f'.repeat(20) });
    expectProblem(both, 422, 'signalement_target_not_found');
    expect(both.json.errors.map((e: { name: string }) => e.name)).toEqual(['ridet', 'annonce_id']);
    expect(both.json.detail).toMatch(/^Aucune entreprise de RIDET 9999999001 .* ; aucune annonce d’identifiant f{20} /);
    expect(await store.counts()).toEqual(before);
    // Refused before the client's limit: a reader who mistyped keeps the reports of the hour.
    for (let i = 0; i < LIMIT; i += 1) expect((await post(REPORT)).status).toBe(201);
  });

  it('refuses a body over 4 KiB with 413', async () => {
    nextHour();
    const res = await post({ ...REPORT, commentaire: 'é'.repeat(2100) });
    expectProblem(res, 413, 'payload_too_large');
  });

  it('limits each client to its hourly budget: 429 with Retry-After, open again an hour later', async () => {
    nextHour();
    for (let i = 0; i < LIMIT; i += 1) expect((await post(REPORT)).status).toBe(201);
    now += 10 * 60_000;
    const refused = await post(REPORT);
    expectProblem(refused, 429, 'signalements_rate_limited');
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    now += 50 * 60_000;
    expect((await post(REPORT)).status).toBe(201);
  });
});

/** The form page's token, read from its hidden field. */
async function formToken(ridet: string): Promise<string> {
  const page = await request(api.url, `/entreprises/${ridet}/signaler`);
  expect(page.status, page.text).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.text).toContain('<form method="post" action="signaler">');
  expect(page.text).not.toContain('<script');
  return /name="jeton" value="([^"]+)"/.exec(page.text)![1]!;
}

const submit = (ridet: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(api.url, `/entreprises/${ridet}/signaler`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}`, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe('the form without JavaScript', () => {
  it('stores a plain form POST and answers 303 to a French confirmation page', async () => {
    nextHour();
    const before = await store.counts();
    const jeton = await formToken('7654321002');
    const res = await submit('7654321002', { jeton, champ: 'dirigeants', valeur_proposee: '', commentaire: 'Le gérant a démissionné en mars.', site_web: '' });
    expect(res.status, res.text).toBe(303);
    expect(new URL(res.headers.location!, `${api.url}/entreprises/7654321002/signaler`).pathname).toBe('/signalements/merci');
    expect((await store.counts()).ouverts).toBe(before.ouverts + 1);
    const [latest] = (await store.listOpen(100)).slice(-1);
    expect(latest).toMatchObject({ ridet: '7654321002', champ: 'dirigeants', valeur_proposee: null, origine: 'formulaire', commentaire: 'Le gérant a démissionné en mars.' });
    const thanks = await request(api.url, '/signalements/merci');
    expect(thanks.status).toBe(200);
    expect(thanks.text).toContain('Merci, votre signalement est enregistré');
  });

  it('answers 404 for the form of a company or an announcement the site does not publish, as the company page does', async () => {
    const company = await request(api.url, '/entreprises/9999999001/signaler');
    expect(company.status).toBe(404);
    expect(company.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(company.text).toContain('Aucune entreprise de RIDET 9999999001 dans les données publiées.');
    expect((await request(api.url, '/entreprise.html?ridet=9999999001')).status).toBe(404);
    const annonce = await request(api.url, `/entreprises/7654321002/signaler?annonce=${'f'.repeat(20)}`);
    expect(annonce.status).toBe(404);
    expect(annonce.text).toContain(`Aucune annonce d’identifiant ${'f'.repeat(20)} dans les données publiées.`);
    expect((await request(api.url, `/entreprises/7654321002/signaler?annonce=${server.known.annonceId}`)).status).toBe(200);
    // Only the declared parameters are read (SIGNALER_FORM_PARAMETERS): another name is refused.
    expect((await request(api.url, `/entreprises/7654321002/signaler?annonce=${server.known.annonceId}&champ=siege`)).status).toBe(400);
    // Posting to it is refused alike, before the token is even read.
    const posted = await submit('9999999001', { jeton: 'x', champ: 'autre', commentaire: 'Un commentaire suffisant.' });
    expect(posted.status).toBe(404);
  });

  it('serves the form and its answers without CORS headers, so no other site’s script reads a token; the JSON API keeps them', async () => {
    const page = await request(api.url, '/entreprises/7654321002/signaler', { headers: { origin: 'https://evil.example' } });
    expect(page.status).toBe(200);
    expect(page.headers['access-control-allow-origin']).toBeUndefined();
    expect(page.headers['access-control-expose-headers']).toBeUndefined();
    const preflight = await request(api.url, '/entreprises/7654321002/signaler', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const refused = await submit('7654321002', { champ: 'autre', commentaire: 'Un commentaire suffisant.', jeton: 'x' }, { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect((await request(api.url, '/v1/signalements', { method: 'OPTIONS' })).headers['access-control-allow-origin']).toBe('*');
  });

  it('serves the form without waiting on the database: another connection holding its write lock does not hold the page', async () => {
    const other = new DatabaseSync(path.join(dir, 'api', 'webhooks.sqlite'));
    other.exec('BEGIN IMMEDIATE');
    try {
      expect(await formToken('7654321002')).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
  });

  it('refuses a forged token, a token of another company, one from two hours ago, and a foreign Origin or Referer (403 French page)', async () => {
    nextHour();
    const before = await store.counts();
    const jeton = await formToken('7654321002');
    const fields = { champ: 'autre', commentaire: 'Un commentaire suffisant.' };
    const refusals = [
      await submit('7654321002', { ...fields, jeton: `${jeton.split('.')[0]!}.${'A'.repeat(43)}` }),
      await submit('1234567001', { ...fields, jeton }),
      await submit('7654321002', { ...fields, jeton }, { origin: 'https://evil.example' }),
      await submit('7654321002', { ...fields, jeton }, { origin: 'null' }),
      // The same host in another scheme: the server speaks plain HTTP and no proxy is trusted.
      await submit('7654321002', { ...fields, jeton }, { origin: `https://${host}` }),
    ];
    const noOrigin = await request(api.url, '/entreprises/7654321002/signaler', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.example/page' },
      body: new URLSearchParams({ ...fields, jeton }).toString(),
    });
    refusals.push(noOrigin);
    now += 2 * HOUR;
    refusals.push(await submit('7654321002', { ...fields, jeton }));
    for (const res of refusals) {
      expect(res.status, res.text).toBe(403);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Formulaire expiré ou venu d’ailleurs');
    }
    expect(await store.counts()).toEqual(before);
  });

  it('answers a filled honeypot like a success without storing it, and a form error with the form again (400)', async () => {
    nextHour();
    const before = await store.counts();
    const jeton = await formToken('7654321002');
    const bot = await submit('7654321002', { jeton, champ: 'autre', commentaire: 'Achetez nos produits', site_web: 'https://spam.example' });
    expect(bot.status).toBe(303);
    const invalid = await submit('7654321002', { jeton, champ: 'capital', commentaire: 'Le capital est faux.' });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('Le signalement n’a pas été enregistré');
    expect(invalid.text).toContain('Le capital est faux.');
    expect(await store.counts()).toEqual(before);
  });

  it('shares the per-client limit with the API: 429 as a French page with Retry-After', async () => {
    nextHour();
    for (let i = 0; i < LIMIT; i += 1) expect((await post(REPORT)).status).toBe(201);
    const jeton = await formToken('7654321002');
    const res = await submit('7654321002', { jeton, champ: 'autre', commentaire: 'Encore un signalement.' });
    expect(res.status).toBe(429);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['retry-after']).toBe('3600');
    expect(res.text).toContain('Trop de signalements');
  });
});

describe('the cap of open reports and the metrics', () => {
  it('answers 503 signalements_full past the cap, and /metrics counts received, refused, open, settled and rejected', async () => {
    let open = (await store.counts()).ouverts;
    while (open < MAX_OPEN) {
      nextHour();
      expect((await post(REPORT)).status).toBe(201);
      open += 1;
    }
    nextHour();
    const full = await post(REPORT);
    expectProblem(full, 503, 'signalements_full');
    expect(full.headers['retry-after']).toBe('3600');
    const [first] = await store.listOpen(1);
    expect(await store.settle(first!.id, 'cor_test', now)).toMatchObject({ ok: true });
    expect((await post(REPORT)).status).toBe(201);
    // A rejected report frees its place too.
    nextHour();
    expectProblem(await post(REPORT), 503, 'signalements_full');
    const [second] = await store.listOpen(1);
    expect(await store.reject(second!.id, 'Rien à corriger : le Kbis confirme.', 'marie', now)).toMatchObject({ ok: true });
    expect((await post(REPORT)).status).toBe(201);

    const metrics = await request(api.url, '/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain(`annonces_signalements{statut="ouvert"} ${MAX_OPEN}`);
    expect(metrics.text).toContain('annonces_signalements{statut="traite"} 1');
    expect(metrics.text).toContain('annonces_signalements{statut="rejete"} 1');
    // Every report this process stored is open, settled or rejected: the server's only writer is itself.
    expect(metrics.text).toContain(`annonces_signalements_received_total ${MAX_OPEN + 2}`);
    expect(metrics.text).toContain('annonces_signalements_refused_total{reason="full"} 2');
    expect(metrics.text).toMatch(/annonces_signalements_refused_total\{reason="rate_limited"\} [1-9]/);
  });
});
