import { silentLogger, type Logger } from '../platform/logger.ts';
import { openSnapshot } from '../publish/snapshot/open-snapshot.ts';
import { readCurrent } from '../publish/snapshot/pointer.ts';
import { SnapshotError } from '../publish/snapshot/snapshot-error.ts';
import type { LedgerItem, SnapshotChanges } from '../publish/snapshot/snapshot-types.ts';
import type { ObjectStore } from '../publish/store/object-store.ts';
import type { Clock } from './clock.ts';
import { correctedItems } from './corrected-items.ts';
import { ANNONCE_CREATED, ANNONCE_UPDATED, annonceCreatedPayload, annonceUpdatedPayload, correctionDedupeKey, dedupeKeyOf } from './payload.ts';
import type { EmissionItem } from './state/webhook-store.ts';
import type { WebhookStore } from './state/webhook-store.ts';

/** What the emitter needs of the published snapshots. */
export interface SnapshotSource {
  currentId(): Promise<string | null>;
  /** A snapshot by id, or null when it no longer exists (garbage-collected). */
  open(id: string): Promise<SourceSnapshot | null>;
}

export interface SourceSnapshot {
  id: string;
  parentId: string | null;
  changes(): Promise<SnapshotChanges>;
  /** The published announcements; read only for the ones `changes.json` lists as updated. */
  ledger(): AsyncIterable<LedgerItem>;
}

/** The snapshots of an object store, as the emitter reads them. */
export function storeSnapshotSource(store: ObjectStore): SnapshotSource {
  return {
    async currentId() {
      return (await readCurrent(store))?.snapshot ?? null;
    },
    async open(id) {
      try {
        return await openSnapshot(store, id);
      } catch (error) {
        if (SnapshotError.is(error) && error.code === 'snapshot_not_found') return null;
        throw error;
      }
    },
  };
}

export interface SnapshotEmitterOptions {
  store: WebhookStore;
  source: SnapshotSource;
  clock: Clock;
  /** Deliver a legal event republished by several sources once (see payload.ts dedupeKeyOf). */
  dedupeLegalEvents: boolean;
  logger?: Logger;
  /** Called after deliveries were written (the worker's nudge). */
  onEmitted?: () => void;
  /** How far back the parent chain is followed (snapshots). */
  maxWalk?: number;
}

export interface EmitReport {
  /** Snapshots processed by this run, oldest first. */
  processed: Array<{ snapshot: string; deliveries: number }>;
  baseline: string | null;
}

/**
 * Turns new snapshots into outbox rows. From the snapshot `current` points at, the parent
 * chain is followed back to the last snapshot already processed, so snapshots published while
 * the API was down are all processed, oldest first. Each one's `changes.json` `added` items
 * become one pending `annonce.created` delivery per (subscription watching the RIDET,
 * announcement), and its `updated` items whose corrections changed one `annonce.updated` per
 * subscription watching the RIDET they now carry and asking for that event, written in
 * the transaction that marks the snapshot processed: a crash leaves either both or neither.
 * Deliveries are unique per (subscription, event, legal event or announcement), so a rollback
 * followed by a re-publish, or two instances emitting at once, deliver nothing twice.
 *
 * The first snapshot a fresh state sees is marked as a baseline and delivers nothing: a new
 * subscription receives announcements from the next snapshot on, never the history. So is a
 * snapshot none of whose ancestors was processed (a rollback to before that starting point).
 */
export class SnapshotEmitter {
  readonly #o: Required<Omit<SnapshotEmitterOptions, 'onEmitted'>> & Pick<SnapshotEmitterOptions, 'onEmitted'>;
  #running: Promise<EmitReport> | null = null;
  #again = false;
  #timer: NodeJS.Timeout | null = null;

  constructor(options: SnapshotEmitterOptions) {
    this.#o = { logger: silentLogger, maxWalk: 1000, ...options };
  }

  /** Runs now and then every `pollMs`; failures are logged and retried at the next tick. */
  start(pollMs: number): void {
    this.nudge();
    if (pollMs > 0 && this.#timer === null) {
      this.#timer = setInterval(() => this.nudge(), pollMs);
      this.#timer.unref();
    }
  }

