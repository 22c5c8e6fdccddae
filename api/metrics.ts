import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.ts';
import type { BodyCache } from './body-cache.ts';
import { LatencyHistogram, type LatencySeries } from './latency-histogram.ts';
import type { SearchQueue } from './search/search-queue.ts';

export const METRICS_PREFIX = 'annonces_api_';
export const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
const QUOTA_CODES = new Set(['rate_limited', 'quota_exceeded', 'quota_unavailable']);

export interface ApiMetricsOptions {
  /** The snapshot being served, read at scrape time. */
  snapshots: { readonly current: SnapshotReader | null };
  bodies: BodyCache;
  searchQueue?: SearchQueue;
  /** Node's own process metrics (CPU, memory, event loop lag, GC); on by default. */
  processMetrics?: boolean;
}

/** A served snapshot whose announcements can be read one by one (the API serves SnapshotHandles). */
interface LedgerReader {
  readonly id: string;
  ledger(): AsyncIterable<{ corrections?: readonly unknown[] }>;
}

function hasLedger(snapshot: SnapshotReader): snapshot is SnapshotReader & LedgerReader {
  return typeof (snapshot as Partial<LedgerReader>).ledger === 'function';
}

/**
 * The corrected announcements of the served snapshot, counted in the background: a ledger pass
 * reads every announcement (seconds at 10^6), which a scrape must not wait for, and a snapshot
 * never changes, so each is counted once. Until the served snapshot is counted, the last count
 * stays exposed under its own snapshot's label; a failed pass is tried again at the next scrape.
 */
class CorrectedCount {
  #counted: { snapshot: string; count: number } | null = null;
  #counting: string | null = null;

