import fs from 'node:fs';
import type { Logger } from 'pino';

/** Share of the open-file limit connections may take: the rest is for the store, the webhook database, files being sent. */
const SHARE_OF_DESCRIPTORS = 0.75;
/**
 * Beyond this many connections, memory rather than descriptors is what runs out: a half-open
 * request holds 13 to 20 KiB of the process (socket, parser, buffers; RSS measured with
 * bench/connection-flood.ts), so 16 384 of them about 300 MiB.
 */
export const MAX_CONNECTIONS_CEILING = 16_384;
/** Where the open-file limit cannot be read (not Linux). */
export const MAX_CONNECTIONS_FALLBACK = 4_096;

/**
 * The connection cap when MAX_CONNECTIONS is empty: three quarters of the open-file limit the
 * process runs with (Node raises its soft limit to the hard one at start, so /proc/self/limits
 * tells the real one), at most MAX_CONNECTIONS_CEILING. Past the descriptors, the kernel's
 * accept fails and clients get resets while half-open requests hold every descriptor; under the
 * cap, the server closes the newcomers itself and keeps descriptors for its own files.
 */
export function defaultMaxConnections(limits: string | null = readLimits()): number {
  const soft = limits === null ? null : /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
  if (soft === undefined || soft === null) return MAX_CONNECTIONS_FALLBACK;
  if (soft === 'unlimited') return MAX_CONNECTIONS_CEILING;
  return Math.max(1, Math.min(MAX_CONNECTIONS_CEILING, Math.floor(Number(soft) * SHARE_OF_DESCRIPTORS)));
}

function readLimits(): string | null {
  try {
    return fs.readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return null;
  }
}

export interface DroppedConnectionsOptions {
  maxConnections: number;
  /** Period of the count line while connections are dropped. */
  windowMs?: number;
  now?: () => number;
}

const WINDOW_MS = 60_000;

/**
 * What the log says of connections closed at the cap: a flood drops thousands a second, so not
 * a line each. The first drop of an episode writes `connection limit reached` (warn) at once;
 * then a `connections dropped` line a minute counts them while it lasts, and a last one when
 * the server closes. A minute without a drop ends the episode.
 */
export class DroppedConnections {
  readonly #logger: Logger;
  readonly #max: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  #dropped = 0;
  #since: number;
  #episode = false;
  readonly #timer: NodeJS.Timeout;

  constructor(logger: Logger, options: DroppedConnectionsOptions) {
    this.#logger = logger;
    this.#max = options.maxConnections;
    this.#windowMs = options.windowMs ?? WINDOW_MS;
    this.#now = options.now ?? Date.now;
    this.#since = this.#now();
    this.#timer = setInterval(() => this.flush(), this.#windowMs);
    this.#timer.unref();
  }

  dropped(): void {
    if (!this.#episode) {
      this.#episode = true;
      this.#logger.warn({ max_connections: this.#max, setting: 'MAX_CONNECTIONS' }, 'connection limit reached');
    }
    if (this.#dropped === 0) this.#since = this.#now();
    this.#dropped += 1;
  }

  /** Writes the count of the connections dropped since the last one; ends a quiet episode. */
  flush(): void {
    if (this.#dropped === 0) {
      this.#episode = false;
      return;
    }
    this.#logger.warn({ dropped: this.#dropped, seconds: Math.round((this.#now() - this.#since) / 1000), max_connections: this.#max }, 'connections dropped');
    this.#dropped = 0;
  }

  close(): void {
    clearInterval(this.#timer);
    this.flush();
  }
}
