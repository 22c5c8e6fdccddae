import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runPipeline } from '../pipeline/run/run-pipeline.ts';
import type { RunReport } from '../pipeline/run/run-report.ts';
import { loadConfig } from '../platform/config.ts';
import { publishWarehouse } from '../publish/publish-warehouse.ts';
import { openStore } from '../publish/store/open-store.ts';
import { startSampleSites } from '../simulator/sample-sites/server.ts';
import { OFFLINE_SITES, offlineCopyUrls } from '../simulator/sites/registry.ts';

export interface SampleNightOptions {
  /** A fresh folder: the night's DATA_DIR (warehouse, snapshot store, reports). */
  dataDir: string;
  asOf: string;
  /**
   * Folders kept between runs for the OCR readings and the copies' rendered scans, as a suite run
   * keeps them (test/shared-ocr-cache.ts, shared-scan-cache.ts): tesseract and pdftoppm are other
   * programs, not the night's own work. Null: read and rendered again.
   */
  ocrCacheDir: string | null;
  scanCacheDir: string | null;
}

export interface SampleNight {
  report: RunReport;
  /** Wall and CPU of this process (DuckDB's threads included; tesseract and pdftoppm are not). */
  ms: number;
  cpuMs: number;
  /** The publish step's part of them. */
  publishMs: number;
  publishCpuMs: number;
  storeDir: string;
}

/**
 * One night of every source over the default sample world, as `npm start` runs it and as the
 * pipeline-run tests run theirs in process: the offline copies served on 127.0.0.1 by this
 * process, the run, then the publish into `<dataDir>/store`. The copies' own serving is in the
 * figures, as it is in the tests'.
 */
export async function runSampleNight(options: SampleNightOptions): Promise<SampleNight> {
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    OCR_CACHE_DIR: options.ocrCacheDir ?? 'off',
    ...(options.scanCacheDir ? { SCAN_CACHE_DIR: options.scanCacheDir } : {}),
  });
  const store = openStore(config.storeUrl, config.env);
  const sites = await startSampleSites({ sites: OFFLINE_SITES, asOf: options.asOf, scanCacheDir: config.scanCacheDir });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const publishing = { ms: 0, cpuMs: 0 };
  try {
    const { report } = await runPipeline({
      config,
      store,
      sourceUrls: offlineCopyUrls(sites.url),
      asOf: options.asOf,
      publish: async (warehouse, runId) => {
        const at = performance.now();
        const before = process.cpuUsage();
        try {
          return await publishWarehouse({ warehouse, store, config, runIds: [runId] });
        } finally {
          publishing.ms = performance.now() - at;
          publishing.cpuMs = cpuMsSince(before);
        }
      },
    });
    return { report, ms: performance.now() - started, cpuMs: cpuMsSince(cpu), publishMs: publishing.ms, publishCpuMs: publishing.cpuMs, storeDir: path.join(options.dataDir, 'store') };
  } finally {
    await sites.close();
  }
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

// `node bench/sample-night.ts <dataDir> <asOf> [<cacheDir>]`: one night, for `node --cpu-prof`.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [dataDir, asOf, cacheDir] = process.argv.slice(2);
  if (!dataDir || !asOf) {
    console.error('usage: sample-night.ts <dataDir> <asOf> [<cacheDir>]');
    process.exit(2);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const night = await runSampleNight({
    dataDir,
    asOf,
    ocrCacheDir: cacheDir ? path.join(cacheDir, 'ocr') : null,
    scanCacheDir: cacheDir ? path.join(cacheDir, 'scans') : null,
  });
  const summary = night.report.sources.map((s) => `${s.source} ${s.status} fetched ${s.fetched} new ${s.new} quarantined ${s.quarantined}`);
  console.log(JSON.stringify({ status: night.report.status, ms: Math.round(night.ms), cpuMs: Math.round(night.cpuMs), publishCpuMs: Math.round(night.publishCpuMs), publish: night.report.publish, sources: summary }, null, 1));
  process.exit(0);
}
