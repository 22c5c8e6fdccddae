import path from 'node:path';
import { checkFreeSpace } from '../../pipeline/run/disk-space.js';
import { errorCode, errorMessage } from '../../kernel/errors/app-error.js';
import type { Config } from '../../platform/config.js';
import { createLogger } from '../../platform/logger.js';
import { reparseArchive } from '../../pipeline/run/reparse-archive.js';
import { newRunId } from '../../pipeline/run/run-id.js';
import { acquireRunLock } from '../../pipeline/run/run-lock.js';
import { formatRunSummary, writeRunReportOrLog, type RunReport } from '../../pipeline/run/run-report.js';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.js';
import { publishWarehouse } from '../../publish/publish-warehouse.js';
import { openStore } from '../../publish/store/open-store.js';

/**
 * `pipeline reparse`: parses the raw archive again (after a parser fix) and publishes. Takes
 * the run lock that `run` takes: both write the warehouse and publish from it, and a reparse
 * racing a nightly run would publish a half-reparsed warehouse.
 */
export async function reparseCommand(config: Config, options: { sources: string[]; publish: boolean; force: boolean }): Promise<number> {
  const lock = await acquireRunLock(config.dataDir);
  try {
    return await reparseLocked(config, options);
  } finally {
    lock.release();
  }
}

async function reparseLocked(config: Config, options: { sources: string[]; publish: boolean; force: boolean }): Promise<number> {
  const logger = createLogger({ level: config.logLevel, name: 'pipeline' });
  checkFreeSpace([config.dataDir, path.dirname(config.warehousePath)], config.settings.MIN_FREE_DISK_MB * 2 ** 20);
  const store = openStore(config.storeUrl, config.env);
  const warehouse = await openWarehouse(config.warehousePath);
  try {
    const runId = newRunId().replace(/^run-/, 'reparse-');
    const { recovered, ...result } = await reparseArchive({ warehouse, store, runId, sources: options.sources, logger });
    const report: RunReport = { ...result, finishedAt: '', publish: null };
    if (options.publish) {
      try {
        report.publish = await publishWarehouse({ warehouse, store, config, runIds: [runId], force: options.force, logger });
      } catch (error) {
        report.publish = { error: errorMessage(error), code: errorCode(error, 'publish_failed') };
        report.status = 'failed';
      }
    }
    report.finishedAt = new Date().toISOString();
    await warehouse.run(`UPDATE runs SET finished_at = $2, status = $3, summary = $4 WHERE id = $1`, [
      runId,
      report.finishedAt,
      report.status,
      JSON.stringify({ ...report, recovered }),
    ]);
    const reportPath = writeRunReportOrLog(config.dataDir, report, logger);
    process.stdout.write(`${formatRunSummary(report)}\nEntrées de quarantaine résolues : ${recovered}\n`);
    process.stdout.write(reportPath ? `Rapport : ${reportPath}\n` : 'Rapport : non écrit (voir le journal sur la sortie d’erreur)\n');
    return report.status === 'ok' ? 0 : 1;
  } finally {
    warehouse.close();
  }
}
