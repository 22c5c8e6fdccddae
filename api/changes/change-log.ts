import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import { summaryOf, type SnapshotArchive, type SnapshotSummary } from '../snapshot-archive.ts';
import { snapshotEvents, UnreadableHistoryError, type ChangeEvent } from './snapshot-events.ts';

/** What the change log holds in memory (settings CHANGES_EVENTS_KEPT, CHANGES_HISTORY_SECONDS, CHANGES_HISTORIES_KEPT). */
export interface ChangeLogBounds {
  /**
   * Events kept across snapshots (about 150 bytes each), least recently used snapshot dropped
   * first: a first snapshot's events are its whole corpus, which is why the bound counts events,
   * not snapshots.
   */
  eventsKept: number;
  /**
   * How long the history of a snapshot is reused (and so the store's listing): only retention
   * changes it, and a long poll woken with thousands of others must not list the store.
   */
  historySeconds: number;
  /** Histories kept: the snapshot served, and the ones a swap or a rollback just left. */
  historiesKept: number;
}

/** One snapshot of the history the feed serves, oldest first. */
export interface HistoryEntry {
  id: string;
  parentId: string | null;
  createdAt: string;
}

/**
 * The events of the snapshots one server can serve, computed once per snapshot (they never
 * change: a snapshot and its parent are immutable) and kept, least recently used dropped past
 * `eventsKept`. One per app (its change feed makes it), so two apps in one process (tests)
 * never share what they read.
 */
export class ChangeLog {
  readonly #archive: SnapshotArchive;
  readonly #events = new Map<string, Promise<ChangeEvent[]>>();
  readonly #sizes = new Map<string, number>();
  readonly #histories = new Map<string, { at: number; chain: Promise<HistoryEntry[]> }>();
  readonly #bounds: ChangeLogBounds;
  readonly #now: () => number;
  #held = 0;

  constructor(archive: SnapshotArchive, bounds: ChangeLogBounds, now: () => number = Date.now) {
    this.#archive = archive;
    this.#bounds = bounds;
    this.#now = now;
  }

  /** Events held now, over every snapshot whose events are computed. */
  get eventsHeld(): number {
    return this.#held;
  }

  /**
   * The history `current` stands on, oldest first: its parent chain, as far back as the store
   * still holds snapshots (retention: `snapshots gc` keeps SNAPSHOT_KEEP of them). Reused for
   * `historySeconds`.
   */
  history(current: SnapshotReader): Promise<HistoryEntry[]> {
    const now = this.#now();
    const known = this.#histories.get(current.id);
    if (known !== undefined && now - known.at <= this.#bounds.historySeconds * 1000) return known.chain;
    const chain = this.#chain(current);
    const entry = { at: now, chain };
    this.#histories.delete(current.id);
    this.#histories.set(current.id, entry);
    while (this.#histories.size > this.#bounds.historiesKept) this.#histories.delete(this.#histories.keys().next().value!);
    // A failed listing (store unreachable) is tried again by the next request.
    chain.catch(() => {
      if (this.#histories.get(current.id) === entry) this.#histories.delete(current.id);
    });
    return chain;
  }

  async #chain(current: SnapshotReader): Promise<HistoryEntry[]> {
    const byId = new Map<string, SnapshotSummary>((await this.#archive.list()).map((s) => [s.id, s]));
    byId.set(current.id, summaryOf(current));
    const chain: HistoryEntry[] = [];
    for (let entry = byId.get(current.id); entry !== undefined; entry = entry.parentId === null ? undefined : byId.get(entry.parentId)) {
      chain.push({ id: entry.id, parentId: entry.parentId, createdAt: entry.createdAt });
      // A cycle cannot come out of a publish; a damaged store must not hang a request.
      if (chain.length > byId.size) break;
    }
    return chain.reverse();
  }

  /** The events of one snapshot of the history (its parent must still be served, unless it has none). */
  events(entry: HistoryEntry): Promise<ChangeEvent[]> {
    const known = this.#events.get(entry.id);
    if (known) {
      this.#events.delete(entry.id);
      this.#events.set(entry.id, known);
      return known;
    }
    const computed = this.#compute(entry);
    this.#events.set(entry.id, computed);
    computed.then(
      (events) => {
        if (this.#events.get(entry.id) !== computed) return;
        this.#sizes.set(entry.id, events.length);
        this.#held += events.length;
        this.#trim(entry.id);
      },
      // A failed computation (store unreachable) is tried again by the next request.
      () => {
        if (this.#events.get(entry.id) === computed) this.#events.delete(entry.id);
      },
    );
    return computed;
  }

  async #compute(entry: HistoryEntry): Promise<ChangeEvent[]> {
    const [snapshot, parent] = await Promise.all([
      this.#archive.open(entry.id),
      entry.parentId === null ? null : this.#archive.open(entry.parentId),
    ]);
    if (snapshot === null) throw new UnreadableHistoryError('history_unreadable', `[api] snapshot ${entry.id} is no longer in the store`);
    if (entry.parentId !== null && parent === null) throw new UnreadableHistoryError('history_unreadable', `[api] snapshot ${entry.parentId} is no longer in the store`);
    return snapshotEvents(snapshot, parent);
  }

  #trim(keep: string): void {
    for (const id of this.#events.keys()) {
      if (this.#held <= this.#bounds.eventsKept) return;
      if (id === keep) continue;
      const size = this.#sizes.get(id);
      // Still being computed: its size is not known yet, and dropping it would compute it twice.
      if (size === undefined) continue;
      this.#events.delete(id);
      this.#sizes.delete(id);
      this.#held -= size;
    }
  }
}
