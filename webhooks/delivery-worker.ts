import { randomUUID } from 'node:crypto';
import PQueue from 'p-queue';
import { silentLogger, type Logger } from '../platform/logger.ts';
import type { Clock } from './clock.ts';
import type { AttemptResult, DeliveryClient } from './delivery-client.ts';
import { nextRetryDelay } from './retry-schedule.ts';
import { signatureHeaders, signingSecrets } from './signing.ts';
import type { ClaimedDelivery, Delivery, FinishInput, NextState, Subscription, SubscriptionOutcome, WebhookStore } from './state/webhook-store.ts';

export interface DeliveryWorkerOptions {
  store: WebhookStore;
  client: DeliveryClient;
  clock: Clock;
  concurrencyPerHost: number;
  maxInFlight: number;
  /** A subscription whose attempts have all failed for this long is disabled. */
  disableAfterMs: number;
  /** The attempt timeout; a claim lasts this long plus a margin. */
  timeoutMs: number;
  /** How often due retries are looked for (ms); 0 = only when nudged or run by hand. */
  pollMs?: number;
  random?: () => number;
  logger?: Logger;
  /**
   * Asked right before each attempt with the subscription's key: false keeps the delivery
   * pending, unsent (its key was revoked, or its plan lost webhooks: key-suspension.ts).
   */
  admit?: (keyId: string) => boolean | Promise<boolean>;
}

/** Read-only figures for monitoring (a Prometheus /metrics can expose them as they are). */
export interface WebhookDeliveryStatus {
  /** Pending deliveries of active subscriptions, due now or scheduled for a retry. */
  queueDepth: number;
  /** Of which due now. */
  due: number;
  /** Attempts running in this process now. */
  inFlight: number;
  /** Since this process started: successful attempts, failed attempts, deliveries dead-lettered. */
  delivered: number;
  failed: number;
  deadLettered: number;
  /** In the whole database. */
  totals: { succeeded: number; dead: number };
}

// A host's queue holds at most twice its concurrency, so a claim waits at most one attempt
// before its own starts: it lasts two timeouts plus this margin, and only a dead worker ever
// loses one.
const LEASE_MARGIN_MS = 5_000;
const PREFETCH = 2;

/** The headers of one attempt: event, delivery id, Standard Webhooks id and timestamp, signatures on signed plans. */
export function deliveryHeaders(delivery: Pick<Delivery, 'id' | 'event' | 'payload'>, secrets: string[], now: number): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'X-Service-Event': delivery.event,
    'X-Service-Delivery': delivery.id,
    'webhook-id': delivery.id,
    'webhook-timestamp': String(timestamp),
    ...signatureHeaders({ deliveryId: delivery.id, timestamp, body: delivery.payload, secrets }),
  };
}

/**
 * Delivers the outbox. Due deliveries are claimed from the store (each by exactly one worker,
 * even across API instances on PostgreSQL), then attempted through one queue per receiver host
 * (`host:port`, at most `concurrencyPerHost` at once, as many again waiting): a slow or dead
 * receiver fills its own queue only, and no more is claimed for it until it drains, so it never
 * delays the others. Claims are made in batches, not one per finished attempt.
 * Each result is recorded with its consequence (retry time, dead letter, subscription
 * disabled) in one transaction.
 *
 * @example
 * const worker = new DeliveryWorker({ store, client, clock: systemClock, concurrencyPerHost: 8, maxInFlight: 256, disableAfterMs, timeoutMs: 10_000, pollMs: 1000 });
 * worker.start();
 * await worker.runDue(); // tests: everything due now, then wait for it
 */
export class DeliveryWorker {
  readonly #o: Required<Omit<DeliveryWorkerOptions, 'admit'>> & Pick<DeliveryWorkerOptions, 'admit'>;
  readonly #hosts = new Map<string, PQueue>();
  #inFlight = 0;
  #timer: NodeJS.Timeout | null = null;
  #stopped = false;
  // Claims run one at a time; a request arriving during one sets `#again`.
  #pumping: Promise<number> | null = null;
  #again = false;
  #counters = { delivered: 0, failed: 0, deadLettered: 0 };
  #idleWaiters: Array<() => void> = [];
  // Results waiting to be written: one transaction per batch, not per attempt.
  #results: Array<{ input: FinishInput; resolve: (ok: boolean) => void; reject: (error: unknown) => void }> = [];
  #flushing = false;

  constructor(options: DeliveryWorkerOptions) {
    for (const name of ['concurrencyPerHost', 'maxInFlight'] as const) {
      if (!Number.isInteger(options[name]) || options[name] < 1) throw new RangeError(`Expected ${name} to be an integer >= 1, got ${options[name]}`);
    }
    this.#o = { pollMs: 1000, random: Math.random, logger: silentLogger, ...options };
  }

