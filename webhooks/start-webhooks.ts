import type { KeyDirectory } from '../api/access-seam.ts';
import { silentLogger, type Logger } from '../platform/logger.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';
import { systemClock, type Clock } from './clock.ts';
import { DeliveryClient } from './delivery-client.ts';
import { DeliveryWorker, type WebhookDeliveryStatus } from './delivery-worker.ts';
import { KeySuspensions } from './key-suspension.ts';
import { SnapshotEmitter, storeSnapshotSource, type SnapshotSource } from './snapshot-emitter.ts';
import { openWebhookStore } from './state/open-webhook-store.ts';
import type { WebhookStore } from './state/webhook-store.ts';
import { systemResolveAll, type ResolveAll } from './target-url.ts';
import { WebhookService } from './webhook-service.ts';
import type { WebhookSettings } from './webhook-settings.ts';

export interface WebhookRuntimeOptions {
  settings: WebhookSettings;
  /** Where the snapshots are published (the emitter follows `current`). */
  snapshots: ObjectStore | SnapshotSource;
  logger?: Logger;
  clock?: Clock;
  /** DNS seam: tests make names resolve where they want. */
  resolveAll?: ResolveAll;
  /** How often the emitter looks at `current` (ms); 0 = only when nudged. */
  emitterPollMs: number;
  /** How often the worker looks for due retries (ms); 0 = only when nudged. */
  workerPollMs?: number;
  random?: () => number;
  /** An already open state store (tests); otherwise opened from the settings. */
  state?: WebhookStore;
  /** The API keys (revocations, plan changes suspend subscriptions); none: nothing is suspended. */
  keys?: KeyDirectory | null;
}

export interface WebhookRuntime {
  service: WebhookService;
  worker: DeliveryWorker;
  emitter: SnapshotEmitter;
  /** Follows the keys: subscriptions of a revoked key, or of a plan without webhooks, are suspended. */
  suspensions: KeySuspensions;
  state: WebhookStore;
  /** Queue depth and delivery counters, for monitoring. */
  status(): Promise<WebhookDeliveryStatus>;
  /** Stops emitting and claiming, waits for attempts in flight, closes the database. */
  close(): Promise<void>;
}

/**
 * Webhooks wired together for one API process: the state store (SQLite or PostgreSQL), the
 * delivery worker, the snapshot emitter and the service behind the /v1/webhooks routes.
 */
export async function startWebhooks(options: WebhookRuntimeOptions): Promise<WebhookRuntime> {
  const { settings } = options;
  const logger = options.logger ?? silentLogger;
  const clock = options.clock ?? systemClock;
  const resolveAll = options.resolveAll ?? systemResolveAll;
  const state = options.state ?? (await openWebhookStore(settings, logger));
  const client = new DeliveryClient({ timeoutMs: settings.timeoutMs, allowPrivateNetworks: settings.allowPrivateNetworks, resolveAll });
  const worker: DeliveryWorker = new DeliveryWorker({
    store: state,
    client,
    clock,
    concurrencyPerHost: settings.concurrencyPerHost,
    maxInFlight: settings.maxInFlight,
    disableAfterMs: settings.disableAfterMs,
    timeoutMs: settings.timeoutMs,
    pollMs: options.workerPollMs ?? 1000,
    logger,
    // Called only once started, after `suspensions` below exists.
    admit: (keyId) => suspensions.admit(keyId),
    ...(options.random ? { random: options.random } : {}),
  });
  const suspensions = new KeySuspensions({ store: state, keys: options.keys ?? null, clock, logger, onResumed: () => worker.nudge() });
  const source = 'currentId' in options.snapshots ? options.snapshots : storeSnapshotSource(options.snapshots);
  const emitter = new SnapshotEmitter({ store: state, source, clock, logger, dedupeLegalEvents: settings.dedupeLegalEvents, onEmitted: () => worker.nudge() });
  const service = new WebhookService({
    store: state,
    worker,
    clock,
    resolveAll,
    policy: { allowHttp: settings.allowHttp, allowPrivateNetworks: settings.allowPrivateNetworks },
    secretOverlapMs: settings.secretOverlapMs,
  });
  await suspensions.start();
  worker.start();
  emitter.start(options.emitterPollMs);
  logger.info({ state: state.kind, allowHttp: settings.allowHttp, allowPrivateNetworks: settings.allowPrivateNetworks }, 'webhooks started');
  return {
    service,
    worker,
    emitter,
    suspensions,
    state,
    status: () => worker.status(),
    async close() {
      await emitter.stop();
      await suspensions.stop();
      await worker.stop();
      client.close();
      if (!options.state) await state.close();
    },
  };
}
