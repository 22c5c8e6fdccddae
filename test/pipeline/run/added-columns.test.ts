import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reparseArchive } from '../../../pipeline/run/reparse-archive.js';
import { runPipeline } from '../../../pipeline/run/run-pipeline.js';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.js';
import { publishWarehouse } from '../../../publish/publish-warehouse.js';
import { openStore } from '../../../publish/store/open-store.js';
import { startSampleSites, type SampleSites } from '../../../simulator/sample-sites/server.js';
import { OFFLINE_SITES, offlineCopyUrls } from '../../../simulator/sites/registry.js';
import { joncAdapter } from '../../../sources/jonc/index.js';
import { pipelineConfig } from '../../helpers/pipeline-config.js';
import { testParseContext } from '../../helpers/parse-context.js';

const AS_OF = '2022-11-30';
// Tables the run, the reparse and the publish write; a later version adding a
// column (with a default, as a migration would) must not break an older writer.
const WRITTEN_TABLES = ['runs', 'source_state', 'documents', 'fetches', 'publish_state', 'published_announcements', 'published_companies', 'published_objects'];

describe('a warehouse whose tables gained a column', () => {
  let sites: SampleSites;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'added-columns-'));
    sites = await startSampleSites({ sites: OFFLINE_SITES, asOf: AS_OF });
  });
  afterAll(async () => {
    await sites.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('still takes a run, its publish and a reparse', async () => {
    const config = pipelineConfig(dataDir);
    const store = openStore(config.storeUrl, {});
    const migrated = await openWarehouse(config.warehousePath);
    try {
      for (const table of WRITTEN_TABLES) await migrated.run(`ALTER TABLE ${table} ADD COLUMN added_later VARCHAR DEFAULT 'défaut'`);
    } finally {
      migrated.close();
    }

    const { report } = await runPipeline({
      config,
      store,
      sourceUrls: offlineCopyUrls(sites.url),
      sources: ['jonc'],
      asOf: AS_OF,
      publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId] }),
    });
    expect(report.status).toBe('ok');
    expect(report.publish).toMatchObject({ snapshotId: expect.any(String) });

    const warehouse = await openWarehouse(config.warehousePath);
    try {
      await reparseArchive({ parse: testParseContext(), warehouse, store, runId: 'reparse-added-columns', adapters: [joncAdapter] });
      const runs = await warehouse.all<{ id: string; status: string; added_later: string }>(`SELECT id, status, added_later FROM runs ORDER BY started_at`);
      // The reparse's run is finished by runReparse (pipeline/run/reparse-run.ts), not here.
      expect(runs.map((r) => [r.id === 'reparse-added-columns' ? 'reparse' : 'run', r.status, r.added_later])).toEqual([
        ['run', 'ok', 'défaut'],
        ['reparse', 'running', 'défaut'],
      ]);
      const states = await warehouse.all<{ source: string; added_later: string }>(`SELECT source, added_later FROM source_state`);
      expect(states).toEqual([{ source: 'JONC', added_later: 'défaut' }]);
      for (const table of WRITTEN_TABLES) {
        const [row] = await warehouse.all<{ n: number; filled: number }>(
          `SELECT count(*)::INTEGER AS n, count(*) FILTER (WHERE added_later = 'défaut')::INTEGER AS filled FROM ${table}`,
        );
        expect(row!.n, table).toBeGreaterThan(0);
        expect(row!.filled, table).toBe(row!.n);
      }
    } finally {
      warehouse.close();
    }
  });
});
