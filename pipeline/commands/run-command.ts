import { loadConfig } from '../config.js';
import { runPipeline } from '../run/run-pipeline.js';
import { formatRunSummary } from '../run/run-report.js';
import { openStore } from '../../publish/store/open-store.js';
import { publishWarehouse } from '../../publish/publish-warehouse.js';
import { createProgress } from '../run/progress.js';
import { acquireRunLock } from '../run/run-lock.js';

export interface RunCommandOptions {
  sources: string[];
  asOf: string | undefined;
  publish: boolean;
  force: boolean;
}

export async function runCommand(options: RunCommandOptions): Promise<number> {
  const config = loadConfig();
  const lock = acquireRunLock(config.dataDir);
  try {
    return await runLocked(config, options);
  } finally {
    lock.release();
  }
}

async function runLocked(config: ReturnType<typeof loadConfig>, options: RunCommandOptions): Promise<number> {
  const store = await openStore(config.storeUrl, config.env);
  const progress = createProgress(process.stderr);
  const { report, reportPath } = await runPipeline({
    config,
    store,
    sources: options.sources,
    ...(options.asOf ? { asOf: options.asOf } : {}),
    ...(options.publish
      ? { publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId], force: options.force }) }
      : {}),
    onProgress: progress.update,
  });
  progress.done();
  process.stdout.write(`${formatRunSummary(report)}\n`);
  if (report.publish) process.stdout.write(`Publish: ${JSON.stringify(report.publish)}\n`);
  process.stdout.write(`Report: ${reportPath}\n`);
  return report.status === 'ok' && !report.publish?.['error'] ? 0 : 1;
}
