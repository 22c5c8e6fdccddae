import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../../kernel/errors/app-error.ts';
import { joncAdapter } from '../../../sources/jonc/index.ts';
import { officialSourceUrl } from '../../../sources/source-adapter.ts';
import { crawlJonc, type JoncCrawl } from './leginova-crawl.ts';
import { testParseContext } from '../../helpers/parse-context.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const classicPdf = fs.readFileSync(path.join(fixtures, 'portal-publication.pdf'));
const electronicPdf = fs.readFileSync(path.join(fixtures, 'electronic-publication.pdf'));
const electronicMeta = (JSON.parse(fs.readFileSync(path.join(fixtures, 'electronic-publication.meta.json'), 'utf8')) as { meta: { numeroJonc: string; datePublication: string } }).meta;
const classicDate = (JSON.parse(fs.readFileSync(path.join(fixtures, 'portal-publication.meta.json'), 'utf8')) as { meta: { datePublication: string } }).meta.datePublication;

/**
 * Leginova as it may answer, beyond what the offline copy does: a number given as a number, a
 * year given as text, entries and records with what the crawl needs missing, a body that is
 * not JSON, a whole year object missing, no old archive pages at all. Real HTTP on 127.0.0.1.
 */
const ANSWERS: Record<string, { status?: number; type?: string; body: unknown }> = {
  '/api/jonc/list?annee=2022': { body: { listAnnee: [{ annee: '2022', listJonc: [{ numero: 10600, datePublication: null, couleur: 'bleu' }, { id: 5, datePublication: '2022-09-06' }, { numero: '10601' }] }] } },
  '/api/jonc/list?annee=2023': { body: { listAnnee: [{ annee: 2023, listJonc: [{ numero: '2023-00007' }, { numero: '2023-00008', datePublication: '2023-01-12' }] }] } },
  '/api/jonc/list?annee=2024': { body: {} },
  '/api/jonc/10600/sommaire-analytique': { body: { numeroJonc: null, listPublicationLegale: [{ id: '8001', libelle: 'LIQUIDATION JUDICIAIRE' }, { objet: 'SANS IDENTIFIANT' }, { id: 8002 }], listActe: null } },
  '/api/jonc/10601/sommaire-analytique': { type: 'text/html; charset=utf-8', body: '<html><body>Maintenance</body></html>' },
  '/api/publication-legale/8001': { body: {} },
  '/api/publication-legale/8001/pdf': { type: 'application/pdf', body: classicPdf },
  '/api/jonc/2023-00007/contenu': { body: { publicationLegale: { titre: 'AVIS', inconnu: [1, 2] } } },
  '/api/jonc/2023-00007/pdf': { type: 'application/pdf', body: electronicPdf },
  '/api/jonc/2023-00008/contenu': { body: { datePublication: '2023-01-12', version: 2 } },
};

describe('JONC adapter against Leginova answers with missing pieces, wrong types and error bodies', () => {
  let server: http.Server;
  let base: string;
  let crawl: JoncCrawl;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const answer = ANSWERS[req.url ?? ''];
      if (!answer) {
        res.writeHead(404, { 'content-type': 'application/problem+json' });
        res.end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: `Aucune ressource à l’adresse ${req.url ?? ''}` }));
        return;
      }
      const body = Buffer.isBuffer(answer.body) ? answer.body : Buffer.from(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
      res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'application/json' });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    crawl = await crawlJonc(base);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const failure = (suffix: string) => crawl.failures.find((f) => f.url.endsWith(suffix));
  const incomplete = (suffix: string) => crawl.incomplete.find((f) => f.url.endsWith(suffix));

  it('emits what can be read: a classic publication and an electronic one reached through its number’s own PDF', () => {
    expect(crawl.docs.map((d) => new URL(d.url).pathname).sort()).toEqual(['/api/jonc/2023-00007/pdf', '/api/publication-legale/8001/pdf']);
  });

  it('takes the heading from the summary and the date from the PDF when no answer gives them', async () => {
    const classic = crawl.docs.find((d) => d.url.endsWith('/8001/pdf'))!;
    expect(classic.meta).toMatchObject({ numeroJonc: '10600', publicationId: 8001, datePublication: null, titre: 'LIQUIDATION JUDICIAIRE' });
    const { notices } = await joncAdapter.parse(classic, testParseContext());
    expect(notices.map((n) => [n.reference, n.date, n.titre])).toEqual([['PL-8001', classicDate, 'LIQUIDATION JUDICIAIRE']]);
    const electronic = crawl.docs.find((d) => d.url.endsWith('/2023-00007/pdf'))!;
    expect(electronic.meta).toMatchObject({ numeroJonc: '2023-00007', publicationId: null, datePublication: null, titre: 'AVIS' });
    const parsed = await joncAdapter.parse(electronic, testParseContext());
    // The fixture PDF prints its own number and date: the notice keeps the crawl's number as reference.
    expect(parsed.notices.map((n) => [n.reference, n.date])).toEqual([['2023-00007', electronicMeta.datePublication]]);
  });

  it('cites the official pages, built on leginova.gouv.nc whatever the address fetched', () => {
    expect(crawl.docs.map((d) => officialSourceUrl(d)).sort()).toEqual([
      'https://leginova.gouv.nc/jonc/contenu/2023-00007',
      'https://leginova.gouv.nc/jonc/sommaire-analytique/10600/publication/8001',
    ]);
  });

  it('reports, with a stable code, each record that lacks what the crawl needs as incomplete (not failed), and goes on with the rest', () => {
    expect(errorCode(incomplete('/api/jonc/list?annee=2022')?.error, '')).toBe('jonc_fiche_incomplete');
    expect(incomplete('/api/jonc/list?annee=2022')?.error.message).toMatch(/^1 entrée\(s\) de la liste 2022 sans numéro de JONC, impossibles à suivre ; redemandée à la prochaine exécution$/);
    expect(errorCode(incomplete('/api/jonc/10600/sommaire-analytique')?.error, '')).toBe('jonc_fiche_incomplete');
    expect(errorCode(incomplete('/api/jonc/2023-00008/contenu')?.error, '')).toBe('jonc_fiche_incomplete');
    expect(crawl.incomplete).toHaveLength(3);
    expect(errorCode(failure('/api/jonc/10601/sommaire-analytique')?.error, '')).toBe('source_layout_unexpected');
  });

  it('reports a publication the API answers 404 (problem+json) as a failed fetch with its status', () => {
    const gone = failure('/api/publication-legale/8002');
    expect(errorCode(gone?.error, '')).toBe('source_fetch_failed');
    expect((gone?.error as { status?: number } | undefined)?.status).toBe(404);
    expect(crawl.failures).toHaveLength(2);
  });

  it('reads a site without the old archive pages (Leginova itself) as having none: logged, not failed', () => {
    expect(crawl.failures.some((f) => f.url.includes('/anciens/'))).toBe(false);
    expect(crawl.logs.map((l) => l.message)).toContain('Pas d’archives HTML à cette adresse : numéros anciens non lus');
  });
});
