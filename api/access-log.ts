import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { directLineWriter, type DirectLineWriter } from '../platform/direct-line.ts';
import { clientIp } from './access/client-ip.ts';
import type { AppResponse } from './app.ts';
import { loggedUrl } from './logged-url.ts';
import { peerAddress } from './peer-address.ts';

export interface AccessLogOptions {
  /** Share of successful requests (status < 400) logged one line each, 0..1. */
  sample: number;
  /** Trusted proxy hops, for the client address. */
  trustProxy: number;
  /** A request slower than this is always logged. */
  slowMs?: number;
  /** Period of the summary line when sampling, and of the client-error count. */
  summaryMs?: number;
  random?: () => number;
  /** Epoch milliseconds; injected by tests to cross the client-error window. */
  now?: () => number;
}

const SLOW_MS = 1_000;
const SUMMARY_MS = 60_000;
const LOGGED_UA_CHARS = 256;
/** 4xx lines written per client per window; the others are counted, then reported in one line. */
export const CLIENT_ERRORS_LOGGED = 10;
/** Clients tracked per window; past it, the others share one budget (`*`). */
const CLIENTS_TRACKED = 1_000;
/** Clients named in the line that counts the 4xx not written. */
const TOP_CLIENTS = 10;
/** The fields of a request's line, in the order they are written. */
const REQUEST_FIELDS = ['method', 'url', 'status', 'route', 'code', 'snapshot', 'ip', 'bytes', 'ms', 'waited_ms', 'ua'] as const;

interface ClientErrors {
  logged: number;
  suppressed: number;
}

/**
 * The access log. Every request is recorded: with ACCESS_LOG_SAMPLE at 1, one JSON line each
 * (`request`: method, url, status, route, code, snapshot, ip, bytes, ms, ua, and `waited_ms`
 * for a long poll). Below 1 (the default is 0.01), errors (status >= 400) and slow requests
 * (>= 1 s of work: the time a long poll waited on purpose is not counted) still get their line,
 * successes one in 1/sample, and a `requests` line per minute counts every request by route and
 * status, so totals always add up while a busy server does not spend its time writing logs (a
 * line per request cost about a third of the server's CPU for a company record).
 *
 * Whatever the sample, what a client controls is bounded: URLs and user agents are cut
 * (api/logged-url.ts), and client errors (4xx: refusals, 404s, 400s) get a line each only for
 * the first CLIENT_ERRORS_LOGGED of a client (its address) per minute; the rest are counted and
 * reported in one `client errors not logged` line per minute, so a client hammering the API
 * with refused requests cannot fill the disk. Server errors (5xx) are always logged.
 */
export class AccessLog {
  readonly #logger: Logger;
  /** Writes a request's line without pino's generic serialisation; null when the logger needs pino's own (platform/direct-line.ts). */
  readonly #requestLine: DirectLineWriter | null;
  readonly #sample: number;
  readonly #trustProxy: number;
  readonly #slowMs: number;
  readonly #random: () => number;
  readonly #now: () => number;
  readonly #windowMs: number;
  /**
   * Requests by route, then status: keys the code's own strings and numbers, no string made per
   * request. This map and the client errors' are emptied, never replaced: V8 compiles `record`
   * assuming a field it reads keeps the object it was given, and a new map at the summary (every
   * minute) would deoptimize it on a warm server. A cell per status, counted in place: one
   * look-up a request, not a look-up and a store.
   */
  readonly #counts = new Map<string, Map<number, { count: number }>>();
  #total = 0;
  #bytes = 0;
  #since: number;
  readonly #clientErrors = new Map<string, ClientErrors>();
  #windowStart: number;
  readonly #timer: NodeJS.Timeout;

  constructor(logger: Logger, options: AccessLogOptions) {
    if (!(options.sample >= 0 && options.sample <= 1)) throw new RangeError(`Expected sample in [0, 1], got ${options.sample}`);
    this.#logger = logger;
    this.#requestLine = directLineWriter(logger, REQUEST_FIELDS, 'request');
    this.#sample = options.sample;
    this.#trustProxy = options.trustProxy;
    this.#slowMs = options.slowMs ?? SLOW_MS;
    this.#random = options.random ?? Math.random;
    this.#now = options.now ?? Date.now;
    this.#windowMs = options.summaryMs ?? SUMMARY_MS;
    this.#since = this.#now();
    this.#windowStart = this.#since;
    this.#timer = setInterval(() => this.flush(), this.#windowMs);
    this.#timer.unref();
  }

