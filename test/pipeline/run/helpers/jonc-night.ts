import type { ParseOutcome } from '../../../../kernel/model/announcement.ts';
import { runPipeline } from '../../../../pipeline/run/run-pipeline.ts';
import type { RunReport } from '../../../../pipeline/run/run-report.ts';
import type { Config } from '../../../../platform/config.ts';
import { publishWarehouse } from '../../../../publish/publish-warehouse.ts';
import type { ObjectStore } from '../../../../publish/store/object-store.ts';
import type { SampleSites } from '../../../../simulator/sample-sites/server.ts';
import { offlineCopyUrls } from '../../../../simulator/sites/registry.ts';
import { joncAdapter } from '../../../../sources/jonc/index.ts';
import type { SourceAdapter } from '../../../../sources/source-adapter.ts';
import { sharedNight } from './shared-night.ts';

/**
 * One night of the JONC's offline copy as of `asOf`, run and published in this process into
 * `place`'s warehouse and store, as `pipeline run --sources jonc` does (`force` for both the run
 * and its publish). The report is returned whatever its status.
 */
export async function joncNight(sites: SampleSites, place: { config: Config; store: ObjectStore }, asOf: string, force = false, adapter?: SourceAdapter): Promise<RunReport> {
  sites.setAsOf(asOf);
  const { config, store } = place;
  const { report } = await runPipeline({
    config,
    store,
    sourceUrls: offlineCopyUrls(sites.url),
    ...(adapter ? { adapters: [adapter] } : { sources: ['jonc'] }),
    asOf,
    force,
    publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId], force }),
  });
  return report;
}

/** What the JONC adapter gave for each document a night parsed, by the document's sha256, address and meta. */
export type JoncOutcomes = [key: string, outcome: ParseOutcome][];

/**
 * What a parse reads of a document besides the context: its bytes (by sha256), its address and its
 * meta, not when it was fetched. Without the origin of the address wherever it appears (the address,
 * the fetch facts' requested URL): the offline copies' origin (127.0.0.1 and a port of the day)
 * differs between the files that share a night, and the JONC parser reads the address only for a
 * reference taken from its path (sources/jonc/parse-document.ts), the requested URL not at all.
 */
const outcomeKey = (doc: { sha256: string; url: string; meta: unknown }) => JSON.stringify([doc.sha256, doc.url, doc.meta]).replaceAll(new URL(doc.url).origin, '');

/**
 * The JONC adapter, answering a document it has an outcome for in `known` with a copy of that
 * outcome (what the real adapter gave for the same bytes, address and meta), and parsing any other
 * document, whose outcome it keeps in `known` for the next ask.
 */
export function rememberedJonc(known: Map<string, ParseOutcome>): SourceAdapter {
  return {
    ...joncAdapter,
    async parse(doc, ctx) {
      const key = outcomeKey(doc);
      const kept = known.get(key);
      if (kept !== undefined) return structuredClone(kept);
      const outcome = await joncAdapter.parse(doc, ctx);
      known.set(key, structuredClone(outcome));
      return outcome;
    },
  };
}

/**
 * A first JONC night as of `asOf` into `place`'s empty data folder, run once per run of the
 * suite and copied for the other files that ask for the same date (sharedNight): the JONC's
 * first night as of 2022-11-30 starts operator-guards, object-counts, run-pipeline's and
 * added-columns' nights. The offline copies are left as of `asOf`, as joncNight leaves them.
 * Beside its report, what the adapter gave for each document it parsed, so that a later parse of
 * the same archive (added-columns' reparse) need not run pdf.js and the normaliser again.
 */
export async function sharedJoncNightWithOutcomes(sites: SampleSites, place: { config: Config; store: ObjectStore }, asOf: string): Promise<{ report: RunReport; outcomes: JoncOutcomes }> {
  sites.setAsOf(asOf);
  return sharedNight(`jonc-night@${asOf}`, place.config.dataDir, async () => {
    const known = new Map<string, ParseOutcome>();
    const report = await joncNight(sites, place, asOf, false, rememberedJonc(known));
    return { report, outcomes: [...known] };
  });
}

/** sharedJoncNightWithOutcomes's report alone. */
export async function sharedJoncNight(sites: SampleSites, place: { config: Config; store: ObjectStore }, asOf: string): Promise<RunReport> {
  return (await sharedJoncNightWithOutcomes(sites, place, asOf)).report;
}
