import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../pipeline/run/run-pipeline.ts';
import type { RunReport, SourceRunSummary } from '../../../pipeline/run/run-report.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { loadConfig, type Config } from '../../../platform/config.ts';
import { openStore } from '../../../publish/store/open-store.ts';

/**
 * Leginova answers records that lack what the crawl needs to follow them (an issue without its
 * number in the year's list, a summary's publication without id, an electronic item without
 * its kind), and may keep them so for days. Each night through the real run (DuckDB warehouse,
 * file store) against a Leginova of hand-made answers on 127.0.0.1: the night is not a failure,
 * the watermark moves on, and each record is asked again until it is complete.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const pdf = (name: string) => fs.readFileSync(path.join(fixtures, `${name}.pdf`));

type Answers = Record<string, unknown>;

/** What Leginova answers on night `n` (1-based): the incomplete records of night 1 are completed on night `completedOn`. */
function leginova(night: number, completedOn: number): Answers {
  const complete = night >= completedOn;
  return {
    '/api/jonc/list?annee=2024': {
      listAnnee: [{
        annee: 2024,
        listJonc: [
          { numero: '10600', datePublication: '2024-03-05' },
          { numero: '10601', datePublication: '2024-03-07' },
          // Listed without its number: nothing to follow until Leginova gives it.
          complete ? { id: 77, numero: '10599', datePublication: '2024-03-01' } : { id: 77, datePublication: '2024-03-01' },
          { numero: '2024-00008', datePublication: '2024-03-14' },
          ...(night >= 2 ? [{ numero: '10602', datePublication: '2024-03-19' }] : []),
        ],
      }],
    },
    '/api/jonc/10599/sommaire-analytique': { listPublicationLegale: [{ id: 8003, objet: 'AVIS DE RADIATION' }] },
    '/api/jonc/10600/sommaire-analytique': { listPublicationLegale: [{ id: 8001, objet: 'AVIS' }] },
    '/api/jonc/10601/sommaire-analytique': { listPublicationLegale: [complete ? { id: 8002, objet: 'LIQUIDATION' } : { objet: 'LIQUIDATION' }] },
    '/api/jonc/10602/sommaire-analytique': { listPublicationLegale: [] },
    '/api/jonc/2024-00008/contenu': complete ? { typeContenu: 'ACTE', acte: { id: 5 } } : { datePublication: '2024-03-14' },
    '/api/publication-legale/8001': {},
    '/api/publication-legale/8002': {},
    '/api/publication-legale/8003': {},
    '/api/publication-legale/8001/pdf': pdf('portal-publication'),
    '/api/publication-legale/8002/pdf': pdf('portal-greffe-list'),
    '/api/publication-legale/8003/pdf': pdf('no-ridet'),
  };
}

