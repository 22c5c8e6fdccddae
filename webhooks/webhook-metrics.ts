import { Counter, Gauge, type Registry } from 'prom-client';
import type { WebhookDeliveryStatus } from './delivery-worker.ts';

/**
 * The webhook series of GET /metrics (`annonces_webhooks_*`), added to the API's registry by
 * the webhook module: queue depth and outcomes read from the runtime's status at scrape time,
 * nothing on the request path.
 */
export function registerWebhookMetrics(registry: Registry, status: () => Promise<WebhookDeliveryStatus>): void {
  const registers = [registry];
  // One status read per scrape, shared by the gauges below.
  let pending: Promise<WebhookDeliveryStatus> | null = null;
  const read = () => {
    pending ??= status().finally(() => {
      setImmediate(() => {
        pending = null;
      });
    });
    return pending;
  };
  // The queue and the totals are read from the one webhook database every API worker shares:
  // with API_WORKERS > 1 the sum of the workers' readings would count them once per worker.
  const gauge = (name: string, help: string, value: (s: WebhookDeliveryStatus) => number, aggregator: 'max' | 'sum' = 'max') =>
    new Gauge({
      name: `annonces_webhooks_${name}`,
      help,
      registers,
      aggregator,
      async collect() {
        this.set(value(await read()));
      },
    });
  gauge('queue_depth', 'Pending deliveries of active subscriptions (due now or waiting for a retry).', (s) => s.queueDepth);
  gauge('due', 'Pending deliveries due now.', (s) => s.due);
  gauge('in_flight', 'Delivery attempts running in this process.', (s) => s.inFlight, 'sum');
  new Counter({
    name: 'annonces_webhooks_attempts_total',
    help: 'Delivery attempts of this process since it started, by outcome (delivered, failed and to be retried, dead_lettered).',
    labelNames: ['outcome'],
    registers,
    async collect() {
      const s = await read();
      this.reset();
      this.inc({ outcome: 'delivered' }, s.delivered);
      this.inc({ outcome: 'failed' }, s.failed);
      this.inc({ outcome: 'dead_lettered' }, s.deadLettered);
    },
  });
  new Gauge({
    name: 'annonces_webhooks_deliveries',
    help: 'Deliveries in the webhook database by final state (all instances).',
    labelNames: ['state'],
    registers,
    aggregator: 'max',
    async collect() {
      const s = await read();
      this.set({ state: 'succeeded' }, s.totals.succeeded);
      this.set({ state: 'dead' }, s.totals.dead);
    },
  });
}
