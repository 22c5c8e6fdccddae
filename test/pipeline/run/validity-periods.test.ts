import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPipeline } from '../../../pipeline/run/run-pipeline.ts';
import { formatRunSummary } from '../../../pipeline/run/run-report.ts';
import type { Config } from '../../../platform/config.ts';
import { openStore } from '../../../publish/store/open-store.ts';
import type { ObjectStore } from '../../../publish/store/object-store.ts';
import { startSampleSites, type SampleSites } from '../../../simulator/sample-sites/server.ts';
import { OFFLINE_SITES, offlineCopyUrls } from '../../../simulator/sites/registry.ts';
import { actuncAdapter } from '../../../sources/actunc/index.ts';
import { lncAdapter } from '../../../sources/lnc/index.ts';
import type { SourceAdapter } from '../../../sources/source-adapter.ts';
import { pipelineConfig } from '../../helpers/pipeline-config.ts';

describe('a run outside a source’s validity period', () => {
  let sites: SampleSites;
  let config: Config;
  let store: ObjectStore;
  const lncCrawls: string[] = [];
  // The real LNC adapter, counting the crawls it is asked for.
  const lnc: SourceAdapter = {
    ...lncAdapter,
    crawl: (ctx) => {
      lncCrawls.push(ctx.baseUrl);
      return (lncAdapter as SourceAdapter).crawl(ctx);
    },
  };

  beforeAll(async () => {
    config = pipelineConfig(fs.mkdtempSync(path.join(os.tmpdir(), 'validity-periods-')));
    store = openStore(config.storeUrl, {});
    sites = await startSampleSites({ sites: OFFLINE_SITES, asOf: '2023-06-01' });
  });
  afterAll(async () => {
    await sites.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('skips the source with a line in the report, asks nothing of it, and is not a failure', async () => {
    // 1 June 2023: LNC had stopped print (20 March) and not yet relaunched online (16 October).
    const { report } = await runPipeline({ config, store, sourceUrls: offlineCopyUrls(sites.url), adapters: [lnc, actuncAdapter], asOf: '2023-06-01' });
    expect(lncCrawls).toEqual([]);
    expect(report.status).toBe('ok');
    expect(report.sources.map((s) => [s.source, s.status])).toEqual([['LNC', 'skipped'], ['ActuNC', 'ok']]);
    expect(report.sources[0]).toMatchObject({ fetched: 0, failures: [], error: null, skipped: 'hors période au 2023-06-01 (habilitée du 16 octobre 2023 à ce jour)' });
    expect(formatRunSummary(report)).toContain('  LNC : non interrogée, hors période au 2023-06-01 (habilitée du 16 octobre 2023 à ce jour)');
    const written = JSON.parse(fs.readFileSync(path.join(config.dataDir, 'reports', 'latest.json'), 'utf8')) as typeof report;
    expect(written.sources[0]?.status).toBe('skipped');
  });

  it('runs it again once the date is back inside a period', async () => {
    sites.setAsOf('2024-02-29');
    const { report } = await runPipeline({ config, store, sourceUrls: offlineCopyUrls(sites.url), adapters: [lnc], asOf: '2024-02-29' });
    expect(lncCrawls).toEqual([`${sites.url}/lnc`]);
    expect(report.sources[0]).toMatchObject({ source: 'LNC', status: 'ok' });
    expect(report.sources[0]!.fetched).toBeGreaterThan(0);
    expect(report.sources[0]!.skipped).toBeUndefined();
  });
});