let server: http.Server;
let base: string;
let answers: Answers = {};
let asked: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '';
    asked.push(url);
    const answer = answers[url] ?? (/^\/api\/jonc\/list\?annee=\d{4}$/.test(url) ? { listAnnee: [] } : undefined);
    if (answer === undefined) {
      res.writeHead(404, { 'content-type': 'application/problem+json' });
      res.end(JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404 }));
      return;
    }
    const isPdf = Buffer.isBuffer(answer);
    res.writeHead(200, { 'content-type': isPdf ? 'application/pdf' : 'application/json' });
    res.end(isPdf ? answer : JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One night of the JONC alone into `dataDir`, as `pipeline run --sources jonc --no-publish`. */
async function night(dataDir: string, n: number, completedOn: number): Promise<{ report: RunReport; jonc: SourceRunSummary; state: Record<string, unknown> | null; asked: string[] }> {
  answers = leginova(n, completedOn);
  asked = [];
  const config: Config = loadConfig({ DATA_DIR: dataDir, SOURCE_JONC_URL: base, SOURCE_JONC_RPM: '60000', SOURCE_JONC_RETRIES: '0' });
  const { report } = await runPipeline({ config, store: openStore(config.storeUrl, {}), sources: ['jonc'], asOf: `2024-03-${20 + n}` });
  const warehouse = await openWarehouse(config.warehousePath, { readOnly: true });
  try {
    const [row] = await warehouse.all<{ state: string }>(`SELECT state::VARCHAR AS state FROM source_state WHERE source = 'JONC'`);
    return { report, jonc: report.sources[0]!, state: row ? (JSON.parse(row.state) as Record<string, unknown>) : null, asked: [...asked] };
  } finally {
    warehouse.close();
  }
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leginova-incomplete-'));
  dirs.push(dir);
  return dir;
}

/**
 * The first night, where both tests start: Leginova's answers on night 1 are the same whichever
 * later night completes the records, so it runs once for the file and the second test continues
 * from a copy of its data folder (the warehouse closed by then; the same Leginova, same port).
 */
let first: { dir: string; night: Awaited<ReturnType<typeof night>> };
beforeAll(async () => {
  const dir = dataDir();
  first = { dir, night: await night(dir, 1, 99) };
});
function afterFirstNight(): string {
  const dir = dataDir();
  fs.cpSync(first.dir, dir, { recursive: true });
  return dir;
}

describe('Leginova records that lack what the crawl needs', () => {
  it('are warnings, not failures: the night is ok and the watermark moves past them', () => {
    const { report, jonc, state } = first.night;
    expect(jonc.failures).toEqual([]);
    expect(jonc.status).toBe('ok');
    expect(report.status).toBe('ok');
    expect(jonc.fetched).toBe(1);
    expect(jonc.warnings?.map((w) => [w.code, new URL(w.url!).pathname + new URL(w.url!).search])).toEqual(
      expect.arrayContaining([
        ['jonc_fiche_incomplete', '/api/jonc/list?annee=2024'],
        ['jonc_fiche_incomplete', '/api/jonc/10601/sommaire-analytique'],
        ['jonc_fiche_incomplete', '/api/jonc/2024-00008/contenu'],
      ]),
    );
    expect(jonc.warnings).toHaveLength(3);
    expect(state).toMatchObject({ lastNumero: '2024-00008', lastDate: '2024-03-14' });
  });

  it('are asked again each night, without re-reading what is done, and followed once complete', async () => {
    const dir = afterFirstNight();
    // Night 2: still incomplete; the new issue is read, the records asked again.
    const second = await night(dir, 2, 3);
    expect(second.jonc).toMatchObject({ status: 'ok', failures: [], fetched: 0 });
    expect(second.asked).toEqual(expect.arrayContaining(['/api/jonc/10601/sommaire-analytique', '/api/jonc/2024-00008/contenu', '/api/jonc/10602/sommaire-analytique']));
    expect(second.asked).not.toContain('/api/jonc/10600/sommaire-analytique');
    expect(second.jonc.warnings).toHaveLength(3);
    expect(second.state).toMatchObject({ lastNumero: '2024-00008' });

    // Night 3: Leginova completed them: the number now listed below the watermark and the
    // publication that had no id are followed; nothing done before is fetched again.
    const third = await night(dir, 3, 3);
    expect(third.jonc).toMatchObject({ status: 'ok', failures: [], fetched: 2 });
    expect(third.jonc.warnings ?? []).toEqual([]);
    expect(third.asked).toEqual(expect.arrayContaining(['/api/publication-legale/8002/pdf', '/api/publication-legale/8003/pdf']));
    expect(third.asked).not.toContain('/api/publication-legale/8001/pdf');
    expect(third.state).toEqual({ lastNumero: '2024-00008', lastDate: '2024-03-14' });

    // Night 4: nothing left to ask again.
    const fourth = await night(dir, 4, 3);
    expect(fourth.asked.filter((u) => !u.startsWith('/api/jonc/list') && !u.startsWith('/anciens'))).toEqual([]);
  });
});
