import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParseOutcome } from '../../../kernel/model/announcement.ts';
import { joncAdapter } from '../../../sources/jonc/index.ts';
import { officialSourceUrl } from '../../../sources/source-adapter.ts';
import { joncOfflineSite, publicationTrick, visibleJoncIssues, type JoncIssue } from '../../../simulator/sites/jonc/site.ts';
import type { OfflineSite } from '../../../simulator/sample-sites/offline-site.ts';
import type { SampleSites } from '../../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../../helpers/sample-sites.ts';
import { createSampleWorld } from '../../../simulator/world/index.ts';
import { crawlJonc, type JoncCrawl } from './leginova-crawl.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

// A small world that reaches the electronic JONC (numbers `YYYY-NNNNN` from 2026): classic
// portal issues in late 2025, electronic items in 2026. Cheap enough to crawl whole.
const world = createSampleWorld({ from: '2025-09-01', to: '2026-12-31', companies: 80 });
const AS_OF = '2026-10-31';

interface Hit {
  path: string;
  status: number;
}

function recorded(site: OfflineSite, hits: Hit[]): OfflineSite {
  return {
    samplePath: site.samplePath,
    create(options) {
      const handler = site.create(options);
      return async (req, res, p, url) => {
        const handled = await handler(req, res, p, url);
        hits.push({ path: `${p}${url.search}`, status: handled ? res.statusCode : 404 });
        return handled;
      };
    },
  };
}

