import type { SnapshotReader } from '../publish/snapshot/snapshot-types.ts';

/** Opens the snapshot `current` points at; null when none is published yet. */
export type SnapshotLoader = () => Promise<SnapshotReader | null>;

export interface SnapshotHolderOptions {
  load: SnapshotLoader;
  /** Seconds between two looks at `current`; 0 = load once, never poll. */
  pollSeconds: number;
  onSwap?: (next: SnapshotReader, previous: SnapshotReader | null) => void;
  onError?: (error: unknown) => void;
}

/**
 * Holds the snapshot being served and swaps it when `current` moves. A request takes the
 * reference once at its start and keeps it, so in-flight requests finish on the snapshot they
 * began with while new ones see the new one; the old reader is simply dropped.
 */
export class SnapshotHolder {
  private snapshot: SnapshotReader | null = null;
  private readonly listeners = new Set<(next: SnapshotReader) => void>();
  private timer: NodeJS.Timeout | null = null;
  // One refresh at a time: a slow store must not pile up overlapping loads.
  private refreshing: Promise<void> | null = null;

  private readonly options: SnapshotHolderOptions;
  constructor(options: SnapshotHolderOptions) {
    this.options = options;
    if (!Number.isFinite(options.pollSeconds) || options.pollSeconds < 0) {
      throw new RangeError(`Expected pollSeconds to be a finite number >= 0, got ${options.pollSeconds}`);
    }
  }

  get current(): SnapshotReader | null {
    return this.snapshot;
  }

  /**
   * Calls `listener` with each snapshot served from now on, right after the swap (the change
   * feed's long polls wake on it); returns what stops it.
   */
  subscribe(listener: (next: SnapshotReader) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads once now, then polls when configured. Never throws: a failed look keeps the current snapshot. */
  async start(): Promise<void> {
    await this.refresh();
    if (this.options.pollSeconds > 0 && this.timer === null) {
      this.timer = setInterval(() => void this.refresh(), this.options.pollSeconds * 1000);
      this.timer.unref();
    }
  }

  refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      try {
        const next = await this.options.load();
        if (next && next.id !== this.snapshot?.id) {
          const previous = this.snapshot;
          this.snapshot = next;
          this.swapped(next, previous);
        }
      } catch (error) {
        this.options.onError?.(error);
      } finally {
        this.refreshing = null;
      }
    })();
    return this.refreshing;
  }

  /** Serves a given snapshot directly (tests, embedded use). */
  set(snapshot: SnapshotReader): void {
    const previous = this.snapshot;
    this.snapshot = snapshot;
    if (previous?.id !== snapshot.id) this.swapped(snapshot, previous);
  }

  private swapped(next: SnapshotReader, previous: SnapshotReader | null): void {
    this.options.onSwap?.(next, previous);
    for (const listener of this.listeners) listener(next);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
