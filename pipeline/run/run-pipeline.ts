import { silentLogger, type Logger } from '../../platform/logger.js';
import PQueue from 'p-queue';
import type { Config } from '../../platform/config.js';
import { sourceSettingName } from '../../platform/settings/index.js';
import { openWarehouse, type Warehouse } from '../warehouse/warehouse.js';
import { deriveCompanies } from '../load/derive-companies.js';
import { DocumentBatcher } from '../load/document-batcher.js';
import { selectSources } from '../../sources/registry.js';
import type { RawArchiveStore } from './raw-archive-store.js';
import type { SourceAdapter } from '../../sources/source-adapter.js';
import { newRunId, todayInNoumea } from './run-id.js';
import { checkAsOf } from './as-of.js';
import { runSource } from './run-source.js';
import { writeRunReport, type RunReport } from './run-report.js';
import type { DocumentCounts } from './process-document.js';
import { AppError, errorCode, errorMessage } from '../../kernel/errors/app-error.js';

export interface RunPipelineOptions {
  config: Config;
  store: RawArchiveStore;
  /** Source ids; all registered sources when empty. */
  sources?: readonly string[];
  /** Adapters to run instead of the registry's (tests: a parser as it was before a fix). */
  adapters?: readonly SourceAdapter[];
  /** YYYY-MM-DD for the offline copies' simulated clock; today in Nouméa by default. */
  asOf?: string;
  /** Publishes a snapshot from the warehouse once loading is done; its result goes in the report. */
  publish?: (warehouse: Warehouse, runId: string) => Promise<Record<string, unknown>>;
  /**
   * Base URL of the offline copies (the simulator's sample-sites server, started by the caller),
   * used for every selected source whose SOURCE_<ID>_URL is empty.
   */
  offlineBaseUrl?: string | null;
  onProgress?: (source: string, counts: DocumentCounts) => void;
  /** Parser crashes and crawl details go here; silent by default. */
  logger?: Logger;
}

export class RunInputError extends AppError<'run_input_invalid'> {
  constructor(message: string) {
    super('run_input_invalid', message);
  }
}

/**
 * One pipeline run: every selected source crawled in parallel (each isolated from the others'
 * failures), documents archived, parsed and loaded through one serial writer, company records
 * derived again for the ridets touched, a JSON report written, then an optional publish.
 */
export async function runPipeline(options: RunPipelineOptions): Promise<{ report: RunReport; reportPath: string }> {
  const { config } = options;
  const checked = checkAsOf(options.asOf ?? todayInNoumea());
  if (!checked.ok) throw new RunInputError(checked.message);
  const { asOf } = checked;
  const adapters = options.adapters ? [...options.adapters] : selectSources(options.sources ?? []);
  const sourceConfigs = new Map(adapters.map((a) => [a.id, config.sourceConfig(a.id)]));

  const missing = adapters.filter((a) => sourceConfigs.get(a.id)?.url === null && !options.offlineBaseUrl);
  if (missing.length > 0) {
    throw new RunInputError(
      `${missing.map((a) => sourceSettingName(a.id, 'URL')).join(', ')} : aucune adresse configurée et aucune copie hors ligne démarrée`,
    );
  }

  const warehouse = await openWarehouse(config.warehousePath);
  const runId = newRunId();
  const startedAt = new Date().toISOString();
  try {
    await warehouse.run(`INSERT INTO runs VALUES ($1, $2, NULL, $3, 'running', NULL)`, [runId, startedAt, asOf]);
    const writes = new PQueue({ concurrency: 1 });
    const batcher = await DocumentBatcher.create({ warehouse, runId, schedule: (task) => writes.add(task) });
    const results = await Promise.all(
      adapters.map((adapter) => {
        const sourceConfig = sourceConfigs.get(adapter.id)!;
        return runSource({
          adapter,
          baseUrl: sourceConfig.url ?? `${options.offlineBaseUrl}${adapter.samplePath}`,
          sourceConfig,
          userAgent: config.userAgent,
          warehouse,
          store: options.store,
          runId,
          writes,
          batcher,
          dataDir: config.dataDir,
          logger: options.logger ?? silentLogger,
          ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        });
      }),
    );
    await writes.add(() => batcher.flush());
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
        report.publish = { error: errorMessage(error), code: errorCode(error, 'publish_failed') };
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
  }
}
