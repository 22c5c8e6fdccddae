import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reparseArchive } from '../../../pipeline/run/reparse-archive.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import type { Config } from '../../../platform/config.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import type { ObjectStore } from '../../../publish/store/object-store.ts';
import type { SampleSites } from '../../../simulator/sample-sites/server.ts';
import { startTestSampleSites } from '../../helpers/sample-sites.ts';
import { OFFLINE_SITES } from '../../../simulator/sites/registry.ts';
import { pipelineConfig } from '../../helpers/pipeline-config.ts';
import { testParseContext } from '../../helpers/parse-context.ts';
import { budgetFor } from '../../helpers/work-budget.ts';
import { joncNight, rememberedJonc, sharedJoncNightWithOutcomes, type JoncOutcomes } from './helpers/jonc-night.ts';

// The JONC's first night (run once in the suite: sharedJoncNight), then its next one.
const FIRST_NIGHT = '2022-11-30';
const AS_OF = '2023-01-31';
// Tables the run, the reparse and the publish write; a later version adding a
// column (with a default, as a migration would) must not break an older writer.
const WRITTEN_TABLES = ['runs', 'source_state', 'documents', 'fetches', 'publish_state', 'published_announcements', 'published_companies', 'published_objects'];

describe('a warehouse whose tables gained a column', () => {
  let sites: SampleSites;
  let dataDir: string;
  let place: { config: Config; store: ObjectStore };
  let firstOutcomes: JoncOutcomes;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'added-columns-'));
    const config = pipelineConfig(dataDir);
    place = { config, store: openStore(config.storeUrl, {}) };
    sites = await startTestSampleSites({ sites: OFFLINE_SITES, asOf: FIRST_NIGHT });
    firstOutcomes = (await sharedJoncNightWithOutcomes(sites, place, FIRST_NIGHT)).outcomes;
  }, budgetFor({ sampleSites: 1, nights: 1 }));
  afterAll(async () => {
    await sites.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('still takes a run, its publish and a reparse', async () => {
    // Rows already there get 'avant'; a row an older writer adds after the migration gets 'défaut'.
    const migrated = await openWarehouse(place.config.warehousePath);
    try {
      for (const table of WRITTEN_TABLES) {
        await migrated.run(`ALTER TABLE ${table} ADD COLUMN added_later VARCHAR DEFAULT 'avant'`);
        await migrated.run(`ALTER TABLE ${table} ALTER COLUMN added_later SET DEFAULT 'défaut'`);
      }
    } finally {
      migrated.close();
    }

    // What the JONC adapter gave for the first night's documents, and gives for the next night's.
    const outcomes = new Map(firstOutcomes);
    const report = await joncNight(sites, place, AS_OF, false, rememberedJonc(outcomes));
    expect(report.status).toBe('ok');
    expect(report.sources[0]!.new).toBeGreaterThan(0);
    expect(report.publish).toMatchObject({ snapshotId: expect.any(String) });

    const warehouse = await openWarehouse(place.config.warehousePath);
    try {
      // The writer is what is tested, not the parser: every archived document gets what the JONC
      // adapter gave for it in its night (the same bytes, address and meta) and is loaded again.
      const adapter = rememberedJonc(outcomes);
      await reparseArchive({ parse: testParseContext(), warehouse, store: place.store, runId: 'reparse-added-columns', adapters: [adapter] });
      const runs = await warehouse.all<{ id: string; status: string; added_later: string }>(`SELECT id, status, added_later FROM runs ORDER BY started_at`);
      // The reparse's run is finished by runReparse (pipeline/run/reparse-run.ts), not here.
      expect(runs.map((r) => [r.id === 'reparse-added-columns' ? 'reparse' : r.id === report.runId ? 'run' : 'first night', r.status, r.added_later])).toEqual([
        ['first night', 'ok', 'avant'],
        ['run', 'ok', 'défaut'],
        ['reparse', 'running', 'défaut'],
      ]);
      // The watermark's row is updated in place (ON CONFLICT): the row keeps its value, the run wrote it.
      const states = await warehouse.all<{ source: string; run_id: string; added_later: string }>(`SELECT source, run_id, added_later FROM source_state`);
      expect(states).toEqual([{ source: 'JONC', run_id: report.runId, added_later: 'avant' }]);
      for (const table of WRITTEN_TABLES.filter((t) => t !== 'source_state')) {
        const [row] = await warehouse.all<{ written: number; unset: number }>(
          `SELECT count(*) FILTER (WHERE added_later = 'défaut')::INTEGER AS written, count(*) FILTER (WHERE added_later IS NULL)::INTEGER AS unset FROM ${table}`,
        );
        expect(row!.written, table).toBeGreaterThan(0);
        expect(row!.unset, table).toBe(0);
      }
    } finally {
      warehouse.close();
    }
  // A night, then the reparse of every document it and the first night fetched.
  }, budgetFor({ nights: 2 }));
});
