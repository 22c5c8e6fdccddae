import { routeCrawleeLogs } from '../../sources/crawl/crawler-log.ts';
import { checkFreeSpace } from './disk-space.ts';
import { finishRun, markRunFailed, runDisk, type PublishStep } from './finish-run.ts';
import type { RunStop } from './run-source.ts';
import { recoverCrashedRuns } from './crashed-runs.ts';
import { removeOrphanCrawlStorage } from './crawl-storage.ts';
import { silentLogger, type Logger } from '../../platform/logger.ts';
import PQueue from 'p-queue';
import type { Config } from '../../platform/config.ts';
import { sourceSettingName } from '../../platform/settings/index.ts';
import { openWarehouse } from '../warehouse/warehouse.ts';
import { correctionsSummary } from '../corrections/corrections-report.ts';
import { finishLoad } from '../load/finish-load.ts';
import { DocumentBatcher } from '../load/document-batcher.ts';
import { selectSources } from '../../sources/registry.ts';
import type { RawArchiveStore } from './raw-archive-store.ts';
import type { SourceAdapter } from '../../sources/source-adapter.ts';
import { newRunId, todayInNoumea } from './run-id.ts';
import { checkAsOf, checkAsOfOrder } from './as-of.ts';
import { runSource } from './run-source.ts';
import type { RunReport, SourceRunSummary } from './run-report.ts';
import { describePeriods, inPeriods } from '../../sources/validity-period.ts';
import { RunInputError } from './run-input-error.ts';
import { throwIfParseAborted } from '../../sources/parse-context.ts';
import { runParseContext, type RunParseOptions } from './run-parse-context.ts';

export interface RunPipelineOptions extends RunParseOptions {
  config: Config;
  store: RawArchiveStore;
  /** Source ids; all registered sources when empty. */
  sources?: readonly string[];
  /** Adapters to run instead of the registry's (tests: a parser as it was before a fix). */
  adapters?: readonly SourceAdapter[];
  /** YYYY-MM-DD for the offline copies' simulated clock; today in Nouméa by default. */
  asOf?: string;
  /** Publishes a snapshot from the warehouse once loading is done; its result goes in the report. */
  publish?: PublishStep;
  /**
   * Where a selected source whose SOURCE_<ID>_URL is empty is fetched from, by source id (null:
   * nowhere). The composition root decides: cli/ passes the simulator's offline copies
   * (simulator/sites/registry.ts, offlineCopyUrls); the pipeline knows nothing of them.
   */
  sourceUrls?: ((sourceId: string) => string | null) | null;
  /** Parser crashes and crawl details go here; silent by default. */
  logger?: Logger;
  /** Runs an --as-of earlier than the last successful run's (refused otherwise; see checkAsOfOrder). */
  force?: boolean;
}

/** The report line of a source the run did not ask, its as-of date being outside its periods. */
export function skippedSource(adapter: SourceAdapter, asOf: string): SourceRunSummary {
  return {
    source: adapter.id,
    status: 'skipped',
    skipped: `hors période au ${asOf} (${describePeriods(adapter.periods ?? [])})`,
    fetched: 0,
    unchanged: 0,
    parsed: 0,
    new: 0,
    quarantined: 0,
    empty: 0,
    failures: [],
    error: null,
    durationMs: 0,
  };
}

/**
 * One pipeline run: every selected source crawled in parallel (each isolated from the others'
 * failures), documents archived, parsed and loaded through one serial writer, company records
 * derived again for the ridets touched, a JSON report written, then an optional publish.
 */
