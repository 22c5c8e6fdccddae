import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reparseArchive } from '../../../pipeline/run/reparse-archive.ts';
import { runReparse } from '../../../pipeline/run/reparse-run.ts';
import { runPipeline } from '../../../pipeline/run/run-pipeline.ts';
import { formatRunSummary } from '../../../pipeline/run/run-report.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import type { Config } from '../../../platform/config.ts';
import type { ObjectStore } from '../../../publish/store/object-store.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import { startSampleSites, type SampleSites } from '../../../simulator/sample-sites/server.ts';
import { OFFLINE_SITES, offlineCopyUrls } from '../../../simulator/sites/registry.ts';
import { actuncAdapter } from '../../../sources/actunc/index.ts';
import type { SourceAdapter } from '../../../sources/source-adapter.ts';
import { pipelineConfig } from '../../helpers/pipeline-config.ts';
import { testParseContext } from '../../helpers/parse-context.ts';
import { migratedWarehouse } from '../../helpers/migrated-warehouse.ts';

// ActuNC's ads are online from 2024-01-01: 6 by this date in the sample world (17 by 2024-06-30),
// and each claim below needs one archived document.
const AS_OF = '2024-02-29';

/** What the warehouse holds for ActuNC: its stored state as text, and its documents. */
async function storedState(config: Config): Promise<string | null> {
  const warehouse = await openWarehouse(config.warehousePath);
  try {
    const [row] = await warehouse.all<{ state: string }>(`SELECT state::VARCHAR AS state FROM source_state WHERE source = 'ActuNC'`);
    return row?.state ?? null;
  } finally {
    warehouse.close();
  }
}

describe('source state and document meta read back through the adapter’s schemas', () => {
  let sites: SampleSites;
  let config: Config;
  let store: ObjectStore;
  // The real ActuNC adapter, recording the state each crawl is handed.
  const handed: unknown[] = [];
  const actunc: SourceAdapter = {
    ...actuncAdapter,
    crawl: (ctx) => {
      handed.push(ctx.state);
      return (actuncAdapter as SourceAdapter).crawl(ctx);
    },
  };

  beforeAll(async () => {
    config = pipelineConfig(fs.mkdtempSync(path.join(os.tmpdir(), 'source-records-')));
    await migratedWarehouse(config.warehousePath);
    store = openStore(config.storeUrl, {});
    sites = await startSampleSites({ sites: OFFLINE_SITES, asOf: AS_OF });
    const { report } = await runPipeline({ config, store, sourceUrls: offlineCopyUrls(sites.url), adapters: [actunc], asOf: AS_OF });
    expect(report.sources[0]).toMatchObject({ source: 'ActuNC', status: 'ok' });
    expect(report.sources[0]!.fetched).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await sites.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('starts a source afresh from a stored state it cannot read, says so in the report, and stores a readable one', async () => {
    const written = await storedState(config);
    expect(JSON.parse(written!)).toMatchObject({ version: 1 });
    const warehouse = await openWarehouse(config.warehousePath);
    try {
      await warehouse.run(`UPDATE source_state SET state = $1 WHERE source = 'ActuNC'`, [JSON.stringify({ version: 2, curseur: 'ailleurs' })]);
    } finally {
      warehouse.close();
    }

    const { report } = await runPipeline({ config, store, sourceUrls: offlineCopyUrls(sites.url), adapters: [actunc], asOf: AS_OF });
    expect(handed).toHaveLength(2);
    expect(handed[1]).toBeNull();
    const summary = report.sources[0]!;
    expect(summary).toMatchObject({ source: 'ActuNC', status: 'ok', error: null, failures: [] });
    expect(summary.warnings?.map((w) => w.code)).toEqual(['source_state_invalid']);
    expect(formatRunSummary(report)).toContain('  ActuNC : source_state_invalid (');
    expect(JSON.parse((await storedState(config))!)).toEqual(JSON.parse(written!));
  });

  it('quarantines on reparse a document whose archived meta does not match, as erreur_analyseur naming the code', async () => {
    const warehouse = await openWarehouse(config.warehousePath);
    try {
      const [doc] = await warehouse.all<{ sha256: string }>(`SELECT sha256 FROM documents WHERE source = 'ActuNC' ORDER BY sha256 LIMIT 1`);
      await warehouse.run(`UPDATE documents SET meta = $1 WHERE sha256 = $2`, [JSON.stringify({ adId: 42 }), doc!.sha256]);
      const result = await reparseArchive({ parse: testParseContext(), warehouse, store, runId: 'reparse-meta', adapters: [actuncAdapter] });
      expect(result.sources[0]!.quarantined).toBeGreaterThan(0);
      const entries = await warehouse.all<{ motif: string; detail: string }>(
        `SELECT motif, detail FROM quarantine WHERE document_sha256 = $1 AND resolved_run_id IS NULL`,
        [doc!.sha256],
      );
      expect(entries.map((e) => e.motif)).toEqual(['erreur_analyseur']);
      expect(entries[0]!.detail).toContain('Métadonnées du document');
      expect(entries[0]!.detail).toContain('adId');
    } finally {
      warehouse.close();
    }
  });

  it('an aborted reparse parses nothing more: it throws analyse_interrompue, no document is quarantined for it, the run is failed', async () => {
    const before = await countQuarantined(config);
    const stopping = new AbortController();
    stopping.abort();
    await expect(runReparse({ config, store, adapters: [actuncAdapter], signal: stopping.signal })).rejects.toMatchObject({ code: 'analyse_interrompue' });
    expect(await countQuarantined(config)).toBe(before);
    const warehouse = await openWarehouse(config.warehousePath);
    try {
      const [run] = await warehouse.all<{ status: string; summary: string }>(`SELECT status, summary::VARCHAR AS summary FROM runs WHERE id LIKE 'reparse-%' ORDER BY started_at DESC LIMIT 1`);
      expect(run!.status).toBe('failed');
      expect(JSON.parse(run!.summary)).toMatchObject({ error: { code: 'analyse_interrompue' } });
    } finally {
      warehouse.close();
    }
  });
});

async function countQuarantined(config: Config): Promise<number> {
  const warehouse = await openWarehouse(config.warehousePath);
  try {
    const [row] = await warehouse.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM quarantine`);
    return row!.n;
  } finally {
    warehouse.close();
  }
}
