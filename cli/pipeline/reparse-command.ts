import type { Config } from '../../platform/config.ts';
import { createLogger } from '../../platform/logger.ts';
import { runReparse } from '../../pipeline/run/reparse-run.ts';
import { acquireRunLock } from '../../pipeline/run/run-lock.ts';
import { formatRunSummary } from '../../pipeline/run/run-report.ts';
import { publishCrashSeam } from '../crash-points.ts';
import { frenchRunReport } from '../french-errors.ts';
import { publishWarehouse } from '../../publish/publish-warehouse.ts';
import { openStore } from '../../publish/store/open-store.ts';
import { ParseAbortedError } from '../../sources/parse-context.ts';
import { interruptOnSignals } from '../interrupt-signals.ts';
import { INTERRUPTED } from './run-command.ts';

/**
 * `pipeline reparse`: parses the raw archive again (after a parser fix) and publishes. Takes
 * the run lock that `run` takes: both write the warehouse and publish from it, and a reparse
 * racing a nightly run would publish a half-reparsed warehouse.
 */
export async function reparseCommand(
  config: Config,
  options: { sources: string[]; publish: boolean; force: boolean },
  out: (text: string) => void = (text) => void process.stdout.write(text),
  err: (text: string) => void = (text) => void process.stderr.write(text),
): Promise<number> {
  const lock = await acquireRunLock(config.dataDir);
  // SIGINT or SIGTERM stops it after the document it is reading, as `pipeline run` (run-command.ts).
  const interruption = interruptOnSignals({ err });
  try {
    const logger = createLogger({ level: config.logLevel, name: 'pipeline' });
    const store = openStore(config.storeUrl, config.env);
    const { report, reportPath } = await runReparse({
      config,
      store,
      sources: options.sources,
      logger,
      signal: interruption.signal,
      ...(options.publish
        ? { publish: (warehouse, runId) => publishWarehouse({ warehouse, store, config, runIds: [runId], force: options.force, logger, testing: publishCrashSeam(config.env) }) }
        : {}),
    });
    out(`${formatRunSummary(frenchRunReport(report))}\n`);
    out(reportPath ? `Rapport : ${reportPath}\n` : 'Rapport : non écrit (voir le journal sur la sortie d’erreur)\n');
    return report.status === 'ok' ? 0 : 1;
  } catch (error) {
    if (interruption.exitCode === null || !ParseAbortedError.is(error)) throw error;
    err(INTERRUPTED(interruption.received!));
    return interruption.exitCode;
  } finally {
    interruption.dispose();
    lock.release();
  }
}
