import { createHash } from 'node:crypto';

/**
 * The webhook state behind one small interface: subscriptions, the outbox (one delivery per
 * subscription and announcement), delivery attempts and the processed-snapshot marks. Two
 * drivers implement it (sqlite-webhook-store.ts, postgres-webhook-store.ts) and pass one shared
 * suite (test/webhooks/webhook-store-suite.ts). Times are epoch milliseconds, taken from the
 * caller's clock, never from the database's, so tests control them.
 */

/** The owner's choice, in the words of the API (`PATCH` `statut`); a suspension is kept apart. */
export type SubscriptionStatus = 'actif' | 'desactive';

export interface Subscription {
  id: string;
  /** The API key (its id) that owns the subscription: no other key ever sees it. */
  keyId: string;
  url: string;
  /** `host:port` of `url`: the unit of per-receiver concurrency. */
  host: string;
  description: string | null;
  /** Sorted, distinct, 10 digits each. */
  ridets: string[];
  /** The events delivered, sorted and distinct: `annonce.created`, and `annonce.updated` when asked for. */
  events: string[];
  /** Whether deliveries carry signatures (the key's plan, when the subscription was made). */
  signed: boolean;
  /** Null on unsigned plans. */
  secret: string | null;
  /** The secret before the last rotation, still signing until `previousSecretExpiresAt`. */
  previousSecret: string | null;
  previousSecretExpiresAt: number | null;
  status: SubscriptionStatus;
  disabledReason: string | null;
  disabledAt: number | null;
  /** Start of the current run of failed attempts; null after any success. */
  failingSince: number | null;
  lastSuccessAt: number | null;
  /**
   * Set while the owning key cannot have webhooks (revoked, unknown, or on a plan without
   * them): nothing is claimed nor written for the subscription, whatever its `status`, which
   * it gets back as it was when the key can again. `skipped`: events not written meanwhile.
   */
  suspension: Suspension | null;
  createdAt: number;
  updatedAt: number;
}

export interface Suspension {
  since: number;
  reason: string;
  skipped: number;
}

export type SubscriptionChanges = Partial<
  Pick<
    Subscription,
    'url' | 'host' | 'description' | 'ridets' | 'events' | 'secret' | 'previousSecret' | 'previousSecretExpiresAt' | 'status' | 'disabledReason' | 'disabledAt' | 'failingSince'
  >
>;

export type DeliveryStatus = 'pending' | 'succeeded' | 'dead';

export interface Delivery {
  /** Sent as X-Service-Delivery and webhook-id; the same on every attempt. */
  id: string;
  subscriptionId: string;
  event: string;
  /** What makes two deliveries "the same" for one subscription (legal event or announcement id). */
  dedupeKey: string;
  annonceId: string | null;
  ridet: string | null;
  snapshotId: string | null;
  /** The exact JSON body, fixed when the delivery is written, so every attempt sends the same bytes. */
  payload: string;
  status: DeliveryStatus;
  /** Attempts made so far, redeliveries included. */
  attempts: number;
  /** Position in the retry schedule (reset by a redelivery). */
  scheduleIndex: number;
  nextAttemptAt: number | null;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface Attempt {
  number: number;
  attemptedAt: number;
  durationMs: number;
  /** The receiver's HTTP status, or null when no response arrived. */
  statusCode: number | null;
  error: string | null;
  ok: boolean;
}

export interface DeliveryWithAttempts extends Delivery {
  /** The most recent attempts, oldest first (at most ATTEMPTS_SHOWN). */
  attemptLog: Attempt[];
}

export const ATTEMPTS_SHOWN = 20;

/**
 * One announcement of a snapshot, ready to become a delivery for every subscription watching its
 * RIDET and receiving its event.
 */
export interface EmissionItem {
  /** The item's event; the snapshot's (`EmitInput.event`) when absent. */
  event?: string;
  ridet: string;
  dedupeKey: string;
  annonceId: string;
  payload: string;
}

export interface EmitInput {
  snapshotId: string;
  /** The event of the items that name none. */
  event: string;
  items: EmissionItem[];
  now: number;
}

export interface ClaimInput {
  now: number;
  limit: number;
  /** The claim holds until then; another worker may take the delivery over after it. */
  leaseUntil: number;
  /** Identifies this claim, so a late finish after a takeover changes nothing. */
  token: string;
  /** Receiver hosts this worker cannot take more work for now. */
  excludeHosts: string[];
}

export interface ClaimedDelivery extends Delivery {
  leaseToken: string;
  subscription: Pick<Subscription, 'id' | 'keyId' | 'url' | 'host' | 'signed' | 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>;
}

export type NextState =
  | { status: 'succeeded' }
  | { status: 'pending'; nextAttemptAt: number; scheduleIndex: number }
  | { status: 'dead' };

export type SubscriptionOutcome =
  | { kind: 'success' }
  /** Disable when the failing run started at or before `disableIfFailingSince`. */
  | { kind: 'failure'; disableIfFailingSince: number; disableReason: string }
  /** The receiver said the endpoint is gone (410): disable now. */
  | { kind: 'gone'; reason: string }
  | { kind: 'none' };

export interface FinishInput {
  deliveryId: string;
  /** The claim's token; null for deliveries that were never claimed (test deliveries). */
  leaseToken: string | null;
  attempt: Omit<Attempt, 'number'>;
  next: NextState;
  subscriptionId: string;
  outcome: SubscriptionOutcome;
}

export interface DeliveryPage {
  items: DeliveryWithAttempts[];
  hasMore: boolean;
}

/** A keyset position in a list ordered by (createdAt, id). */
export interface ListPosition {
  createdAt: number;
  id: string;
}

export interface DeliveryCounts {
  /** Pending deliveries of active, unsuspended subscriptions. */
  pending: number;
  /** Of which due now. */
  due: number;
  succeeded: number;
  dead: number;
}

export interface WebhookStore {
  /** `postgres` or `sqlite`, for logs. */
  readonly kind: string;

