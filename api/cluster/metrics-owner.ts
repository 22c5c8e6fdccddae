import { AggregatorRegistry } from 'prom-client';
import { isMessage, type IpcChannel } from './ipc-channel.ts';
import type { MetricsAskMessage, MetricsCollectMessage, MetricsJsonMessage, MetricsTextMessage } from './worker-metrics.ts';

/** A worker that does not answer within this is a worker in trouble: the scrape fails (503) rather than hang. */
const COLLECT_TIMEOUT_MS = 5_000;

/**
 * The primary's side of GET /metrics (api/cluster/worker-metrics.ts): asks every worker for its
 * series and sums them with prom-client's cluster aggregation (counters and histograms summed;
 * gauges by the aggregator each declares: `max` for what every worker reads from one place,
 * such as the snapshot served or the webhook queue).
 */
export class MetricsOwner {
  readonly #workers = new Set<IpcChannel>();
  #nextId = 0;

  /** Serves this worker's scrapes and counts it in every scrape; returns what removes it. */
  add(channel: IpcChannel): () => void {
    const listener = (message: unknown) => {
      if (!isMessage<MetricsAskMessage>(message, 'annonces:metrics')) return;
      this.collect().then(
        (text) => channel.send({ type: 'annonces:metrics-text', id: message.id, text, error: null } satisfies MetricsTextMessage),
        (error: unknown) => channel.send({ type: 'annonces:metrics-text', id: message.id, text: null, error: String(error) } satisfies MetricsTextMessage),
      );
    };
    channel.on('message', listener);
    this.#workers.add(channel);
    return () => {
      channel.off('message', listener);
      this.#workers.delete(channel);
    };
  }

  /** Every worker's series, summed, in Prometheus text. */
  async collect(): Promise<string> {
    const id = this.#nextId++;
    const answers = await Promise.all([...this.#workers].map((worker) => collectOne(worker, id)));
    return AggregatorRegistry.aggregate(answers).metrics();
  }
}

function collectOne(worker: IpcChannel, id: number): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      worker.off('message', listener);
      reject(new Error(`a worker did not send its metrics within ${COLLECT_TIMEOUT_MS} ms`));
    }, COLLECT_TIMEOUT_MS);
    const listener = (message: unknown) => {
      if (!isMessage<MetricsJsonMessage>(message, 'annonces:metrics-json') || message.id !== id) return;
      clearTimeout(timer);
      worker.off('message', listener);
      if (message.metrics === null) reject(new Error(message.error ?? 'metrics unavailable'));
      else resolve(message.metrics);
    };
    worker.on('message', listener);
    worker.send({ type: 'annonces:metrics-collect', id } satisfies MetricsCollectMessage);
  });
}
