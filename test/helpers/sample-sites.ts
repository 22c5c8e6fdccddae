import { startSampleSites, type SampleSites, type SampleSitesOptions } from '../../simulator/sample-sites/server.ts';

/**
 * The offline copies as a test serves them: `startSampleSites` with the suite's folder of rendered
 * scans (SCAN_CACHE_DIR, test/shared-scan-cache.ts, kept between runs), so a worker reads back the
 * scans another worker, a command or an earlier run already rendered instead of rendering them
 * again. Outside a suite run
 * (no folder), each worker renders its own, as before.
 */
export function startTestSampleSites(options: SampleSitesOptions): Promise<SampleSites> {
  return startSampleSites({ scanCacheDir: process.env.SCAN_CACHE_DIR ?? null, ...options });
}