  record(req: IncomingMessage, response: AppResponse, ms: number): void {
    const status = response.status;
    const waitedMs = response.meta.waitedMs;
    const slow = (waitedMs === undefined ? ms : ms - waitedMs) >= this.#slowMs;
    let full = this.#sample >= 1 || status >= 400 || slow || this.#random() < this.#sample;
    if (this.#sample < 1) {
      // A key string made per request ("route status") was internalized by V8 at each lookup.
      const route = response.meta.routeId ?? '-';
      let byStatus = this.#counts.get(route);
      if (byStatus === undefined) {
        byStatus = new Map();
        this.#counts.set(route, byStatus);
      }
      const counted = byStatus.get(status);
      if (counted === undefined) byStatus.set(status, { count: 1 });
      else counted.count += 1;
      this.#total += 1;
      this.#bytes += sentBytes(response);
    }
    if (!full || !this.#logger.isLevelEnabled('info')) return;
    const ip = clientIp(peerAddress(req.socket), req.headers, this.#trustProxy);
    if (status >= 400 && status < 500) full = this.#admitClientError(ip);
    if (!full) return;
    // The url and the user agent, which the client writes, are redacted field by field
    // (loggedUrl): the direct line skips the logger's line-wide redaction. The method is one of
    // node's parser's, the address the socket's or one net.isIP accepted.
    const url = loggedUrl(req.url);
    const ua = loggedUrl(req.headers['user-agent'], LOGGED_UA_CHARS);
    const fields = {
      method: req.method,
      url,
      status,
      route: response.meta.routeId,
      code: response.meta.code,
      snapshot: response.meta.snapshotId,
      ip,
      bytes: sentBytes(response),
      ms,
      waited_ms: waitedMs,
      ua,
    };
    if (this.#requestLine === null) this.#logger.info(fields, 'request');
    else this.#requestLine(fields);
  }

  /**
   * Writes the summary of the requests counted since the last one (sampling mode), and the
   * count of client errors not logged once their minute is over.
   */
  flush(): void {
    if (this.#now() - this.#windowStart >= this.#windowMs) this.#reportClientErrors();
    if (this.#total === 0) return;
    const byRoute: Record<string, Record<string, number>> = {};
    for (const [route, byStatus] of this.#counts) {
      const counts: Record<string, number> = (byRoute[route] = {});
      for (const [status, { count }] of byStatus) counts[status] = count;
    }
    this.#logger.info({ seconds: Math.round((this.#now() - this.#since) / 1000), requests: this.#total, bytes: this.#bytes, by_route: byRoute, sample: this.#sample }, 'requests');
    this.#counts.clear();
    this.#total = 0;
    this.#bytes = 0;
    this.#since = this.#now();
  }

  close(): void {
    clearInterval(this.#timer);
    this.#reportClientErrors();
    this.flush();
  }

  /** Whether this client error gets its own line (the client's first ones in the window). */
  #admitClientError(ip: string): boolean {
    if (this.#now() - this.#windowStart >= this.#windowMs) this.#reportClientErrors();
    let entry = this.#clientErrors.get(ip);
    if (entry === undefined) {
      // Addresses are many only behind a trusting proxy or over IPv6: past the bound, the
      // newcomers share one budget rather than grow the map.
      const key = this.#clientErrors.size < CLIENTS_TRACKED ? ip : '*';
      entry = this.#clientErrors.get(key) ?? { logged: 0, suppressed: 0 };
      this.#clientErrors.set(key, entry);
    }
    if (entry.logged < CLIENT_ERRORS_LOGGED) {
      entry.logged += 1;
      return true;
    }
    entry.suppressed += 1;
    return false;
  }

  #reportClientErrors(): void {
    const now = this.#now();
    let suppressed = 0;
    const clients: Array<[string, number]> = [];
    for (const [ip, entry] of this.#clientErrors) {
      if (entry.suppressed === 0) continue;
      suppressed += entry.suppressed;
      clients.push([ip, entry.suppressed]);
    }
    if (suppressed > 0) {
      const top = clients.sort((a, b) => b[1] - a[1]).slice(0, TOP_CLIENTS).map(([ip, count]) => ({ ip, count }));
      this.#logger.info({ seconds: Math.round((now - this.#windowStart) / 1000), suppressed, clients: clients.length, top, per_client: CLIENT_ERRORS_LOGGED }, 'client errors not logged');
    }
    this.#clientErrors.clear();
    this.#windowStart = now;
  }
}

/** Bytes of body sent: a streamed body's length is its Content-Length (its buffer is empty). */
function sentBytes(response: AppResponse): number {
  return response.stream ? Number(response.headers['content-length'] ?? 0) : response.body.length;
}
