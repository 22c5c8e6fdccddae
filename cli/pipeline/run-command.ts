import type { Config } from '../../platform/config.ts';
import { createLogger } from '../../platform/logger.ts';
import { checkAsOf } from '../../pipeline/run/as-of.ts';
import { writeRunMetrics } from '../../pipeline/run/metrics-file.ts';
import { todayInNoumea } from '../../pipeline/run/run-id.ts';
import { acquireRunLock } from '../../pipeline/run/run-lock.ts';
import { runPipeline } from '../../pipeline/run/run-pipeline.ts';
import { RunInputError } from '../../pipeline/run/run-input-error.ts';
import { formatRunSummary } from '../../pipeline/run/run-report.ts';
import { publishCrashSeam } from '../crash-points.ts';
import { frenchRunReport } from '../french-errors.ts';
import { publishWarehouse } from '../../publish/publish-warehouse.ts';
import { openStore } from '../../publish/store/open-store.ts';
import { startOfflineSourcesIfNeeded } from './offline-sources.ts';
import { interruptOnSignals } from '../interrupt-signals.ts';
import { ParseAbortedError } from '../../sources/parse-context.ts';

/** Where the run's summary goes: the process's stdout, or a test's buffer. */
type Write = (text: string) => void;
const stdout: Write = (text) => void process.stdout.write(text);
const stderr: Write = (text) => void process.stderr.write(text);

export interface RunCommandOptions {
  sources: string[];
  asOf: string | undefined;
  publish: boolean;
  force: boolean;
  /** node_exporter textfile to write the run's figures to. */
  metricsFile?: string | undefined;
}

/**
 * `pipeline run`: one nightly run under the run lock; exit 0 when the run's status is ok.
 * SIGINT or SIGTERM stops it after the document it is loading (cli/interrupt-signals.ts): what
 * it loaded is kept, nothing is published, and it exits 130 or 143 once its lock is released.
 */
export async function runCommand(config: Config, options: RunCommandOptions, out: Write = stdout, err: Write = stderr): Promise<number> {
  const checked = checkAsOf(options.asOf ?? todayInNoumea());
  if (!checked.ok) throw new RunInputError(checked.message);
  const lock = await acquireRunLock(config.dataDir);
  const interruption = interruptOnSignals({ err });
  try {
    const offline = await startOfflineSourcesIfNeeded(config, options.sources, checked.asOf);
    try {
      return await runWithSources(config, options, checked.asOf, offline?.sourceUrls ?? null, out, interruption.signal);
    } finally {
      await offline?.close();
    }
  } catch (error) {
    if (interruption.exitCode === null || !ParseAbortedError.is(error)) throw error;
    err(INTERRUPTED(interruption.received!));
    return interruption.exitCode;
  } finally {
    interruption.dispose();
    lock.release();
  }
}

/** What an interrupted run or reparse says once it has stopped. */
export const INTERRUPTED = (signal: string): string =>
  `Exécution interrompue (${signal}) : les documents chargés sont gardés, rien n’est publié, le verrou est libéré. La prochaine exécution reprend là où celle-ci s’est arrêtée.\n`;

async function runWithSources(
  config: Config,
  options: RunCommandOptions,
  asOf: string,
  sourceUrls: ((sourceId: string) => string | null) | null,
  out: Write,
  signal: AbortSignal,
): Promise<number> {
  const store = openStore(config.storeUrl, config.env);
  const logger = createLogger({ level: config.logLevel, name: 'pipeline' });
  const { report, reportPath } = await runPipeline({
    config,
    store,
    sources: options.sources,
    asOf,
    sourceUrls,
    logger,
    force: options.force,
    signal,
    ...(options.publish
      ? { publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId], force: options.force, logger, testing: publishCrashSeam(config.env) }) }
      : {}),
  });
  out(`${formatRunSummary(frenchRunReport(report))}\n`);
  out(reportPath ? `Rapport : ${reportPath}\n` : 'Rapport : non écrit (voir le journal sur la sortie d’erreur)\n');
  if (options.metricsFile) await writeRunMetrics(options.metricsFile, report);
  return report.status === 'ok' ? 0 : 1;
}