describe('JONC adapter against the offline Leginova: missing, null and unknown fields, error bodies', () => {
  const hits: Hit[] = [];
  let sites: SampleSites;
  let base: string;
  let crawl: JoncCrawl;
  let outcomes: ParseOutcome[];
  let issues: JoncIssue[];

  beforeAll(async () => {
    sites = await startTestSampleSites({ sites: [recorded(joncOfflineSite, hits)], asOf: AS_OF, world });
    base = `${sites.url}/jonc`;
    issues = visibleJoncIssues(world, AS_OF);
    crawl = await crawlJonc(base);
    outcomes = await Promise.all(crawl.docs.map((d) => joncAdapter.parse(d, testParseContext())));
  });
  afterAll(() => sites.close());

  const getJson = async (p: string) => {
    const response = await fetch(`${base}${p}`);
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: (await response.json()) as Record<string, unknown> };
  };

  it('covers both kinds of portal items in this world: classic issues and electronic numbers', () => {
    expect(issues.some((i) => i.format === 'portal' && i.items.some((x) => x.type === 'PUBLICATION_LEGALE'))).toBe(true);
    expect(issues.some((i) => i.format === 'electronic' && i.items.some((x) => x.type === 'PUBLICATION_LEGALE'))).toBe(true);
  });

  it('serves answers with optional fields missing or null and with fields no client knows', async () => {
    const entries = await Promise.all([2025, 2026].map(async (y) => {
      const { body } = await getJson(`/api/jonc/list?annee=${y}`);
      return ((body['listAnnee'] as Array<{ listJonc: Array<Record<string, unknown>> }>)[0]?.listJonc ?? []);
    }));
    const all = entries.flat();
    expect(all.length).toBeGreaterThan(20);
    expect(all.every((e) => typeof e['numero'] === 'string')).toBe(true);
    expect(all.some((e) => !('datePublication' in e))).toBe(true);
    expect(all.some((e) => e['datePublication'] === null)).toBe(true);
    expect(all.some((e) => typeof e['datePublication'] === 'string')).toBe(true);
    expect(all.some((e) => 'versionSchema' in e || 'instanceLabel' in e)).toBe(true);
  });

  it('answers errors as RFC 9457 problem details: 404 for what does not exist, 400 for a bad year', async () => {
    for (const p of ['/api/jonc/99999/sommaire-analytique', '/api/jonc/2026-99999/contenu', '/api/publication-legale/1/pdf', '/api/nimporte-quoi']) {
      const { status, type, body } = await getJson(p);
      expect(status, p).toBe(404);
      expect(type).toMatch(/^application\/problem\+json/);
      expect(body).toMatchObject({ status: 404, title: expect.any(String), detail: expect.any(String), instance: p });
    }
    const bad = await getJson('/api/jonc/list?annee=deux-mille');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, detail: expect.stringMatching(/annee/) });
  });

  it('finishes without a failure: a 503 with Retry-After on an electronic item was asked again', () => {
    expect(crawl.failures).toEqual([]);
    const unavailable = hits.filter((h) => h.status === 503).map((h) => h.path);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const p of unavailable) expect(hits).toContainEqual({ path: p, status: 200 });
  });

  it('finds every readable legal publication of the world, dated by its issue even where the year list gave no date', async () => {
    const notices = outcomes.flatMap((o) => o.notices);
    const readable = issues
      .filter((i) => i.format !== 'archive')
      .flatMap((issue) => issue.items
        .filter((x) => x.type === 'PUBLICATION_LEGALE' && publicationTrick(world, x.id as number) === null)
        .flatMap((x) => x.events.filter((e) => e.defect !== 'sans_ridet').map((event) => ({ issue, event }))));
    expect(readable.length).toBeGreaterThan(5);
    const got = notices.map((n) => `${n.ridet} ${n.denomination} ${n.date}`).sort();
    const want = readable.map(({ issue, event }) => `${event.expected.ridet} ${event.expected.denomination} ${issue.date}`).sort();
    expect(got).toEqual(want);
    // Some of them were listed without a date: it came from the summary, the record or the PDF.
    const undated = new Set<string>();
    for (const year of [2025, 2026]) {
      const { body } = await getJson(`/api/jonc/list?annee=${year}`);
      for (const e of (body['listAnnee'] as Array<{ listJonc: Array<Record<string, unknown>> }>)[0]?.listJonc ?? []) {
        if (typeof e['datePublication'] !== 'string') undated.add(String(e['numero']));
      }
    }
    expect(crawl.docs.filter((d) => undated.has(String(d.meta['numeroJonc']))).length).toBeGreaterThan(0);
  });

  it('references a classic publication by its Leginova id and an electronic one by its own number', () => {
    const refs = outcomes.flatMap((o) => [...o.notices, ...o.quarantined].map((n) => n.reference));
    expect(refs.some((r) => /^PL-\d+$/.test(r))).toBe(true);
    expect(refs.some((r) => /^2026-\d{5}$/.test(r))).toBe(true);
    expect(refs.every((r) => /^(?:PL-\d+|\d{4}-\d{5})(?:#\d+)?$/.test(r))).toBe(true);
  });

  it('cites each notice by its official page on leginova.gouv.nc, not by the URL it was fetched from', () => {
    for (const doc of crawl.docs) {
      const numero = String(doc.meta['numeroJonc']);
      const page = officialSourceUrl(doc);
      expect(page).not.toContain('127.0.0.1');
      if (/^\d{4}-\d{5}$/.test(numero)) expect(page).toBe(`https://leginova.gouv.nc/jonc/contenu/${numero}`);
      else expect(page).toBe(`https://leginova.gouv.nc/jonc/sommaire-analytique/${numero}/publication/${String(doc.meta['publicationId'])}`);
    }
  });

  it('fetches an electronic publication whose record gives no id through its number’s own PDF', async () => {
    const electronic = issues.flatMap((i) => i.items).filter((x) => x.numero && x.type === 'PUBLICATION_LEGALE');
    const withoutId: string[] = [];
    for (const item of electronic) {
      const { body } = await getJson(`/api/jonc/${item.numero}/contenu`);
      const record = body['publicationLegale'] as Record<string, unknown>;
      if (typeof record['id'] !== 'number') withoutId.push(item.numero as string);
    }
    expect(withoutId.length).toBeGreaterThan(0);
    for (const numero of withoutId) expect(hits).toContainEqual({ path: `/api/jonc/${numero}/pdf`, status: 200 });
    expect(crawl.docs.filter((d) => d.meta['publicationId'] === null).map((d) => d.meta['numeroJonc']).sort()).toEqual(withoutId.sort());
  });

  it('reads the kind of an electronic item from its record’s key when typeContenu is missing', async () => {
    const legal = issues.flatMap((i) => i.items).filter((x) => x.numero && x.type === 'PUBLICATION_LEGALE');
    const untyped: string[] = [];
    for (const item of legal) {
      const { body } = await getJson(`/api/jonc/${item.numero}/contenu`);
      if (body['typeContenu'] === undefined || body['typeContenu'] === null) untyped.push(item.numero as string);
    }
    expect(untyped.length).toBeGreaterThan(0);
    const fetched = new Set(crawl.docs.map((d) => d.meta['numeroJonc']));
    for (const numero of untyped) expect(fetched.has(numero)).toBe(true);
  });
});
