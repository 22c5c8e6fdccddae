import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL, fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ snapshot: await fixtureSnapshot() });
});
afterAll(() => api.close());

describe('GET /v1/entreprises/{ridet}', () => {
  it('returns the company record with its newest announcements', async () => {
    const res = await api.call('/v1/entreprises/1234567001');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json).toMatchObject({
      ridet: '1234567001',
      denomination: 'Société Calédonienne de Nickel',
      anciennes_denominations: ['SCN MINERAIS'],
      dirigeants: [{ nom: 'WAMYTAN', prenoms: 'Marie', fonction: 'présidente', depuis: '2024-06-01' }],
      etat: { valeur: 'en_activite', depuis: '2024-01-10', annonce_id: 'scn-creation' },
      nombre_annonces: 3,
      fiche_url: `${SITE_URL}/entreprise.html?ridet=1234567001`,
    });
    expect(res.json.annonces.map((a: { id: string }) => a.id)).toEqual(['scn-statuts', 'scn-nomination', 'scn-creation']);
    expect(res.json.annonces[0].source_url).toBe('https://example.test/JONC/scn-statuts');
  });

  it('lists former officers with the announcements that opened and ended their mandate, and the capital typed', async () => {
    // api.call validates every body against the OpenAPI document (DirigeantAncien, Montant).
    const res = await api.call('/v1/entreprises/1234567001');
    expect(res.status).toBe(200);
    expect(res.json.capital).toBe('1 000 000 F CFP');
    expect(res.json.capital_montant).toEqual({ montant: 1_000_000, devise: 'XPF' });
    expect(res.json.dirigeants_anciens).toEqual([
      {
        nom: 'DUPONT', prenoms: 'Jean', fonction: 'président', depuis: '2024-01-10', publie_le: '2024-01-10', jusqu_au: '2024-06-01', fin_publiee_le: '2024-06-01',
        annonce_debut: 'scn-creation', annonce_fin: 'scn-nomination',
      },
    ]);
    const creation = res.json.annonces.find((a: { id: string }) => a.id === 'scn-creation');
    expect(creation.capital_montant).toEqual({ montant: 1_000_000, devise: 'XPF' });
    expect(res.json.annonces.find((a: { id: string }) => a.id === 'scn-nomination')).not.toHaveProperty('capital_montant');
  });

  it('gives a company without a known capital capital_montant null and no former officers', async () => {
    const res = await api.call('/v1/entreprises/7654321002');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ capital: null, capital_montant: null, dirigeants_anciens: [] });
  });

  it('caps the history at 50, newest first', async () => {
    const res = await api.call('/v1/entreprises/2000000001');
    expect(res.status).toBe(200);
    expect(res.json.annonces.length).toBeLessThanOrEqual(50);
    const keys = res.json.annonces.map((a: { date: string; id: string }) => `${a.date}|${a.id}`);
    expect([...keys].sort().reverse()).toEqual(keys);
  });

  it('answers 404 entreprise_not_found for a well-formed unknown RIDET', async () => {
    const res = await api.call('/v1/entreprises/9999999999');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('application/problem+json');
    expect(res.json).toMatchObject({ status: 404, code: 'entreprise_not_found', title: 'Entreprise inconnue' });
    expect(res.json.detail).toContain('9999999999');
  });

  it.each([
    ['123456700', 'too short'],
    ['12345670011', 'too long'],
    ['123456700A', 'a letter'],
    ['1234567.001', 'the dotted form'],
    ['1234567%20001', 'an encoded space'],
    ['%E0%A4%A', 'broken percent-encoding'],
    ['', 'empty'],
  ])('answers 400 invalid_ridet with the accepted form for %s (%s)', async (ridet) => {
    const res = await api.call(`/v1/entreprises/${ridet}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ status: 400, code: 'invalid_ridet', title: 'RIDET invalide' });
    expect(res.json.detail).toContain('10 chiffres');
    expect(res.json.detail).toContain('1234567001');
  });

  it('suggests the normalised RIDET when the input holds exactly 10 digits', async () => {
    const res = await api.call('/v1/entreprises/1234567-001');
    expect(res.status).toBe(400);
    expect(res.json.detail).toContain('Vouliez-vous dire 1234567001 ?');
  });

  it('refuses query parameters it does not know', async () => {
    const res = await api.call('/v1/entreprises/1234567001?expand=all');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_parameter', errors: [{ name: 'expand', detail: expect.stringContaining('inconnu') }] });
  });
});
