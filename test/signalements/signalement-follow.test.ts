import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type RawResponse } from '../api/helpers/http-request.ts';
import { expectOpenApiValid } from '../api/helpers/openapi-validator.ts';
import { startSignalementServer, type SignalementServer } from './signalement-server.ts';

/**
 * A reader follows a report: POST /v1/signalements returns the report's id and
 * its address; GET /v1/signalements/{id} says where it stands and what was done, through the API
 * as `npm run serve` composes it, the operator's commands writing the same database.
 */

const CREATED_AT = Date.UTC(2026, 0, 15, 8, 0, 0);
let now = CREATED_AT;
let server: SignalementServer;

beforeAll(async () => {
  server = await startSignalementServer({ now: () => now, limits: { perClientPerHour: 100, maxOpen: 100, networkDailyShare: 1 } });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function call(target: string, method = 'GET', body?: unknown): Promise<RawResponse> {
  const res = await request(server.url, target, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expectOpenApiValid(method, target, res);
  return res;
}

const report = (extra: Record<string, unknown> = {}) =>
  call('/v1/signalements', 'POST', { ridet: server.known.ridet, champ: 'denomination', valeur_proposee: 'SARL LE BON NOM', commentaire: 'Le Kbis indique une autre dénomination.', ...extra });

describe('GET /v1/signalements/{id}', () => {
  it('is where creation points: the id, its address in the body and in Location', async () => {
    const created = await report();
    expect(created.status, created.text).toBe(201);
    const id = created.json.id as string;
    expect(created.json).toEqual({ id, statut: 'ouvert', url: `/v1/signalements/${id}` });
    expect(created.headers.location).toBe(`/v1/signalements/${id}`);
  });

  it('says an open report awaits review, with its target and without what the reader wrote', async () => {
    const id = (await report({ annonce_id: server.known.annonceId })).json.id as string;
    const res = await call(`/v1/signalements/${id}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json).toEqual({
      id, statut: 'ouvert', champ: 'denomination', annonce_id: server.known.annonceId, ridet: server.known.ridet,
      cree_le: new Date(CREATED_AT).toISOString(), clos_le: null, correction_id: null, motif_rejet: null,
      suite: 'En attente de relecture par une personne.',
      annonce_url: `/v1/annonces/${server.known.annonceId}`, entreprise_url: `/v1/entreprises/${server.known.ridet}`,
    });
    expect(res.text).not.toContain('Kbis');
    expect(res.text).not.toContain('SARL LE BON NOM');
  });

  it('says a settled report was corrected, by which correction and when, and a rejected one why', async () => {
    const settled = (await report()).json.id as string;
    const rejected = (await report()).json.id as string;
    now = CREATED_AT + 3_600_000;
    expect(await server.store.settle(settled, 'cor-5b0e7d2a91c4', now, 'marie')).toMatchObject({ ok: true });
    expect(await server.store.reject(rejected, 'Le Kbis confirme la dénomination publiée.', 'marie', now)).toMatchObject({ ok: true });

    const done = (await call(`/v1/signalements/${settled}`)).json;
    expect(done).toMatchObject({ statut: 'traite', clos_le: new Date(now).toISOString(), correction_id: 'cor-5b0e7d2a91c4', motif_rejet: null });
    expect(done.suite).toBe('Corrigé (correction cor-5b0e7d2a91c4) : la correction paraît avec la publication suivante.');
    const refused = (await call(`/v1/signalements/${rejected}`)).json;
    expect(refused).toMatchObject({ statut: 'rejete', clos_le: new Date(now).toISOString(), correction_id: null, motif_rejet: 'Le Kbis confirme la dénomination publiée.' });
    expect(refused.suite).toBe('Rejeté après relecture : Le Kbis confirme la dénomination publiée.');
    // Who read it is the operators' business, not the reader's.
    expect(JSON.stringify([done, refused])).not.toContain('marie');
  });

  it('answers 404 signalement_not_found for an id it does not have, 400 for one that cannot be an id', async () => {
    const unknown = await call('/v1/signalements/sig_0000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('signalement_not_found');
    const malformed = await call('/v1/signalements/42');
    expect(malformed.status).toBe(400);
    expect(malformed.json.code).toBe('invalid_parameter');
  });
});
