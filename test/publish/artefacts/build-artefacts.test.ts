import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_RECORD } from '../../../kernel/model/company-record.ts';
import { buildArtefacts } from '../../../publish/artefacts/build-artefacts.ts';
import {
  PAGE_MIN_ITEMS,
  compareKeys,
  feedIndexPath,
  type FeedIndex,
  type FeedPage,
} from '../../../publish/artefacts/feed-layout.ts';
import { SEARCH_INDEX_OPTIONS } from '../../../publish/artefacts/search-options.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import type { AnnonceItem } from '../../../publish/snapshot/snapshot-types.ts';
import {
  createTempWarehouse,
  derive,
  fillApiFixture,
  insertAnnouncement,
  insertBulk,
} from '../../api/helpers/fixture-warehouse.ts';
import { collectArtefacts } from '../../api/helpers/memory-snapshot.ts';

const SITE = 'https://annonces.test';
const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

async function warehouseWith(fill: (w: Awaited<ReturnType<typeof createTempWarehouse>>['warehouse']) => Promise<void>) {
  const temp = await createTempWarehouse();
  cleanups.push(() => temp.cleanup());
  await fill(temp.warehouse);
  return temp.warehouse;
}

const json = <T>(files: Map<string, Buffer>, path: string): T => JSON.parse(files.get(path)!.toString('utf8')) as T;

function feedItems(files: Map<string, Buffer>, index: FeedIndex): AnnonceItem[] {
  return index.pages.flatMap((entry) => json<FeedPage>(files, entry.path).items);
}