  /** Polls for due deliveries every `pollMs`. */
  start(): void {
    this.#stopped = false;
    if (this.#o.pollMs > 0 && this.#timer === null) {
      this.#timer = setInterval(() => this.nudge(), this.#o.pollMs);
      this.#timer.unref();
    }
    this.nudge();
  }

  /** Looks for due work now (after an emission, a redelivery). */
  nudge(): void {
    void this.#pump().catch((err: unknown) => this.#o.logger.error({ err }, 'webhook delivery: claiming failed; retrying at the next poll'));
  }

  /** Delivers everything due at the clock's current time and waits for those attempts (and their retries due meanwhile). */
  async runDue(): Promise<void> {
    for (;;) {
      const claimed = await this.#pump();
      await this.#idle();
      if (claimed === 0 && this.#inFlight === 0) return;
    }
  }

  /** Stops claiming; waits for the attempts in flight (each ends within the timeout). */
  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#pumping?.catch(() => 0);
    await this.#idle();
  }

  async status(): Promise<WebhookDeliveryStatus> {
    const counts = await this.#o.store.deliveryCounts(this.#o.clock.now());
    return {
      queueDepth: counts.pending,
      due: counts.due,
      inFlight: this.#inFlight,
      ...this.#counters,
      totals: { succeeded: counts.succeeded, dead: counts.dead },
    };
  }

