import type { Metric, Registry } from 'prom-client';

/** One label set's observations: counts per bucket (not cumulative), their sum and number. */
export class LatencySeries {
  readonly buckets: Float64Array;
  sum = 0;
  count = 0;

  readonly route: string;
  constructor(route: string, bounds: number) {
    this.route = route;
    this.buckets = new Float64Array(bounds);
  }
}

interface ValuePair {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  exemplar: null | undefined;
}

/**
 * The request latency histogram, by route, counted on the request path into a preallocated
 * bucket array per route and exposed in prom-client's own shapes at scrape time.
 * prom-client's Histogram hashes the label object, validates it and looks the bucket up by
 * key on every observation (1.6 µs of a company record's CPU in the profile); here an
 * observation is a short scan of the bounds and three additions. The exposition is the one
 * prom-client's Histogram writes for the same observations (names, `le` bounds, cumulative
 * buckets, `_sum`, `_count`, label order, series order) and `get()` answers what the cluster
 * aggregation sums (api/cluster/metrics-owner.ts); test/api/metrics-histogram.test.ts compares
 * both with a prom-client Histogram fed the same values.
 */
export class LatencyHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #bounds: Float64Array;
  /** The bounds' count as a number: Maglev's code reads a Float64Array's length through a builtin call, once per comparison. */
  readonly #boundCount: number;
  readonly #upperBounds: readonly number[];
  readonly #series = new Map<string, LatencySeries>();

  readonly name: string;
  readonly help: string;
  constructor(
    name: string,
    help: string,
    buckets: readonly number[],
    registry: Registry,
  ) {
    this.name = name;
    this.help = help;
    this.#upperBounds = [...buckets];
    this.#bounds = Float64Array.from(buckets);
    this.#boundCount = buckets.length;
    // The registry reads a metric through get(), getForPromString() and reset() only.
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series of a route, created on its first request; the caller keeps it. */
  series(route: string): LatencySeries {
    let series = this.#series.get(route);
    if (series === undefined) {
      series = new LatencySeries(route, this.#bounds.length);
      this.#series.set(route, series);
    }
    return series;
  }

  observe(series: LatencySeries, seconds: number): void {
    const bounds = this.#bounds;
    const n = this.#boundCount;
    let i = 0;
    while (i < n && seconds > bounds[i]!) i += 1;
    // Past the last bound: counted in +Inf (the count) only, as prom-client does.
    if (i < n) series.buckets[i]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** Zeroes every series in place: the callers keep their series across a reset. */
  reset(): void {
    for (const series of this.#series.values()) {
      series.buckets.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }

  /** What Registry.metrics() writes: the bucket label apart from the route (prom-client's sharedLabels). */
  getForPromString(): { name: string; help: string; type: 'histogram'; values: ValuePair[]; aggregator: 'sum' } {
    const values: ValuePair[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const series of this.#series.values()) {
      if (series.count === 0) continue;
      const sharedLabels = { route: series.route };
      let cumulative = 0;
      for (let i = 0; i < this.#upperBounds.length; i++) {
        cumulative += series.buckets[i]!;
        values.push({ labels: { le: this.#upperBounds[i]! }, sharedLabels, value: cumulative, metricName: bucketName, exemplar: null });
      }
      values.push(
        { labels: { le: '+Inf' }, sharedLabels, value: series.count, metricName: bucketName, exemplar: null },
        { labels: {}, sharedLabels, value: series.sum, metricName: `${this.name}_sum`, exemplar: undefined },
        { labels: {}, sharedLabels, value: series.count, metricName: `${this.name}_count`, exemplar: undefined },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** What getMetricsAsJSON() answers (the workers' part of a cluster scrape): every label in `labels`. */
  get(): { name: string; help: string; type: 'histogram'; values: Array<Omit<ValuePair, 'sharedLabels'>>; aggregator: 'sum' } {
    const data = this.getForPromString();
    const values = data.values.map(({ labels, sharedLabels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } }));
    return { ...data, values };
  }
}
