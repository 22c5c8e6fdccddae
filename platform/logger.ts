import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

/**
 * The project's logger (pino), one per process, created in its composition root and handed
 * down: readable coloured lines on a terminal, JSON lines otherwise (cron, CI, a log shipper),
 * `err` serialised with its stack and cause, LOG_LEVEL honoured (`silent` prints nothing).
 * Command lines keep stdout for their result (a summary, JSON), so they log to stderr.
 * Writes are synchronous: command lines log little, and nothing is lost when they exit.
 */
export function createLogger(options: { level: string; name?: string; stream?: 'stdout' | 'stderr' }): Logger {
  const fd = options.stream === 'stdout' ? 1 : 2;
  const base = { level: options.level, ...(options.name ? { name: options.name } : {}) };
  const onTerminal = (fd === 1 ? process.stdout : process.stderr).isTTY === true;
  if (onTerminal) {
    return pino(base, pretty({ destination: fd, sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name' }));
  }
  return pino(base, pino.destination({ dest: fd, sync: true }));
}

/** For library calls and tests that do not care about logs. */
export const silentLogger: Logger = pino({ level: 'silent' });
