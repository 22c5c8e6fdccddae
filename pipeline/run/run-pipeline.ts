import PQueue from 'p-queue';
import { loadSourceConfig, type Config } from '../config.js';
import { openWarehouse, type Warehouse } from '../warehouse/warehouse.js';
import { deriveCompanies } from '../load/derive-companies.js';
import { OFFLINE_SITES, selectSources } from '../../sources/registry.js';
import { startSampleSites, type SampleSites } from '../../sources/sample-sites/server.js';
import type { ObjectStore } from '../../publish/store/object-store.js';
import type { SourceAdapter } from '../../sources/source-adapter.js';
import { newRunId, todayInNoumea } from './run-id.js';
import { runSource } from './run-source.js';
import { writeRunReport, type RunReport } from './run-report.js';
import type { DocumentCounts } from './process-document.js';

export interface RunPipelineOptions {
  config: Config;
  store: ObjectStore;
  /** Source ids; all registered sources when empty. */
  sources?: readonly string[];
  /** Adapters to run instead of the registry's (tests: a parser as it was before a fix). */
  adapters?: readonly SourceAdapter[];
  /** YYYY-MM-DD for the offline copies' simulated clock; today in Nouméa by default. */
  asOf?: string;
  /** Publishes a snapshot from the warehouse once loading is done; its result goes in the report. */
  publish?: (warehouse: Warehouse, runId: string) => Promise<Record<string, unknown>>;
  /** An already running sample-sites server to use instead of starting one. */
  sampleSites?: SampleSites;
  onProgress?: (source: string, counts: DocumentCounts) => void;
}

export class RunInputError extends Error {
  readonly code = 'run_input_invalid';
  constructor(message: string) {
    super(message);
    this.name = 'RunInputError';
  }
}

/**
 * One pipeline run: every selected source crawled in parallel (each isolated from the others'
 * failures), documents archived, parsed and loaded through one serial writer, company records
 * derived again for the ridets touched, a JSON report written, then an optional publish.
 */
export async function runPipeline(options: RunPipelineOptions): Promise<{ report: RunReport; reportPath: string }> {
  const { config } = options;
  const asOf = options.asOf ?? todayInNoumea();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf))) {
    throw new RunInputError(`--as-of: expected a date YYYY-MM-DD, got ${JSON.stringify(asOf)}`);
  }
  const adapters = options.adapters ? [...options.adapters] : selectSources(options.sources ?? []);
  const sourceConfigs = new Map(adapters.map((a) => [a.id, loadSourceConfig(a.id, config.env)]));

  let sampleSites = options.sampleSites ?? null;
  const ownsSampleSites = sampleSites === null && adapters.some((a) => sourceConfigs.get(a.id)?.url === null);
  if (ownsSampleSites) {
    sampleSites = await startSampleSites({ sites: OFFLINE_SITES, asOf, port: config.sampleSitesPort });
  } else if (sampleSites) {
    sampleSites.setAsOf(asOf);
  }

  const warehouse = await openWarehouse(config.warehousePath);
  const runId = newRunId();
  const startedAt = new Date().toISOString();
  try {
    await warehouse.run(`INSERT INTO runs VALUES ($1, $2, NULL, $3, 'running', NULL)`, [runId, startedAt, asOf]);
    const writes = new PQueue({ concurrency: 1 });
    const results = await Promise.all(
      adapters.map((adapter) => {
        const sourceConfig = sourceConfigs.get(adapter.id)!;
        return runSource({
          adapter,
          baseUrl: sourceConfig.url ?? `${sampleSites!.url}${adapter.samplePath}`,
          sourceConfig,
          userAgent: config.userAgent,
          warehouse,
          store: options.store,
          runId,
          writes,
          dataDir: config.dataDir,
          ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        });
      }),
    );
    const ridets = new Set(results.flatMap((r) => [...r.ridets]));
    const companiesDerived = await deriveCompanies(warehouse, ridets);
    const sources = results.map((r) => r.summary);
    const status: RunReport['status'] = sources.every((s) => s.status === 'ok')
      ? 'ok'
      : sources.every((s) => s.status === 'failed')
        ? 'failed'
        : 'partial';
    const report: RunReport = {
      runId,
      startedAt,
      finishedAt: '',
      asOf,
      status,
      sources,
      companiesDerived,
      publish: null,
    };
    if (options.publish && status !== 'failed') {
      // A refused or failed publish (shrink gate, store down) leaves the loaded data and the
      // served snapshot as they are; the report says why and the exit code says it failed.
      try {
        report.publish = await options.publish(warehouse, runId);
      } catch (error) {
        const e = error as Error & { code?: string };
        report.publish = { error: e.message, code: e.code ?? 'publish_failed' };
      }
    }
    report.finishedAt = new Date().toISOString();
    await warehouse.run(`UPDATE runs SET finished_at = $2, status = $3, summary = $4 WHERE id = $1`, [
      runId,
      report.finishedAt,
      report.status,
      JSON.stringify(report),
    ]);
    return { report, reportPath: writeRunReport(config.dataDir, report) };
  } catch (error) {
    await warehouse.run(`UPDATE runs SET finished_at = now(), status = 'failed' WHERE id = $1`, [runId]).catch(() => {});
    throw error;
  } finally {
    warehouse.close();
    if (ownsSampleSites) await sampleSites?.close();
  }
}
