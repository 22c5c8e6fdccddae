import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * The project's logger (pino): JSON lines, one per event, with `err` serialised with its stack
 * and cause. Every process creates one in its composition root and hands it down.
 */
export function createLogger(options: { level: string; name?: string; stream?: 'stdout' | 'stderr' }): Logger {
  // Command lines keep stdout for their result (a summary, JSON): their logs go to stderr.
  const destination = pino.destination(options.stream === 'stdout' ? 1 : 2);
  return pino({ level: options.level, ...(options.name ? { name: options.name } : {}) }, destination);
}

/** For library calls and tests that do not care about logs. */
export const silentLogger: Logger = pino({ level: 'silent' });