export async function runPipeline(options: RunPipelineOptions): Promise<{ report: RunReport; reportPath: string | null }> {
  const { config } = options;
  const checked = checkAsOf(options.asOf ?? todayInNoumea());
  if (!checked.ok) throw new RunInputError(checked.message);
  const { asOf } = checked;
  const adapters = options.adapters ? [...options.adapters] : selectSources(options.sources ?? []);
  const sourceConfigs = new Map(adapters.map((a) => [a.id, config.sourceConfig(a.id)]));

  const baseUrls = new Map(adapters.map((a) => [a.id, sourceConfigs.get(a.id)?.url ?? options.sourceUrls?.(a.id) ?? null]));
  const missing = adapters.filter((a) => baseUrls.get(a.id) === null);
  if (missing.length > 0) {
    throw new RunInputError(
      `${missing.map((a) => sourceSettingName(a.id, 'URL')).join(', ')} : aucune adresse configurée et aucune copie hors ligne démarrée`,
    );
  }

  const logger = options.logger ?? silentLogger;
  routeCrawleeLogs(logger);
  const disk = runDisk(config);
  checkFreeSpace(disk.places, disk.minFreeBytes);
  const stop: RunStop = { beforeDocument: () => checkFreeSpace(disk.places, disk.minFreeBytes), reason: null };
  const warehouse = await openWarehouse(config.warehousePath);
  const runId = newRunId();
  const startedAt = new Date().toISOString();
  const parse = runParseContext(config, options);
  try {
    // Before anything is recorded or fetched: a refused date leaves no trace.
    const order = await checkAsOfOrder(warehouse, asOf, options.force ?? false);
    if (!order.ok) throw new RunInputError(order.message);
    if (order.earlier !== null) logger.warn({ asOf, ...order.earlier }, '--as-of earlier than the last successful run, accepted with --force');
    const crashed = await recoverCrashedRuns(warehouse);
    if (crashed.runs.length > 0) logger.warn({ runs: crashed.runs, ridets: crashed.ridets.size }, 'runs left unfinished (killed, or stopped by an error) found; their companies are derived again');
    const orphanFolders = removeOrphanCrawlStorage();
    if (orphanFolders > 0) logger.info({ folders: orphanFolders }, 'removed crawl folders left by killed runs');
    await warehouse.run(`INSERT INTO runs (id, started_at, finished_at, as_of, status, summary) VALUES ($1, $2, NULL, $3, 'running', NULL)`, [runId, startedAt, asOf]);
    const writes = new PQueue({ concurrency: 1 });
    const batcher = await DocumentBatcher.create({ warehouse, runId, schedule: (task) => writes.add(task) });
    // A source outside its validity periods on the as-of date (a newspaper not habilitated
    // then) is not asked at all: a line in the report, not a failure.
    const skipped = adapters.filter((a) => !inPeriods(a.periods, asOf)).map((a) => skippedSource(a, asOf));
    for (const summary of skipped) logger.info({ source: summary.source, asOf, reason: summary.skipped }, 'source outside its validity period: skipped');
    const inPeriod = adapters.filter((a) => inPeriods(a.periods, asOf));
    const results = await Promise.all(
      inPeriod.map((adapter) => {
        const sourceConfig = sourceConfigs.get(adapter.id)!;
        return runSource({
          adapter,
          baseUrl: baseUrls.get(adapter.id)!,
          sourceConfig,
          userAgent: config.userAgent,
          warehouse,
          store: options.store,
          runId,
          writes,
          batcher,
          dataDir: config.dataDir,
          parse,
          logger,
          stop,
        });
      }),
    );
    await writes.add(() => batcher.flush());
    // An aborted run has parsed only part of what it fetched: it derives and publishes nothing.
    throwIfParseAborted(parse);
    const ridets = new Set([...crashed.ridets, ...results.flatMap((r) => [...r.ridets])]);
    const { companiesDerived, corrections } = await finishLoad(warehouse, ridets);
    const ran = results.map((r) => r.summary);
    // In the order the sources were selected, skipped ones included.
    const sources = adapters.map((a) => ran.find((s) => s.source === a.id) ?? skipped.find((s) => s.source === a.id)!);
    // A stopped run has loaded only part of what it fetched: it publishes nothing. Skipped
    // sources count for nothing either way: a run whose sources were all skipped is ok.
    const status: RunReport['status'] = stop.reason
      ? 'failed'
      : ran.every((s) => s.status === 'ok')
        ? 'ok'
        : ran.every((s) => s.status === 'failed')
          ? 'failed'
          : 'partial';
    const loaded: Omit<RunReport, 'publish' | 'finishedAt'> = {
      runId,
      kind: 'run',
      startedAt,
      asOf,
      status,
      sources,
      companiesDerived,
      corrections: correctionsSummary(corrections),
      error: stop.reason ? { code: stop.reason.code, message: stop.reason.message } : null,
      ...(order.earlier !== null ? { earlierAsOf: order.earlier } : {}),
    };
    return await finishRun({ config, warehouse, loaded, publish: options.publish, logger });
  } catch (error) {
    throw await markRunFailed(warehouse, runId, error, config.dataDir);
  } finally {
    warehouse.close();
  }
}