  /** Inserts the subscription, not suspended, unless its key already has `maxPerKey` of them (then false); null = no limit. */
  createSubscription(subscription: Subscription, maxPerKey: number | null): Promise<boolean>;
  getSubscription(id: string): Promise<Subscription | null>;
  /** The key's subscriptions, oldest first by (createdAt, id), strictly after `after`. */
  listSubscriptions(keyId: string, query: { limit: number; after: ListPosition | null }): Promise<{ items: Subscription[]; hasMore: boolean }>;
  updateSubscription(id: string, changes: SubscriptionChanges, now: number): Promise<Subscription | null>;
  /** Deletes the subscription with its deliveries and attempts; false when there was none. */
  deleteSubscription(id: string): Promise<boolean>;
  /** Each key that owns subscriptions with each suspension reason they carry (null: not suspended), once per pair. */
  suspensionsByKey(): Promise<Array<{ keyId: string; reason: string | null }>>;
  /**
   * Suspends every subscription of the key for `reason`, or resumes them (null), where that
   * changes something; a suspension whose reason changes keeps its start and count. Returns
   * how many subscriptions changed and, on a resumption, how many events they had skipped.
   */
  setKeySuspension(keyId: string, reason: string | null, now: number): Promise<{ changed: number; skipped: number }>;

  /** Which of these snapshot ids are marked processed. */
  processedAmong(snapshotIds: string[]): Promise<Set<string>>;
  /** Whether any snapshot was ever marked processed. */
  hasProcessedAny(): Promise<boolean>;
  /**
   * In ONE transaction: one pending delivery per (active subscription watching the item's RIDET
   * and receiving its event, item), skipping pairs already delivered (same subscription, event and dedupe key), and the
   * snapshot's processed mark. A suspended subscription gets no delivery; its `skipped` count
   * grows by what it would have got (`skipped` in the result: the total). Returns false, writing
   * nothing, when the snapshot was already marked.
   */
  emitSnapshot(input: EmitInput): Promise<{ emitted: boolean; deliveries: number; skipped: number }>;
  /** Marks a snapshot processed without delivering anything (the first snapshot a new state sees). */
  markBaseline(snapshotId: string, now: number): Promise<void>;

  /** Claims due deliveries of active, unsuspended subscriptions, each by exactly one worker until its lease ends. */
  claimDue(input: ClaimInput): Promise<ClaimedDelivery[]>;
  /** Gives claimed deliveries back untouched (a worker took more than it can start now). */
  releaseClaims(deliveryIds: string[], token: string): Promise<void>;
  /** Inserts a delivery as given (test deliveries); its id must be new. */
  insertDelivery(delivery: Delivery): Promise<void>;
  /**
   * Records attempts and their consequences, all in one transaction (workers batch them); for
   * each, false when its claim was lost (deleted, or taken over after the lease ended).
   */
  finishAttempts(inputs: FinishInput[]): Promise<boolean[]>;
  getDelivery(id: string): Promise<DeliveryWithAttempts | null>;
  /** Newest first by (createdAt, id), strictly after `after`. */
  listDeliveries(subscriptionId: string, query: { limit: number; after: ListPosition | null; status: DeliveryStatus | null }): Promise<DeliveryPage>;
  /** Puts a delivery back in the queue, due now, at the start of the retry schedule. */
  redeliver(id: string, now: number): Promise<Delivery | null>;
  deliveryCounts(now: number): Promise<DeliveryCounts>;

  close(): Promise<void>;
}

/**
 * The delivery id of (subscription, event, dedupe key): the same wherever and however often it
 * is computed, so two instances emitting the same snapshot agree on it.
 */
export function deliveryIdFor(subscriptionId: string, event: string, dedupeKey: string): string {
  const digest = createHash('sha256').update(`${subscriptionId}\n${event}\n${dedupeKey}`).digest('base64url');
  return `dlv_${digest.slice(0, 26)}`;
}