  read(current: SnapshotReader | null): { snapshot: string; count: number } | null {
    if (current !== null && this.#counted?.snapshot !== current.id && this.#counting !== current.id && hasLedger(current)) {
      this.#counting = current.id;
      void countCorrected(current).then(
        (count) => {
          // A pass over a snapshot swapped out meanwhile does not replace a later one's count.
          if (this.#counting !== current.id) return;
          this.#counted = { snapshot: current.id, count };
          this.#counting = null;
        },
        () => {
          if (this.#counting === current.id) this.#counting = null;
        },
      );
    }
    return this.#counted;
  }
}

async function countCorrected(snapshot: LedgerReader): Promise<number> {
  let count = 0;
  for await (const item of snapshot.ledger()) if ((item.corrections ?? []).length > 0) count += 1;
  return count;
}

interface RouteSeries {
  /**
   * Requests answered by status: plain numbers, handed to prom-client when /metrics is read. A
   * cell per status, counted in place: one map look-up a request, not a look-up and a store.
   */
  requests: Map<number, { count: number }>;
  latency: LatencySeries;
}

/**
 * The Prometheus metrics of one API process (prom-client, its own registry). On the request
 * path it costs two map lookups and three increments: the count by route and status is a plain
 * number (handed to prom-client at scrape time) and the latency histogram's bucket arrays
 * (api/latency-histogram.ts) are created once per route, and everything that is not per request (snapshot, body cache, modules) is read
 * only when /metrics is scraped.
 */
export class ApiMetrics {
  readonly registry = new Registry();
  readonly #latency: LatencyHistogram;
  readonly #quota: Counter<'code'>;
  readonly #corrupt: Counter;
  readonly #series = new Map<string, RouteSeries>();

  constructor(options: ApiMetricsOptions) {
    const registers = [this.registry];
    const series = this.#series;
    new Counter({
      name: `${METRICS_PREFIX}requests_total`,
      help: 'HTTP requests answered, by route id and status.',
      labelNames: ['route', 'status'],
      registers,
      // Counted as plain numbers per request (a prom-client child's inc builds a label hash and
      // checks the labels each time), given to prom-client when read.
      collect() {
        this.reset();
        for (const [route, { requests }] of series) for (const [status, { count }] of requests) this.inc({ route, status: String(status) }, count);
      },
    });
    this.#latency = new LatencyHistogram(
      `${METRICS_PREFIX}request_duration_seconds`,
      'Time from the request to its response handed to the socket, by route id.',
      LATENCY_BUCKETS,
      this.registry,
    );
    this.#quota = new Counter({ name: `${METRICS_PREFIX}quota_rejections_total`, help: 'Requests refused by quotas (429 rate_limited, quota_exceeded; 503 quota_unavailable), by code.', labelNames: ['code'], registers });
    this.#corrupt = new Counter({ name: `${METRICS_PREFIX}snapshot_corrupt_total`, help: 'Requests refused with 503 snapshot_corrupt (a stored object failed its content-hash check).', registers });
    const { snapshots, bodies } = options;
    new Gauge({
      name: `${METRICS_PREFIX}snapshot_info`,
      // Every worker serves the same snapshot (within SNAPSHOT_POLL_SECONDS): not summed.
      aggregator: 'max',
      help: 'The snapshot served (value 1, id in the label).',
      labelNames: ['snapshot'],
      registers,
      collect() {
        this.reset();
        const current = snapshots.current;
        if (current) this.set({ snapshot: current.id }, 1);
      },
    });
    new Gauge({
      name: `${METRICS_PREFIX}snapshot_age_seconds`,
      // Every worker serves the same snapshot (within SNAPSHOT_POLL_SECONDS): not summed.
      aggregator: 'max',
      help: 'Age of the snapshot served (now minus its creation time, id in the label); alert when it exceeds a night or two. Absent while none is served.',
      labelNames: ['snapshot'],
      registers,
      collect() {
        this.reset();
        const current = snapshots.current;
        if (current) this.set({ snapshot: current.id }, Math.max(0, (Date.now() - Date.parse(current.createdAt)) / 1000));
      },
    });
    type CacheStats = ReturnType<BodyCache['stats']>;
    const gauge = (name: string, help: string, read: (s: CacheStats) => number) =>
      new Gauge({ name: `${METRICS_PREFIX}body_cache_${name}`, help, registers, collect() { this.set(read(bodies.stats())); } });
    // Counted by the cache itself (no work on the request path), exposed as counters at scrape time.
    const counter = (name: string, help: string, read: (s: CacheStats) => number) =>
      new Counter({ name: `${METRICS_PREFIX}body_cache_${name}_total`, help, registers, collect() { this.reset(); this.inc(read(bodies.stats())); } });
    gauge('bytes', 'Bytes held by the body cache (bodies, their compressed forms, and the request memo).', (s) => s.bytes);
    gauge('max_bytes', 'BODY_CACHE_MB in bytes.', (s) => s.maxBytes);
    gauge('entries', 'Bodies held.', (s) => s.entries);
    counter('hits', 'Body lookups answered from memory.', (s) => s.hits);
    counter('misses', 'Bodies read from the store (each verified against its hash).', (s) => s.misses);
    counter('evictions', 'Bodies dropped to stay within BODY_CACHE_MB.', (s) => s.evictions);
    const corrected = new CorrectedCount();
    new Gauge({
      name: `${METRICS_PREFIX}snapshot_corrected_announcements`,
      // Every worker serves the same snapshot (within SNAPSHOT_POLL_SECONDS): not summed.
      aggregator: 'max',
      help: 'Announcements carrying an operator correction (a `corrections` list) in the snapshot named, as published (docs/corrections.md). Counted once per snapshot by a pass over its ledger started by the first scrape that sees it: absent until then.',
      labelNames: ['snapshot'],
      registers,
      collect() {
        this.reset();
        const counted = corrected.read(snapshots.current);
        if (counted) this.set({ snapshot: counted.snapshot }, counted.count);
      },
    });
    if (options.searchQueue) {
      const queue = options.searchQueue;
      new Gauge({ name: `${METRICS_PREFIX}search_queue_depth`, help: 'Searches waiting for their turn on the event loop.', registers, collect() { this.set(queue.depth); } });
    }
    if (options.processMetrics !== false) collectDefaultMetrics({ register: this.registry, prefix: METRICS_PREFIX });
  }

  /** Counts one answered request. */
  observe(routeId: string | null, status: number, seconds: number, code: string | null): void {
    const route = routeId ?? 'none';
    let series = this.#series.get(route);
    if (!series) {
      series = { requests: new Map(), latency: this.#latency.series(route) };
      this.#series.set(route, series);
    }
    const answered = series.requests.get(status);
    if (answered === undefined) series.requests.set(status, { count: 1 });
    else answered.count += 1;
    this.#latency.observe(series.latency, seconds);
    if (code !== null) {
      if (QUOTA_CODES.has(code)) this.#quota.inc({ code });
      else if (code === 'snapshot_corrupt') this.#corrupt.inc();
    }
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  render(): Promise<string> {
    return this.registry.metrics();
  }
}
