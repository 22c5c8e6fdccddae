import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { clientIp } from './access/client-ip.js';
import type { AppResponse } from './app.js';

export interface AccessLogOptions {
  /** Share of successful requests (status < 400) logged one line each, 0..1. */
  sample: number;
  /** Trusted proxy hops, for the client address. */
  trustProxy: number;
  /** A request slower than this is always logged. */
  slowMs?: number;
  /** Period of the summary line when sampling. */
  summaryMs?: number;
  random?: () => number;
}

const SLOW_MS = 1_000;
const SUMMARY_MS = 60_000;

/**
 * The access log. Every request is recorded: with ACCESS_LOG_SAMPLE at 1, one JSON line each
 * (`request`: method, url, status, route, code, snapshot, ip, bytes, ms, ua). Below 1 (the
 * default is 0.01), errors (status >= 400) and slow requests (>= 1 s) still get their line,
 * successes one in 1/sample, and a `requests` line per minute counts every request by route and
 * status, so totals always add up while a busy server does not spend its time writing logs (a
 * line per request cost about a third of the server's CPU for a company record).
 */
export class AccessLog {
  readonly #logger: Logger;
  readonly #sample: number;
  readonly #trustProxy: number;
  readonly #slowMs: number;
  readonly #random: () => number;
  #counts = new Map<string, number>();
  #total = 0;
  #bytes = 0;
  #since = Date.now();
  readonly #timer: NodeJS.Timeout | null;

  constructor(logger: Logger, options: AccessLogOptions) {
    if (!(options.sample >= 0 && options.sample <= 1)) throw new RangeError(`Expected sample in [0, 1], got ${options.sample}`);
    this.#logger = logger;
    this.#sample = options.sample;
    this.#trustProxy = options.trustProxy;
    this.#slowMs = options.slowMs ?? SLOW_MS;
    this.#random = options.random ?? Math.random;
    this.#timer = options.sample < 1 ? setInterval(() => this.flush(), options.summaryMs ?? SUMMARY_MS) : null;
    this.#timer?.unref();
  }

  record(req: IncomingMessage, response: AppResponse, ms: number): void {
    const full = this.#sample >= 1 || response.status >= 400 || ms >= this.#slowMs || this.#random() < this.#sample;
    if (this.#timer !== null) {
      const key = `${response.meta.routeId ?? '-'} ${response.status}`;
      this.#counts.set(key, (this.#counts.get(key) ?? 0) + 1);
      this.#total += 1;
      this.#bytes += response.body.length;
    }
    if (!full || !this.#logger.isLevelEnabled('info')) return;
    this.#logger.info(
      {
        method: req.method,
        url: req.url,
        status: response.status,
        route: response.meta.routeId,
        code: response.meta.code,
        snapshot: response.meta.snapshotId,
        ip: clientIp(req.socket.remoteAddress ?? null, req.headers, this.#trustProxy),
        bytes: response.body.length,
        ms,
        ua: req.headers['user-agent'],
      },
      'request',
    );
  }

  /** Writes the summary of the requests counted since the last one (sampling mode). */
  flush(): void {
    if (this.#total === 0) return;
    const byRoute: Record<string, Record<string, number>> = {};
    for (const [key, count] of this.#counts) {
      const [route, status] = key.split(' ') as [string, string];
      (byRoute[route] ??= {})[status] = count;
    }
    this.#logger.info({ seconds: Math.round((Date.now() - this.#since) / 1000), requests: this.#total, bytes: this.#bytes, by_route: byRoute, sample: this.#sample }, 'requests');
    this.#counts = new Map();
    this.#total = 0;
    this.#bytes = 0;
    this.#since = Date.now();
  }

  close(): void {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.flush();
  }
}