describe('buildArtefacts', () => {
  // The API fixture's artefacts, built once (from a site URL with a trailing slash) for the four
  // tests that only read them; the others fill and build warehouses of their own.
  let fixtureFiles: Map<string, Buffer>;
  let fixtureCleanup: (() => void) | undefined;
  beforeAll(async () => {
    const temp = await createTempWarehouse();
    fixtureCleanup = () => temp.cleanup();
    await fillApiFixture(temp.warehouse, 0);
    fixtureFiles = await collectArtefacts(await buildArtefacts(temp.warehouse, { siteUrl: `${SITE}/` }));
  });
  afterAll(() => fixtureCleanup?.());

  it('writes a company record with current and former officers, former names, its typed capital and its newest announcements', () => {
    const files = fixtureFiles;
    const record = json<Record<string, unknown>>(files, 'entreprises/1234567001.json');
    expect(record).toEqual({
      ridet: '1234567001',
      denomination: 'Société Calédonienne de Nickel',
      forme_juridique: 'SAS',
      capital: '1 000 000 F CFP',
      capital_montant: { montant: 1_000_000, devise: 'XPF' },
      siege: '12 rue de Sébastopol, 98800 Nouméa',
      // The company facts: no notice of the fixture prints an activity; its constitution dates it.
      objet: null,
      objet_annonce_id: null,
      date_creation: '2024-01-10',
      date_creation_origine: 'avis_de_constitution',
      date_creation_annonce_id: 'scn-creation',
      date_radiation: null,
      date_radiation_annonce_id: null,
      etablissements: [{ ridet: '1234567001', rang: '001', premiere_annonce: '2024-01-10', derniere_annonce: '2025-01-05', nombre_annonces: 3 }],
      anciennes_denominations: ['SCN MINERAIS'],
      dirigeants: [{ nom: 'WAMYTAN', prenoms: 'Marie', fonction: 'présidente', depuis: '2024-06-01', publie_le: '2024-06-01', annonce_debut: 'scn-nomination' }],
      dirigeants_anciens: [
        {
          nom: 'DUPONT', prenoms: 'Jean', fonction: 'président', depuis: '2024-01-10', publie_le: '2024-01-10', jusqu_au: '2024-06-01',
          fin_publiee_le: '2024-06-01', annonce_debut: 'scn-creation', annonce_fin: 'scn-nomination',
        },
      ],
      etat: { valeur: 'en_activite', depuis: '2024-01-10', annonce_id: 'scn-creation' },
      // The reconciliation step's decisions: here, the published change of name.
      rapprochements: [expect.objectContaining({ annonce_id: 'scn-statuts', sujet: 'denomination', regle: 'changement_denomination' })],
      annonces: [
        expect.objectContaining({ id: 'scn-statuts', date: '2025-01-05', type: 'statuts', source: 'JONC' }),
        expect.objectContaining({ id: 'scn-nomination', date: '2024-06-01' }),
        expect.objectContaining({ id: 'scn-creation', date: '2024-01-10' }),
      ],
      nombre_annonces: 3,
      annonces_url: `${SITE}/v1/annonces?ridet=1234567001`,
      fiche_url: `${SITE}/entreprise.html?ridet=1234567001`,
    });
    // Every declared field, in the declaration's order (this record has reconciliation decisions, so all of them).
    expect(Object.keys(record)).toEqual(COMPANY_RECORD.map((f) => f.name));
    // The public item plus the source document, so the company page can link to it.
    expect(Object.keys((record.annonces as object[])[0]!).sort()).toEqual(
      ['date', 'denomination', 'document_url', 'fiche_url', 'id', 'resume', 'ridet', 'source', 'source_url', 'titre', 'type'],
    );
    expect((record.annonces as { source_url: string }[])[0]!.source_url).toBe('https://example.test/JONC/scn-statuts');
  });

  it('publishes a company derived before its facts and decisions were kept with empty establishments and no reconciliation decisions', async () => {
    const warehouse = await warehouseWith(async (w) => {
      await fillApiFixture(w, 0);
      await w.run(`UPDATE companies SET etablissements = NULL, objet = NULL, rapprochements = NULL WHERE ridet = '1234567001'`);
      await w.run(`UPDATE companies SET rapprochements = '[]' WHERE ridet <> '1234567001'`);
    });
    const files = await collectArtefacts(await buildArtefacts(warehouse, { siteUrl: `${SITE}/` }));
    const records = [...files.keys()].filter((p) => /^entreprises\/\d+\.json$/.test(p)).map((p) => json<Record<string, unknown>>(files, p));
    const legacy = records.find((r) => r['ridet'] === '1234567001')!;
    expect({ objet: legacy['objet'], etablissements: legacy['etablissements'] }).toEqual({ objet: null, etablissements: [] });
    expect(records.length).toBeGreaterThan(1);
    for (const record of records) expect(Object.keys(record), String(record['ridet'])).not.toContain('rapprochements');
  });

  it('derives the company state from the whole history, even beyond the 50 announcements of the record', async () => {
    const warehouse = await warehouseWith(async (w) => {
      await insertAnnouncement(w, { id: 'old-creation', source: 'JONC', ridet: '3000000001', denomination: 'ANCIENNE', type: 'creation', date: '2010-01-01' });
      await insertAnnouncement(w, {
        id: 'old-rj', source: 'JONC', ridet: '3000000001', denomination: 'ANCIENNE', type: 'procedure', date: '2011-01-01',
        titre: 'REDRESSEMENT JUDICIAIRE', resume: 'ouverture d’une procédure de redressement judiciaire',
      });
      for (let i = 0; i < 55; i++) {
        await insertAnnouncement(w, {
          id: `later-${String(i).padStart(2, '0')}`, source: 'LNC', ridet: '3000000001', denomination: 'ANCIENNE', type: 'nomination',
          date: `2012-01-${String(1 + (i % 28)).padStart(2, '0')}`,
        });
      }
      await derive(w);
    });
    const record = json<{ etat: unknown; annonces: unknown[] }>(await collectArtefacts(await buildArtefacts(warehouse, { siteUrl: SITE })), 'entreprises/3000000001.json');
    expect(record.annonces).toHaveLength(50);
    expect(record.etat).toEqual({
      valeur: 'en_procedure', depuis: '2011-01-01', annonce_id: 'old-rj',
      procedure: { type: 'redressement_judiciaire', etape: 'ouverture', depuis: '2011-01-01', annonce_id: 'old-rj', ouverture: '2011-01-01', ouverture_annonce_id: 'old-rj' },
    });
  });

  it('records the site URL the fiche_url were written with', () => {
    const files = fixtureFiles;
    expect(json(files, 'site.json')).toEqual({ site_url: SITE });
  });

  it('keeps only the 50 newest announcements of a company, newest first, and counts them all', async () => {
    const warehouse = await warehouseWith(async (w) => {
      await insertBulk(w, 120, 1);
      await derive(w);
    });
    const files = await collectArtefacts(await buildArtefacts(warehouse, { siteUrl: SITE }));
    const record = json<{ annonces: AnnonceItem[]; nombre_annonces: number }>(files, 'entreprises/2000000001.json');
    expect(record.nombre_annonces).toBe(120);
    expect(record.annonces).toHaveLength(50);
    for (let i = 1; i < record.annonces.length; i++) expect(compareKeys(record.annonces[i - 1]!, record.annonces[i]!)).toBeGreaterThan(0);
    expect(record.annonces[0]!.date).toBe('2023-02-09');
    // The whole list beside it (GET /v1/annonces?ridet=): the record's 50 first, as feed items (no source_url).
    const list = json<{ items: AnnonceItem[] }>(files, 'entreprises/2000000001/annonces.json');
    expect(list.items).toHaveLength(120);
    expect(list.items.slice(0, 50)).toEqual((record.annonces as (AnnonceItem & { source_url?: string })[]).map(({ source_url: _s, ...item }) => item));
  });

  it('writes the whole list only for a company with more announcements than its record shows', () => {
    const files = fixtureFiles;
    expect([...files.keys()].filter((p) => p.endsWith('/annonces.json') && p.startsWith('entreprises/'))).toEqual([]);
  });

  it('writes one feed per filter combination, newest first, pages listed by an index', async () => {
    const warehouse = await warehouseWith((w) => fillApiFixture(w, 900));
    const built = await buildArtefacts(warehouse, { siteUrl: SITE, batchSize: 97 });
    const files = await collectArtefacts(built);
    expect(built.counts.announcements).toBe(906);
    expect(built.counts.companies).toBe(54);
    expect(built.counts.bySource).toEqual({ JONC: 302, LNC: 302, ProvinceNord: 1, ProvinceSud: 301 });

    const all = json<FeedIndex>(files, feedIndexPath({ type: null, source: null }));
    expect(all.total).toBe(906);
    const items = feedItems(files, all);
    expect(items).toHaveLength(906);
    for (let i = 1; i < items.length; i++) expect(compareKeys(items[i - 1]!, items[i]!)).toBeGreaterThan(0);
    expect(all.pages.length).toBeGreaterThan(2);
    all.pages.forEach((entry, i) => {
      const page = json<FeedPage>(files, entry.path);
      expect(Object.keys(page)).toEqual(['items']);
      expect(page.items).toHaveLength(entry.count);
      expect(page.items[0]).toMatchObject(entry.newest);
      expect(page.items.at(-1)).toMatchObject(entry.oldest);
      // Every page but the newest is big enough for limit=100 to need at most two pages.
      if (i > 0) expect(entry.count).toBeGreaterThanOrEqual(PAGE_MIN_ITEMS);
      expect(entry.path).not.toMatch(/\/\d+\.json$/);
    });

    const byType = json<FeedIndex>(files, feedIndexPath({ type: 'capital', source: null }));
    expect(feedItems(files, byType).every((a) => a.type === 'capital')).toBe(true);
    const combo = json<FeedIndex>(files, feedIndexPath({ type: 'capital', source: 'LNC' }));
    const comboItems = feedItems(files, combo);
    expect(comboItems.length).toBe(items.filter((a) => a.type === 'capital' && a.source === 'LNC').length);
    expect(comboItems.length).toBeGreaterThan(0);
    expect(files.has(feedIndexPath({ type: null, source: 'ProvinceNord' }))).toBe(true);
    expect(files.has(feedIndexPath({ type: null, source: 'Inconnue' }))).toBe(false);
  });

  it('streams a ledger of every announcement in (date, id) order, each with its provenance', async () => {
    const warehouse = await warehouseWith((w) => fillApiFixture(w, 300));
    const built = await buildArtefacts(warehouse, { siteUrl: SITE, batchSize: 50 });
    const ledger: AnnonceItem[] = [];
    for await (const item of built.ledger) ledger.push(item);
    expect(ledger).toHaveLength(built.counts.announcements);
    for (let i = 1; i < ledger.length; i++) expect(compareKeys(ledger[i - 1]!, ledger[i]!)).toBeLessThan(0);
    expect(ledger.find((a) => a.id === 'port-creation')).toEqual({
      id: 'port-creation', ridet: '7654321002', denomination: 'Boulangerie du Port', type: 'creation',
      titre: 'AVIS CREATION Boulangerie du Port', resume: 'Annonce creation concernant Boulangerie du Port.',
      date: '2024-03-15', source: 'LNC', fiche_url: `${SITE}/entreprise.html?ridet=7654321002`,
      document_url: `${SITE}/v1/documents/${'f'.repeat(64)}`,
      source_url: 'https://example.test/LNC/port-creation', fetched_at: '2026-01-01T00:00:00.000Z', raw_sha256: 'f'.repeat(64),
    });
  });

  it('gives the same artefacts whatever the batch size', async () => {
    const warehouse = await warehouseWith((w) => fillApiFixture(w, 400));
    const small = await collectArtefacts(await buildArtefacts(warehouse, { siteUrl: SITE, batchSize: 7 }));
    const large = await collectArtefacts(await buildArtefacts(warehouse, { siteUrl: SITE }));
    expect([...small.keys()].sort()).toEqual([...large.keys()].sort());
    for (const [path, body] of small) {
      if (path === 'search/index.json') continue;
      expect(body.equals(large.get(path)!), path).toBe(true);
    }
  });

  it('builds a search index that MiniSearch loads with the shared options', () => {
    const files = fixtureFiles;
    const index = MiniSearch.loadJSON(files.get('search/index.json')!.toString('utf8'), SEARCH_INDEX_OPTIONS);
    expect(index.documentCount).toBe(4);
    expect(index.search('caledonienne')[0]).toMatchObject({ ridet: '1234567001', denomination: 'Société Calédonienne de Nickel' });
    expect(index.search('minerais')[0]).toMatchObject({ ridet: '1234567001' });
  });

  it('refuses a site URL that is not http(s)', async () => {
    const warehouse = await warehouseWith(async () => {});
    await expect(buildArtefacts(warehouse, { siteUrl: 'annonces.nc' })).rejects.toMatchObject({ code: 'artefact_build_failed' });
  });
});

