import path from 'node:path';
import { errorCode, errorMessage } from '../../kernel/errors/app-error.ts';
import type { Config } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { asDiskFull, checkFreeSpace } from './disk-space.ts';
import { writeRunReportOrLog, type RunReport } from './run-report.ts';

/** Publishes a snapshot from the warehouse once a run has loaded; its result goes in the report. */
export type PublishStep = (warehouse: Warehouse, runId: string) => Promise<Record<string, unknown>>;

/** Where a run writes (the data folder, the warehouse's folder) and the room it needs free there. */
export function runDisk(config: Pick<Config, 'dataDir' | 'warehousePath' | 'settings'>): { places: string[]; minFreeBytes: number } {
  return { places: [config.dataDir, path.dirname(config.warehousePath)], minFreeBytes: config.settings.MIN_FREE_DISK_MB * 2 ** 20 };
}

/**
 * The end of every run, nightly or reparse: publish (unless the run failed or no publish was
 * asked), then record the outcome in the runs table and the JSON report. Both kinds of run go
 * through here so that a guard added to one is never missing from the other.
 */
export async function finishRun(options: {
  config: Pick<Config, 'dataDir' | 'warehousePath' | 'settings'>;
  warehouse: Warehouse;
  /** The run's report up to its load; its `runId` names the row of the runs table. */
  loaded: Omit<RunReport, 'publish' | 'finishedAt'>;
  publish?: PublishStep | undefined;
  logger: Logger;
  now?: () => Date;
}): Promise<{ report: RunReport; reportPath: string | null }> {
  const { config, warehouse, loaded } = options;
  const { runId, kind, startedAt, ...rest } = loaded;
  const report: RunReport = { runId, kind, startedAt, finishedAt: '', ...rest, publish: null };
  if (options.publish && report.status !== 'failed') {
    // A refused or failed publish (shrink gate, store down) leaves the loaded data and the
    // served snapshot as they are; the report says why and the exit code says it failed.
    try {
      // Publishing writes to the store, by default in the data folder: same guard as loading.
      const disk = runDisk(config);
      checkFreeSpace(disk.places, disk.minFreeBytes);
      report.publish = await options.publish(warehouse, runId);
    } catch (error) {
      const failure = asDiskFull(error, config.dataDir) ?? error;
      report.publish = { error: errorMessage(failure), code: errorCode(failure, 'publish_failed') };
      // Loaded but not published: nothing of this run is served, so the run failed.
      report.status = 'failed';
    }
  }
  report.finishedAt = (options.now?.() ?? new Date()).toISOString();
  await warehouse.run(`UPDATE runs SET finished_at = $2, status = $3, summary = $4 WHERE id = $1`, [
    runId,
    report.finishedAt,
    report.status,
    JSON.stringify(report),
  ]);
  return { report, reportPath: writeRunReportOrLog(config.dataDir, report, options.logger) };
}

/**
 * A run that threw: its row says failed, with the error, rather than running for ever. It may
 * have loaded announcements without deriving their companies, so the row is flagged
 * `companiesPending` for the next run to derive them (crashed-runs.ts). Returns the error to
 * throw, a full disk said as such.
 */
export async function markRunFailed(warehouse: Warehouse, runId: string, error: unknown, dataDir: string): Promise<unknown> {
  const failure = asDiskFull(error, dataDir) ?? error;
  const summary = { error: { code: errorCode(failure, 'run_failed'), message: errorMessage(failure) }, companiesPending: true };
  // On a full disk this write may fail too: the row then stays running, which the next run
  // treats as a crash (same recovery).
  await warehouse.run(`UPDATE runs SET finished_at = now(), status = 'failed', summary = $2 WHERE id = $1`, [runId, JSON.stringify(summary)]).catch(() => {});
  return failure;
}