  nudge(): void {
    void this.run().catch((err: unknown) => this.#o.logger.error({ err }, 'webhook emission failed; retrying at the next look at the snapshots'));
  }

  stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    return this.#running?.then(() => undefined, () => undefined) ?? Promise.resolve();
  }

  /** Processes every snapshot not processed yet; concurrent calls share one run. */
  run(): Promise<EmitReport> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = (async () => {
      const report: EmitReport = { processed: [], baseline: null };
      try {
        do {
          this.#again = false;
          const one = await this.#runOnce();
          report.processed.push(...one.processed);
          report.baseline ??= one.baseline;
        } while (this.#again);
      } finally {
        this.#running = null;
      }
      return report;
    })();
    return this.#running;
  }

  async #runOnce(): Promise<EmitReport> {
    const { store, source, clock, logger } = this.#o;
    const report: EmitReport = { processed: [], baseline: null };
    const current = await source.currentId();
    if (current === null) return report;
    if ((await store.processedAmong([current])).has(current)) return report;
    if (!(await store.hasProcessedAny())) {
      await store.markBaseline(current, clock.now());
      logger.info({ snapshot: current }, 'webhooks: first snapshot seen, marked as the starting point (nothing delivered for it)');
      return { ...report, baseline: current };
    }

    const chain: SourceSnapshot[] = [];
    let id: string | null = current;
    let reachedProcessed = false;
    while (id !== null && chain.length < this.#o.maxWalk) {
      if (chain.length > 0 && (await store.processedAmong([id])).has(id)) {
        reachedProcessed = true;
        break;
      }
      const snapshot = await source.open(id);
      if (snapshot === null) {
        logger.warn({ snapshot: id }, 'webhooks: a snapshot not yet processed no longer exists (garbage-collected); announcements it added are not delivered');
        break;
      }
      chain.push(snapshot);
      id = snapshot.parentId;
    }

    if (id === null && !reachedProcessed) {
      // No ancestor was ever processed: `current` was moved back to before the starting point,
      // or onto another history. Its announcements are history to every subscription: none is
      // delivered, and it becomes a new starting point.
      await store.markBaseline(current, clock.now());
      logger.warn({ snapshot: current }, 'webhooks: current snapshot descends from no processed snapshot; marked as a new starting point (nothing delivered for it)');
      return { ...report, baseline: current };
    }

    for (const snapshot of chain.reverse()) {
      const changes = await snapshot.changes();
      const items: EmissionItem[] = changes.added.map((item) => ({
        ridet: item.ridet,
        annonceId: item.id,
        dedupeKey: dedupeKeyOf(item, this.#o.dedupeLegalEvents),
        payload: annonceCreatedPayload(item, snapshot.id),
      }));
      // The parent is read only when something was updated (most nights, nothing is).
      const parent = snapshot.parentId === null || changes.updated.length === 0 ? null : await source.open(snapshot.parentId);
      const corrected = await correctedItems(snapshot, parent, changes.updated);
      for (const item of corrected) {
        // The announcement's RIDET now: when a correction moved it, its new company's
        // subscribers receive it and its former company's do not (docs/webhooks.md).
        items.push({ event: ANNONCE_UPDATED, ridet: item.ridet, annonceId: item.id, dedupeKey: correctionDedupeKey(item), payload: annonceUpdatedPayload(item, snapshot.id) });
      }
      const result = await store.emitSnapshot({ snapshotId: snapshot.id, event: ANNONCE_CREATED, items, now: clock.now() });
      if (!result.emitted) continue;
      report.processed.push({ snapshot: snapshot.id, deliveries: result.deliveries });
      logger.info(
        { snapshot: snapshot.id, added: changes.added.length, corrected: corrected.length, deliveries: result.deliveries, skippedSuspended: result.skipped },
        'webhooks: snapshot processed',
      );
      if (result.deliveries > 0) this.#o.onEmitted?.();
    }
    return report;
  }
}
