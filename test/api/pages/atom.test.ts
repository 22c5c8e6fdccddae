import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSnapshot, startApi, type RunningApi } from '../helpers/api-harness.ts';
import { checkAtom } from '../helpers/atom-checker.ts';
import { createAccessControl } from '../../../api/access/access-control.ts';
import { accessOptions, tempDir } from '../access/access-fixtures.ts';
import { BOULANGERIE, LAGON, XSS, XSS_NAME, pagesSnapshot } from './pages-fixture.ts';

let api: RunningApi;
let bulk: RunningApi;
let pages: Awaited<ReturnType<typeof pagesSnapshot>>;
/** The `document_url` of a company's announcements, as its published record carries them. */
const copiesOf = (ridet: string): string[] =>
  (JSON.parse(pages.files.get(`entreprises/${ridet}.json`)!.toString('utf8')) as { annonces: { document_url?: string }[] }).annonces.flatMap((a) => (a.document_url ? [a.document_url] : []));
beforeAll(async () => {
  pages = await pagesSnapshot();
  api = await startApi({ snapshot: pages });
  bulk = await startApi({ snapshot: await fixtureSnapshot('20261121T020000Z', 300) });
});
afterAll(async () => {
  await api.close();
  await bulk.close();
});

describe('GET /v1/entreprises/{ridet}.atom', () => {
  it('is a valid Atom 1.0 feed of the company’s announcements, linked to the page and the sources', async () => {
    const res = await api.call(`/v1/entreprises/${LAGON}.atom`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const atom = checkAtom(res.text);
    expect(atom.id).toBe(`urn:annonces-nc:flux:entreprise:${LAGON}`);
    expect(atom.title).toBe('Annonces légales — LAGON BLEU SERVICES (RIDET 1 234 567.001)');
    expect(atom.updated).toBe('2026-03-12T00:00:00+11:00');
    expect(atom.links).toEqual([
      { rel: 'self', type: 'application/atom+xml', href: `${LAGON}.atom` },
      { rel: 'alternate', type: 'text/html', href: `https://annonces.nc/entreprise.html?ridet=${LAGON}` },
    ]);
    expect(atom.entries.map((e) => e.id)).toEqual([
      'urn:annonces-nc:annonce:lagon-nomination', 'urn:annonces-nc:annonce:lagon-siege',
      'urn:annonces-nc:annonce:lagon-capital', 'urn:annonces-nc:annonce:lagon-creation',
    ]);
    expect(atom.entries[0]).toMatchObject({
      title: 'Dirigeants — LAGON BLEU SERVICES : CHANGEMENT DE GÉRANT',
      updated: '2026-03-12T00:00:00+11:00',
      published: '2026-03-12T00:00:00+11:00',
      categories: [{ term: 'nomination', label: 'Dirigeants' }],
      links: [
        { rel: 'alternate', type: 'text/html', href: `https://annonces.nc/entreprise.html?ridet=${LAGON}#annonce-lagon-nomination` },
        { rel: 'via', href: 'https://example.test/ActuNC/lagon-nomination' },
        // The archived copy, as the company record publishes it (absent from older snapshots).
        ...copiesOf(LAGON).slice(0, 1).map((href) => ({ rel: 'related', href })),
      ],
    });
    expect(atom.entries[0]!.summary).toContain('12 mars 2026');
  });

  it('escapes markup, and never links a source that is not http(s)', async () => {
    const atom = checkAtom((await api.call(`/v1/entreprises/${XSS}.atom`)).text);
    expect(atom.entries[0]!.title).toContain(XSS_NAME);
    // No `via` (the source URL is not http(s)); the archived copy, when published, is linked.
    expect(atom.entries[0]!.links.filter((l) => l.rel !== 'alternate')).toEqual(copiesOf(XSS).slice(0, 1).map((href) => ({ rel: 'related', href })));
  });

  it('answers like GET /v1/entreprises/{ridet} for a bad or unknown RIDET, as problems', async () => {
    expect((await api.call('/v1/entreprises/123.atom')).json).toMatchObject({ status: 400, code: 'invalid_ridet' });
    expect((await api.call('/v1/entreprises/9999999999.atom')).json).toMatchObject({ status: 404, code: 'entreprise_not_found' });
    expect((await api.call(`/v1/entreprises/${LAGON}.atom?limit=2`)).json).toMatchObject({ status: 400, code: 'invalid_parameter' });
  });

  it('is cached per content: ETag and 304', async () => {
    const res = await api.call(`/v1/entreprises/${BOULANGERIE}.atom`);
    expect(res.headers.etag).toMatch(/^W\/"/);
    expect((await api.call(`/v1/entreprises/${BOULANGERIE}.atom`, { headers: { 'if-none-match': res.headers.etag! } })).status).toBe(304);
  });
});

describe('GET /v1/annonces.atom', () => {
  it('lists the newest announcements, like /v1/annonces, as Atom', async () => {
    const json = (await bulk.call('/v1/annonces?limit=50')).json;
    const res = await bulk.call('/v1/annonces.atom');
    const atom = checkAtom(res.text);
    expect(atom.id).toBe('urn:annonces-nc:flux:annonces');
    expect(atom.entries.map((e) => e.id)).toEqual(json.data.map((a: { id: string }) => `urn:annonces-nc:annonce:${a.id}`));
    expect(atom.updated).toBe(`${json.data[0].date}T00:00:00+11:00`);
    expect(atom.links).toEqual([{ rel: 'self', type: 'application/atom+xml', href: 'annonces.atom' }]);
  });

  it('takes the filters of /v1/annonces, and names them in the feed', async () => {
    const json = (await bulk.call('/v1/annonces?type=capital&source=LNC&since=2023-02-01&limit=5')).json;
    const atom = checkAtom((await bulk.call('/v1/annonces.atom?type=capital&source=LNC&since=2023-02-01&limit=5')).text);
    expect(atom.entries.map((e) => e.id)).toEqual(json.data.map((a: { id: string }) => `urn:annonces-nc:annonce:${a.id}`));
    expect(atom.entries.length).toBeGreaterThan(0);
    expect(atom.id).toBe('urn:annonces-nc:flux:annonces:type=capital:source=LNC:depuis=2023-02-01');
    expect(atom.title).toBe('Annonces légales de Nouvelle-Calédonie (capital, source Les Nouvelles calédoniennes, depuis le 1er février 2023)');
    expect(atom.links[0]!.href).toBe('annonces.atom?type=capital&source=LNC&since=2023-02-01&limit=5');
  });

  it('is an empty, valid feed for an unknown source', async () => {
    const atom = checkAtom((await bulk.call('/v1/annonces.atom?source=Inconnue')).text);
    expect(atom.entries).toEqual([]);
    expect(atom.updated).toBe('2026-11-21T02:00:00Z');
  });

  it('validates its parameters as /v1/annonces does', async () => {
    const res = await bulk.call('/v1/annonces.atom?type=x&limit=101&since=2026-02-30&cursor=abc');
    expect(res.status).toBe(400);
    expect(res.json.errors.map((e: { name: string }) => e.name).sort()).toEqual(['cursor', 'limit', 'since', 'type']);
  });

  it('without a key, counts against the pages’ hourly budget, not the anonymous API hour (docs/access.md)', async () => {
    const access = await createAccessControl(accessOptions(tempDir(), { anonymousLimitPerHour: 1, pagesLimitPerHour: 2 }));
    const limited = await startApi({ snapshot: await pagesSnapshot(), access });
    try {
      const first = await limited.call('/v1/annonces.atom?limit=1');
      expect(first.headers['x-ratelimit-limit']).toBe('2');
      expect(first.headers['x-ratelimit-remaining']).toBe('1');
      expect((await limited.call('/v1/annonces?limit=1')).status).toBe(200);
      expect((await limited.call(`/v1/entreprises/${LAGON}.atom`)).status).toBe(200);
      const over = await limited.call(`/v1/entreprises/${LAGON}.atom`);
      expect(over.status).toBe(429);
      expect(over.json).toMatchObject({ code: 'rate_limited' });
    } finally {
      await limited.close();
      await access.close();
    }
  });
});
