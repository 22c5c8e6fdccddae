import { runPipeline } from '../../../../pipeline/run/run-pipeline.ts';
import type { RunReport } from '../../../../pipeline/run/run-report.ts';
import type { Config } from '../../../../platform/config.ts';
import { publishWarehouse } from '../../../../publish/publish-warehouse.ts';
import type { ObjectStore } from '../../../../publish/store/object-store.ts';
import type { SampleSites } from '../../../../simulator/sample-sites/server.ts';
import { offlineCopyUrls } from '../../../../simulator/sites/registry.ts';
import { sharedNight } from './shared-night.ts';

/**
 * One night of the JONC's offline copy as of `asOf`, run and published in this process into
 * `place`'s warehouse and store, as `pipeline run --sources jonc` does (`force` for both the run
 * and its publish). The report is returned whatever its status.
 */
export async function joncNight(sites: SampleSites, place: { config: Config; store: ObjectStore }, asOf: string, force = false): Promise<RunReport> {
  sites.setAsOf(asOf);
  const { config, store } = place;
  const { report } = await runPipeline({
    config,
    store,
    sourceUrls: offlineCopyUrls(sites.url),
    sources: ['jonc'],
    asOf,
    force,
    publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId], force }),
  });
  return report;
}

/**
 * A first JONC night as of `asOf` into `place`'s empty data folder, run once per run of the
 * suite and copied for the other files that ask for the same date (sharedNight): the JONC's
 * first night as of 2022-11-30 starts operator-guards, object-counts and run-pipeline's nights.
 * The offline copies are left as of `asOf`, as joncNight leaves them.
 */
export async function sharedJoncNight(sites: SampleSites, place: { config: Config; store: ObjectStore }, asOf: string): Promise<RunReport> {
  sites.setAsOf(asOf);
  return sharedNight(`jonc-night@${asOf}`, place.config.dataDir, () => joncNight(sites, place, asOf));
}