  /**
   * One attempt now, outside the queue and without retries (POST /v1/webhooks/{id}/test): the
   * delivery must already be stored; it ends succeeded or dead.
   */
  async attemptOnce(delivery: Delivery, subscription: Subscription): Promise<AttemptResult> {
    const at = this.#o.clock.now();
    const result = await this.#o.client.send(subscription.url, deliveryHeaders(delivery, signingSecrets(subscription, at), at), delivery.payload);
    await this.#record({
      deliveryId: delivery.id,
      leaseToken: null,
      attempt: { attemptedAt: at, durationMs: result.durationMs, statusCode: result.statusCode, error: result.error, ok: result.ok },
      next: { status: result.ok ? 'succeeded' : 'dead' },
      subscriptionId: subscription.id,
      outcome: { kind: 'none' },
    });
    return result;
  }

  #pump(): Promise<number> {
    if (this.#pumping) {
      this.#again = true;
      return this.#pumping;
    }
    this.#pumping = (async () => {
      let total = 0;
      try {
        do {
          this.#again = false;
          total += await this.#claimAndDispatch();
        } while (this.#again && !this.#stopped);
      } finally {
        this.#pumping = null;
      }
      return total;
    })();
    return this.#pumping;
  }

  async #claimAndDispatch(): Promise<number> {
    if (this.#stopped) return 0;
    const free = this.#o.maxInFlight - this.#inFlight;
    if (free <= 0) return 0;
    const now = this.#o.clock.now();
    const token = randomUUID();
    const claimed = await this.#o.store.claimDue({
      now,
      limit: free,
      leaseUntil: now + PREFETCH * this.#o.timeoutMs + LEASE_MARGIN_MS,
      token,
      excludeHosts: [...this.#hosts].filter(([, queue]) => this.#hostLoad(queue) >= this.#hostCapacity).map(([host]) => host),
    });
    const overflow: string[] = [];
    for (const delivery of claimed) {
      const queue = this.#queueFor(delivery.subscription.host);
      // Beyond the host's capacity a claim could wait past its lease: given back at once.
      if (this.#hostLoad(queue) >= this.#hostCapacity) {
        overflow.push(delivery.id);
        continue;
      }
      this.#inFlight += 1;
      void queue.add(() => this.#attempt(delivery)).finally(() => {
        this.#inFlight -= 1;
        if (this.#inFlight === 0) for (const wake of this.#idleWaiters.splice(0)) wake();
        // Claim again when a batch's worth is free, or when this host would otherwise idle.
        const batch = Math.max(1, Math.floor(this.#o.maxInFlight / 4));
        if (!this.#stopped && (this.#o.maxInFlight - this.#inFlight >= batch || this.#hostLoad(queue) < this.#o.concurrencyPerHost)) this.nudge();
      });
    }
    if (overflow.length > 0) await this.#o.store.releaseClaims(overflow, token);
    return claimed.length - overflow.length;
  }

  get #hostCapacity(): number {
    return PREFETCH * this.#o.concurrencyPerHost;
  }

  /** Queues a result for the next batch write; resolves once it is committed. */
  #record(input: FinishInput): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.#results.push({ input, resolve, reject });
      if (!this.#flushing) {
        this.#flushing = true;
        setImmediate(() => void this.#flush());
      }
    });
  }

  async #flush(): Promise<void> {
    while (this.#results.length > 0) {
      const batch = this.#results.splice(0, 500);
      try {
        const recorded = await this.#o.store.finishAttempts(batch.map((r) => r.input));
        batch.forEach((r, i) => r.resolve(recorded[i] ?? false));
      } catch (error) {
        for (const r of batch) r.reject(error);
      }
    }
    this.#flushing = false;
  }

  #hostLoad(queue: PQueue): number {
    return queue.size + queue.pending;
  }

  #queueFor(host: string): PQueue {
    const existing = this.#hosts.get(host);
    if (existing) return existing;
    const queue = new PQueue({ concurrency: this.#o.concurrencyPerHost });
    this.#hosts.set(host, queue);
    // Forget idle hosts, so the map does not grow with every receiver ever seen.
    queue.addEventListener('idle', () => {
      if (this.#hosts.get(host) === queue && queue.size === 0 && queue.pending === 0) this.#hosts.delete(host);
    });
    return queue;
  }

  #idle(): Promise<void> {
    if (this.#inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Whether the delivery may go now; when not, its claim is given back and nothing is recorded. */
  async #admitted(delivery: ClaimedDelivery): Promise<boolean> {
    const { admit, logger, store } = this.#o;
    if (!admit) return true;
    let admitted = false;
    try {
      admitted = await admit(delivery.subscription.keyId);
    } catch (err) {
      // Unsure whether the key may still have deliveries: not sent; the claim is given back to try later.
      logger.error({ err, delivery: delivery.id }, 'webhook delivery: the key’s standing could not be checked; not sent');
    }
    if (admitted) return true;
    logger.debug({ delivery: delivery.id, subscription: delivery.subscription.id }, 'webhook delivery held: its key cannot have webhooks now');
    await store.releaseClaims([delivery.id], delivery.leaseToken).catch((err: unknown) => logger.error({ err, delivery: delivery.id }, 'webhook delivery: claim not given back; it ends with its lease'));
    return false;
  }

  async #attempt(delivery: ClaimedDelivery): Promise<void> {
    const { clock, logger } = this.#o;
    const at = clock.now();
    const subscription = delivery.subscription;
    if (!(await this.#admitted(delivery))) return;
    let result: AttemptResult;
    try {
      result = await this.#o.client.send(subscription.url, deliveryHeaders(delivery, signingSecrets(subscription, at), at), delivery.payload);
    } catch (error) {
      // send() resolves on every failure it knows; anything else is ours, logged and retried.
      logger.error({ err: error, delivery: delivery.id }, 'webhook delivery: unexpected failure');
      result = { ok: false, statusCode: null, durationMs: 0, error: 'erreur interne', retryAfterMs: null, gone: false };
    }
    logger.debug(
      { delivery: delivery.id, subscription: subscription.id, host: subscription.host, status: result.statusCode, ms: result.durationMs, error: result.error },
      'webhook attempt',
    );
    let next: NextState;
    let outcome: SubscriptionOutcome;
    if (result.ok) {
      next = { status: 'succeeded' };
      outcome = { kind: 'success' };
      this.#counters.delivered += 1;
    } else {
      this.#counters.failed += 1;
      const delay = result.gone ? null : nextRetryDelay(delivery.scheduleIndex, this.#o.random, result.retryAfterMs);
      next = delay === null ? { status: 'dead' } : { status: 'pending', nextAttemptAt: at + delay, scheduleIndex: delivery.scheduleIndex + 1 };
      outcome = result.gone
        ? { kind: 'gone', reason: `Le récepteur a répondu 410 Gone le ${new Date(at).toISOString()} : abonnement désactivé ; réactivez-le par PATCH {"statut": "actif"}.` }
        : {
            kind: 'failure',
            disableIfFailingSince: at - this.#o.disableAfterMs,
            disableReason: `Aucune livraison réussie depuis plus de ${Math.round(this.#o.disableAfterMs / 3_600_000)} h (dernier échec le ${new Date(at).toISOString()} : ${result.error ?? 'échec'}) ; réactivez-le par PATCH {"statut": "actif"}.`,
          };
      if (next.status === 'dead') {
        this.#counters.deadLettered += 1;
        logger.warn(
          { delivery: delivery.id, subscription: subscription.id, attempts: delivery.attempts + 1, error: result.error },
          'webhook delivery dead-lettered: redeliver it with POST /v1/webhooks/{id}/deliveries/{delivery}/redeliver',
        );
      }
    }
    try {
      const recorded = await this.#record({
        deliveryId: delivery.id,
        leaseToken: delivery.leaseToken,
        attempt: { attemptedAt: at, durationMs: result.durationMs, statusCode: result.statusCode, error: result.error, ok: result.ok },
        next,
        subscriptionId: subscription.id,
        outcome,
      });
      if (!recorded) logger.warn({ delivery: delivery.id }, 'webhook delivery: claim lost before the result was recorded (deleted, or taken over)');
    } catch (error) {
      // The lease expires and the delivery is attempted again: at least once, never lost.
      logger.error({ err: error, delivery: delivery.id }, 'webhook delivery: result not recorded; it will be attempted again');
    }
  }
}
