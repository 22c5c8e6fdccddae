import type { Config } from '../../platform/config.ts';
import { selectSources } from '../../sources/registry.ts';
import type { SampleSites } from '../../simulator/sample-sites/server.ts';
import { checkPortsFree, pipelineSampleSitesPort, portError, type PlannedPort } from '../ports.ts';

/** The running offline copies, and each source's address there (runPipeline's `sourceUrls`). */
export interface OfflineSources extends SampleSites {
  sourceUrls: (sourceId: string) => string | null;
}

/**
 * The offline copies of the sources (simulator/), started only when a selected source has no
 * SOURCE_<ID>_URL, on SAMPLE_SITES_PORT (a free port when empty: a run may start beside the
 * demo, which holds PORT+2); a busy port fails naming the setting. Loaded on demand: a
 * deployment that configures every URL never loads the simulator nor its development-only
 * dependencies (pdf-lib). The caller closes what it gets, in a `finally`.
 */
export async function startOfflineSourcesIfNeeded(
  config: Config,
  sourceIds: readonly string[],
  asOf: string,
): Promise<OfflineSources | null> {
  const planned = await checkOfflineSourcesPort(config, sourceIds);
  if (planned === null) return null;
  const [{ startSampleSites }, { OFFLINE_SITES, offlineCopyUrls }] = await Promise.all([
    import('../../simulator/sample-sites/server.ts'),
    import('../../simulator/sites/registry.ts'),
  ]);
  const sites = await startSampleSites({ sites: OFFLINE_SITES, asOf, port: planned.port, scanCacheDir: config.scanCacheDir }).catch(async (error: unknown) => {
    throw await portError(planned, error);
  });
  return { ...sites, sourceUrls: offlineCopyUrls(sites.url) };
}

/**
 * Whether the selected sources need the offline copies, and if so that their port is free now:
 * `schedule` checks it at start, before its first night, as `run` does before any work.
 */
export async function checkOfflineSourcesPort(config: Config, sourceIds: readonly string[]): Promise<PlannedPort | null> {
  const needed = selectSources(sourceIds).some((adapter) => config.sourceConfig(adapter.id).url === null);
  if (!needed) return null;
  const planned = pipelineSampleSitesPort(config);
  await checkPortsFree([planned]);
  return planned;
}
