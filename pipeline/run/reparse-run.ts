import type { Config } from '../../platform/config.ts';
import { silentLogger, type Logger } from '../../platform/logger.ts';
import type { SourceAdapter } from '../../sources/source-adapter.ts';
import { openWarehouse } from '../warehouse/warehouse.ts';
import { checkFreeSpace } from './disk-space.ts';
import { finishRun, markRunFailed, runDisk, type PublishStep } from './finish-run.ts';
import type { RawArchiveStore } from './raw-archive-store.ts';
import { reparseArchive } from './reparse-archive.ts';
import { newRunId } from './run-id.ts';
import type { RunReport } from './run-report.ts';
import { runParseContext, type RunParseOptions } from './run-parse-context.ts';

export interface ReparseRunOptions extends RunParseOptions {
  config: Config;
  store: RawArchiveStore;
  /** Source ids; all registered sources when empty. */
  sources?: readonly string[];
  /** Adapters to parse with instead of the registry's (tests). */
  adapters?: readonly SourceAdapter[];
  publish?: PublishStep;
  logger?: Logger;
  now?: () => Date;
}

/**
 * A reparse as a run of its own (`pipeline reparse`): the archive parsed again
 * (reparse-archive.ts), then the same end as a nightly run (finish-run.ts): disk guard and
 * publish, runs row and report, or the run marked failed when it throws.
 */
export async function runReparse(options: ReparseRunOptions): Promise<{ report: RunReport; reportPath: string | null }> {
  const { config } = options;
  const logger = options.logger ?? silentLogger;
  const disk = runDisk(config);
  checkFreeSpace(disk.places, disk.minFreeBytes);
  const warehouse = await openWarehouse(config.warehousePath);
  const runId = newRunId().replace(/^run-/, 'reparse-');
  const parse = runParseContext(config, options);
  try {
    const loaded = await reparseArchive({
      warehouse,
      store: options.store,
      runId,
      parse,
      logger,
      ...(options.sources ? { sources: options.sources } : {}),
      ...(options.adapters ? { adapters: options.adapters } : {}),
    });
    return await finishRun({ config, warehouse, loaded, publish: options.publish, logger, ...(options.now ? { now: options.now } : {}) });
  } catch (error) {
    throw await markRunFailed(warehouse, runId, error, config.dataDir);
  } finally {
    warehouse.close();
  }
}
