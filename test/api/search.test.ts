import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL, fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ snapshot: await fixtureSnapshot() });
});
afterAll(() => api.close());

const search = async (q: string, extra = '') => {
  const res = await api.call(`/v1/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.status).toBe(200);
  return res.json as { data: Array<{ ridet: string; denomination: string; score: number; anciennes_denominations?: string[]; fiche_url: string }>; pagination: { limit: number; has_more: boolean; next_cursor: null } };
};

describe('GET /v1/search', () => {
  it('finds a company regardless of accents and case, with the documented result items', async () => {
    const res = await search('societe caledonienne');
    expect(res.data[0]).toEqual({
      ridet: '1234567001',
      denomination: 'Société Calédonienne de Nickel',
      score: expect.any(Number),
      anciennes_denominations: ['SCN MINERAIS'],
      fiche_url: `${SITE_URL}/entreprise.html?ridet=1234567001`,
      correspondance: ['denomination'],
    });
    expect(res.pagination).toEqual({ limit: 10, next_cursor: null, has_more: false });
    expect((await search('SOCIÉTÉ CALÉDONIENNE')).data[0]?.ridet).toBe('1234567001');
  });

  it('tolerates typos', async () => {
    expect((await search('boulangrie')).data[0]?.ridet).toBe('7654321002');
  });

  it('matches a prefix of the last word', async () => {
    expect((await search('boulangerie du po')).data.map((r) => r.ridet)).toEqual(['7654321002']);
    expect((await search('Calédo')).data[0]?.ridet).toBe('1234567001');
  });

  it('finds former dénominations', async () => {
    const res = await search('scn minerais');
    expect(res.data[0]).toMatchObject({ ridet: '1234567001', anciennes_denominations: ['SCN MINERAIS'] });
  });

  it('ranks an exact name first', async () => {
    const res = await search('nickel');
    expect(res.data.map((r) => r.ridet).slice(0, 1)).toEqual(['5555555001']);
    expect(res.data.map((r) => r.ridet)).toEqual(expect.arrayContaining(['1234567001', '1234568003']));
  });

  it('finds RIDET digits: full, the 7-digit RID, a prefix, and written with separators', async () => {
    expect((await search('1234567001')).data.map((r) => r.ridet)).toEqual(['1234567001']);
    expect((await search('1234567')).data.map((r) => r.ridet)).toEqual(['1234567001']);
    expect((await search('123456')).data.map((r) => r.ridet).sort()).toEqual(['1234567001', '1234568003']);
    expect((await search('1 234 567.001')).data.map((r) => r.ridet)).toEqual(['1234567001']);
  });

  it('returns no results, not an error, when nothing matches', async () => {
    const res = await search('zzzzqqqq');
    expect(res.data).toEqual([]);
    expect(res.pagination.has_more).toBe(false);
  });

  it('honours limit and says when there is more', async () => {
    const res = await search('entreprise numero', '&limit=3');
    expect(res.data).toHaveLength(3);
    expect(res.pagination).toEqual({ limit: 3, next_cursor: null, has_more: true });
    expect((await search('entreprise numero', '&limit=50')).data).toHaveLength(50);
  });

  it('trims q before checking its length', async () => {
    expect((await search('  po  ')).data).toBeDefined();
    const res = await api.call('/v1/search?q=%20a%20');
    expect(res.status).toBe(400);
  });

  it('says q is required, whether it is missing or empty, never to omit it', async () => {
    for (const query of ['', 'q=', 'limit=5&q=']) {
      const res = await api.call(`/v1/search?${query}`);
      expect(res.status, query).toBe(400);
      const detail = (res.json as { errors: Array<{ name: string; detail: string }> }).errors.find((e) => e.name === 'q')!.detail;
      expect(detail, query).toMatch(/^(valeur vide ; )?paramètre obligatoire : le texte à chercher, de 2 à 200 caractères$/);
      expect(detail, query).not.toContain('omettez');
    }
  });

  it.each([
    ['', 'q'],
    ['q=', 'q'],
    ['q=a', 'q'],
    ['q=%20%20%20', 'q'],
    [`q=${'a'.repeat(201)}`, 'q'],
    ['q=nickel&limit=0', 'limit'],
    ['q=nickel&limit=51', 'limit'],
    ['q=nickel&limit=x', 'limit'],
    ['q=nickel&type=creation', 'type'],
  ])('answers 400 invalid_parameter for %s', async (query, name) => {
    const res = await api.call(`/v1/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'invalid_parameter', errors: expect.arrayContaining([{ name, detail: expect.any(String) }]) });
  });
});
