import { AggregatorRegistry, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { BodyCache } from '../../api/body-cache.ts';
import { ApiMetrics, LATENCY_BUCKETS, METRICS_PREFIX } from '../../api/metrics.ts';

const NAME = `${METRICS_PREFIX}request_duration_seconds`;
const HELP = 'Time from the request to its response handed to the socket, by route id.';

/** Requests as the HTTP server counts them: route (null: no route matched), status, seconds. */
type Answered = [string | null, number, number];

// Values on the bounds, between them, past the last one, and sums that round in floating point.
const SEQUENCE: Answered[] = [
  ['entreprises.get', 200, 0.0005],
  ['entreprises.get', 200, 0.00031],
  [null, 404, 0.0001],
  ['entreprises.get', 304, 0.0012],
  ['annonces.list', 200, 0.1],
  ['annonces.list', 200, 0.1000001],
  ['entreprises.get', 200, 10],
  ['search', 200, 12.5],
  ['entreprises.get', 429, 0.0007],
  ['annonces.list', 200, 0.3],
  ['search', 200, 0.0049],
  [null, 400, 2.5],
];

function served(sequence: readonly Answered[]): ApiMetrics {
  const metrics = new ApiMetrics({ snapshots: { current: null }, bodies: new BodyCache(1024), processMetrics: false });
  for (const [route, status, seconds] of sequence) metrics.observe(route, status, seconds, null);
  return metrics;
}

/** What prom-client's own Histogram, declared with the API's buckets and labels, exposes for the same requests: the reference the API's own histogram must match. */
function reference(sequence: readonly Answered[]): Registry {
  const registry = new Registry();
  const histogram = new Histogram({ name: NAME, help: HELP, labelNames: ['route'], buckets: LATENCY_BUCKETS, registers: [registry] });
  for (const [route, , seconds] of sequence) histogram.labels(route ?? 'none').observe(seconds);
  return registry;
}

/** The latency histogram's block of an exposition. */
function block(text: string): string {
  const start = text.indexOf(`# HELP ${NAME} `);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = text.indexOf('\n\n', start);
  return text.slice(start, end === -1 ? undefined : end).trimEnd();
}

/** A worker's series as the primary receives them (JSON over IPC). */
async function overIpc(registry: Registry): Promise<unknown[]> {
  return JSON.parse(JSON.stringify(await registry.getMetricsAsJSON())) as unknown[];
}

describe('the latency histogram of /metrics', () => {
  it('exposes what prom-client’s Histogram exposes for the same requests: buckets, _sum, _count, labels, order', async () => {
    const ours = block(await served(SEQUENCE).render());
    const theirs = block(await reference(SEQUENCE).metrics());
    expect(ours).toBe(theirs);
    expect(ours).toContain(`${NAME}_bucket{le="0.0005",route="entreprises.get"} 2`);
    expect(ours).toContain(`${NAME}_bucket{le="+Inf",route="search"} 2`);
    expect(ours).toContain(`${NAME}_count{route="none"} 2`);
  });

  it('sums across workers as prom-client’s Histogram does (API_WORKERS)', async () => {
    const first = SEQUENCE.slice(0, 7);
    const second = SEQUENCE.slice(4);
    const ours = AggregatorRegistry.aggregate([await overIpc(served(first).registry), await overIpc(served(second).registry)] as never);
    const theirs = AggregatorRegistry.aggregate([await overIpc(reference(first)), await overIpc(reference(second))] as never);
    expect(block(await ours.metrics())).toBe(block(await theirs.metrics()));
  });

  it('keeps counting into the same series after a reset of the registry', async () => {
    const metrics = served(SEQUENCE);
    metrics.registry.resetMetrics();
    for (const [route, status, seconds] of SEQUENCE.slice(0, 3)) metrics.observe(route, status, seconds, null);
    expect(block(await metrics.render())).toBe(block(await reference(SEQUENCE.slice(0, 3)).metrics()));
  });
});
