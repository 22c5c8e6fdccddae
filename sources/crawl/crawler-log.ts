import { Log, Logger as CrawleeLogger, LogLevel, log as crawleeGlobalLog } from '@crawlee/cheerio';
import type { Logger } from '../../platform/logger.ts';

/**
 * crawlee's own log lines, sent to our logger instead of crawlee's coloured console output.
 * Levels are lowered by one step: crawlee warns on every retry and errs on every URL that
 * failed for good, all of which the run report already records (failures, with their cause);
 * in our log they are detail (debug) and warnings respectively, and LOG_LEVEL decides.
 */
class PinoBridge extends CrawleeLogger {
  private readonly target: Logger;
  constructor(target: Logger) {
    super({});
    this.target = target;
  }

  override _log(level: LogLevel, message: string, data?: Record<string, unknown>, exception?: unknown): void {
    const fields = { ...data, ...(exception === undefined ? {} : { err: exception }) };
    if (level <= LogLevel.ERROR) this.target.warn(fields, `crawler: ${message}`);
    else if (level <= LogLevel.INFO) this.target.debug(fields, `crawler: ${message}`);
    else this.target.trace(fields, `crawler: ${message}`);
  }
}

/** A crawlee Log for one crawler, writing through `logger` (bound to its source). */
export function crawlerLog(logger: Logger): Log {
  return new Log({ level: LogLevel.DEBUG, logger: new PinoBridge(logger) });
}

/** crawlee's module-wide log (its autoscaling, storage...) through `logger` too. */
export function routeCrawleeLogs(logger: Logger): void {
  crawleeGlobalLog.setOptions({ level: LogLevel.DEBUG, logger: new PinoBridge(logger) });
}
