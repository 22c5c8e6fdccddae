import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import { LineBlocks } from './line-blocks.ts';
import { redactSecrets } from './redact-secrets.ts';

export type { Logger };

/** Every line of our loggers, whatever wrote it (an error's message, a URL), leaves without credentials. */
const LOG_HOOKS: LoggerOptions['hooks'] = { streamWrite: redactSecrets };

/**
 * The project's logger (pino), one per process, created in its composition root and handed
 * down: readable coloured lines on a terminal, JSON lines otherwise (cron, CI, a log shipper),
 * `err` serialised with its stack and cause, LOG_LEVEL honoured (`silent` prints nothing).
 * Command lines keep stdout for their result (a summary, JSON), so they log to stderr.
 * Writes are synchronous: command lines log little, and nothing is lost when they exit.
 * `destination` replaces the terminal or standard stream.
 */
export function createLogger(options: { level: string; name?: string; stream?: 'stdout' | 'stderr'; destination?: DestinationStream }): Logger {
  const fd = options.stream === 'stdout' ? 1 : 2;
  const base = { level: options.level, hooks: LOG_HOOKS, ...(options.name ? { name: options.name } : {}) };
  // A caller that decides where the JSON lines go (the demo: a file and a French console).
  if (options.destination) return pino(base, options.destination);
  const onTerminal = (fd === 1 ? process.stdout : process.stderr).isTTY === true;
  if (onTerminal) {
    return pino(base, pretty({ destination: fd, sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name' }));
  }
  return pino(base, pino.destination({ dest: fd, sync: true }));
}

/**
 * The API process's logger (`npm run serve`, the demo): JSON lines on stdout, or into
 * `destination`, credentials redacted like createLogger's.
 *
 * Stdout is written asynchronously and in blocks: a synchronous write blocked the
 * one thread for as long as the disk or pipe took (about 0.4 ms a line on a busy machine, a
 * tenth of a request's CPU once averaged over the sampled access log), while an asynchronous
 * one hands the buffered lines to libuv and goes back to serving. What the logs promise on a crash holds:
 * pino's own exit hook writes what is still buffered synchronously on `exit` (process.exit,
 * the end of a graceful shutdown, an uncaught exception). Only a SIGKILL or a machine failure loses lines: those still in the buffer
 * (RELIABILITY.md, "Logs").
 */
export function createServiceLogger(options: { level: string; destination?: DestinationStream }): Logger {
  const base = { level: options.level, hooks: LOG_HOOKS };
  return pino(base, options.destination ?? bufferedStdout());
}

/** Bytes gathered before a write: about a dozen access-log lines. */
const BUFFER_BYTES = 4096;
/** The longest a line waits in the buffer on a quiet server. */
const FLUSH_MS = 1_000;

/**
 * Stdout written in blocks: each write(2), even handed to libuv's thread pool, takes the API's
 * core for its system call and the thread's wake-up (a 1 % access log with a write per line
 * still cost 2.8 µs a company record under the profiler, about 0.6 ms of the main thread a
 * line); a block of BUFFER_BYTES makes that a dozen times rarer. The lines are gathered by
 * platform/line-blocks.ts and each block handed to SonicBoom whole (its own `minLength`
 * buffering copied the block at every line). A timer writes what a quiet server gathered, so
 * no line waits more than FLUSH_MS.
 */
function bufferedStdout(): DestinationStream {
  const destination = new LineBlocks(pino.destination({ dest: 1, sync: false }), BUFFER_BYTES);
  const timer = setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Closed (the process is exiting, or stdout is gone): nothing left to write.
      clearInterval(timer);
    }
  }, FLUSH_MS);
  timer.unref();
  return destination;
}

/** For library calls and tests that do not care about logs. */
export const silentLogger: Logger = pino({ level: 'silent' });