describe('incremental publishing', () => {
  // 300 announcements cut into pages ten times smaller than production's (10 to 40 items, a
  // boundary one item in 10, against 100, 400 and 100): as many pages a feed as 3,000 at the
  // production sizes (91 against 85), for a tenth of the rows to load, derive and write.
  const BULK = 300;
  const PAGES = { minItems: 10, maxItems: 40, modulus: 10 };
  async function pagesOf(files: Map<string, Buffer>): Promise<Map<string, Buffer>> {
    return new Map([...files].filter(([path]) => path.includes('/pages/')));
  }

  function changedPages(before: Map<string, Buffer>, after: Map<string, Buffer>): string[] {
    const changed = new Set<string>();
    for (const [path, body] of after) if (!before.get(path)?.equals(body)) changed.add(path);
    for (const path of before.keys()) if (!after.has(path)) changed.add(path);
    return [...changed];
  }

  // Both tests start from the same corpus and its pages: built once, then each test changes a
  // copy of the warehouse file of its own (a copy opens in a fraction of the fill's time).
  let corpus: { dir: string; file: string; before: Map<string, Buffer> };
  beforeAll(async () => {
    const temp = await createTempWarehouse();
    await insertBulk(temp.warehouse, BULK);
    await derive(temp.warehouse);
    const before = await pagesOf(await collectArtefacts(await buildArtefacts(temp.warehouse, { siteUrl: SITE, pages: PAGES })));
    temp.warehouse.close();
    corpus = { dir: temp.dir, file: path.join(temp.dir, 'warehouse.duckdb'), before };
  });
  afterAll(() => fs.rmSync(corpus.dir, { recursive: true, force: true }));

  async function copyOfCorpus(): Promise<{ warehouse: Warehouse; before: Map<string, Buffer> }> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-artefacts-'));
    fs.copyFileSync(corpus.file, path.join(dir, 'warehouse.duckdb'));
    const warehouse = await openWarehouse(path.join(dir, 'warehouse.duckdb'));
    cleanups.push(() => {
      warehouse.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    return { warehouse, before: corpus.before };
  }

  it('a nightly insert rewrites only the newest page of the feeds it belongs to', async () => {
    const { warehouse, before } = await copyOfCorpus();
    await insertAnnouncement(warehouse, {
      id: 'nouvelle', source: 'JONC', ridet: '2000000001', denomination: 'ENTREPRISE NUMERO 0', type: 'capital', date: '2026-11-20',
    });
    await derive(warehouse);
    const after = await pagesOf(await collectArtefacts(await buildArtefacts(warehouse, { siteUrl: SITE, pages: PAGES })));
    const changed = changedPages(before, after);
    expect(before.size).toBeGreaterThan(30);
    // all, type=capital, source=JONC, type=capital+source=JONC: one page each.
    expect(changed.length).toBeGreaterThanOrEqual(4);
    expect(changed.length).toBeLessThanOrEqual(8);
  });

  it('a late (backfilled) announcement rewrites only the pages around it', async () => {
    const { warehouse, before } = await copyOfCorpus();
    await insertAnnouncement(warehouse, {
      id: 'tardive', source: 'LNC', ridet: '2000000001', denomination: 'ENTREPRISE NUMERO 0', type: 'siege', date: '2023-01-17',
    });
    await derive(warehouse);
    const after = await pagesOf(await collectArtefacts(await buildArtefacts(warehouse, { siteUrl: SITE, pages: PAGES })));
    const changed = changedPages(before, after);
    expect(changed.length).toBeGreaterThanOrEqual(4);
    // Each of the 4 feeds re-synchronises right after the page that takes it: at most 3 pages
    // each (pages of a fixed size would shift every later page of a feed: 20 here).
    expect(changed.length).toBeLessThanOrEqual(12);
    expect(changed.length).toBeLessThan(before.size / 2);
  });
});
