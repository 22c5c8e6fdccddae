import { createLogger } from '../../platform/logger.js';
import type { Config } from '../../platform/config.js';
import { runPipeline } from '../../pipeline/run/run-pipeline.js';
import { formatRunSummary } from '../../pipeline/run/run-report.js';
import { openStore } from '../../publish/store/open-store.js';
import { publishWarehouse } from '../../publish/publish-warehouse.js';
import { createProgress } from '../../pipeline/run/progress.js';
import { acquireRunLock } from '../../pipeline/run/run-lock.js';
import { todayInNoumea } from '../../pipeline/run/run-id.js';
import { checkAsOf } from '../../pipeline/run/as-of.js';
import { RunInputError } from '../../pipeline/run/run-pipeline.js';
import { startOfflineSourcesIfNeeded } from './offline-sources.js';

export interface RunCommandOptions {
  sources: string[];
  asOf: string | undefined;
  publish: boolean;
  force: boolean;
}

export async function runCommand(config: Config, options: RunCommandOptions): Promise<number> {
  const lock = await acquireRunLock(config.dataDir);
  try {
    return await runLocked(config, options);
  } finally {
    lock.release();
  }
}

async function runLocked(config: Config, options: RunCommandOptions): Promise<number> {
  const store = openStore(config.storeUrl, config.env);
  const checked = checkAsOf(options.asOf ?? todayInNoumea());
  if (!checked.ok) throw new RunInputError(checked.message);
  const { asOf } = checked;
  const offline = await startOfflineSourcesIfNeeded(config, options.sources, asOf);
  try {
    return await runWithSources(config, options, store, asOf, offline?.url ?? null);
  } finally {
    await offline?.close();
  }
}

async function runWithSources(
  config: Config,
  options: RunCommandOptions,
  store: Awaited<ReturnType<typeof openStore>>,
  asOf: string,
  offlineBaseUrl: string | null,
): Promise<number> {
  const progress = createProgress(process.stderr);
  const logger = createLogger({ level: config.logLevel, name: 'pipeline' });
  const { report, reportPath } = await runPipeline({
    config,
    store,
    sources: options.sources,
    asOf,
    offlineBaseUrl,
    logger,
    ...(options.publish
      ? { publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId], force: options.force, logger }) }
      : {}),
    onProgress: progress.update,
  });
  progress.done();
  process.stdout.write(`${formatRunSummary(report)}\n`);
  if (report.error) process.stdout.write(`Arrêt [${report.error.code}] : ${report.error.message}\n`);
  if (report.publish) process.stdout.write(`Publish: ${JSON.stringify(report.publish)}\n`);
  process.stdout.write(reportPath ? `Report: ${reportPath}\n` : 'Report: not written (see the log on standard error)\n');
  return report.status === 'ok' && !report.publish?.['error'] ? 0 : 1;
}
