import { AppError } from '../../kernel/errors/app-error.ts';

/**
 * How long one turn of the event loop may spend on searches. Each turn runs queued searches
 * until this much time has gone (at least one), then lets the I/O of every other request through.
 */
export const SEARCH_SLICE_MS = 1;

/** Whose searches are counted together, and how many of them may wait at once. */
export interface SearchShare {
  /** A key's or an anonymous address's share (api/request-client.ts). */
  client: string;
  limit: number;
}

/** One more search than a client's share allows: answered 429 search_limit. */
export class SearchLimitError extends AppError<'search_limit'> {
  readonly limit: number;
  constructor(limit: number) {
    super('search_limit', `[api] a client already has ${limit} searches waiting`);
    this.limit = limit;
  }
}

/**
 * Runs searches in slices of the event loop. A search is synchronous CPU work (a quarter of a
 * millisecond on average, a few at worst); run as they arrive, a burst of fifty would hold the
 * loop for all fifty while company records and feed pages, served in microseconds, wait behind
 * them. Queued here, searches run in `setImmediate` turns of about SEARCH_SLICE_MS each, and the
 * I/O of every other request is served between two turns: a burst of searches delays other
 * routes by at most one slice and one search.
 *
 * A slice rather than one search per turn: under mixed traffic a turn's I/O phase is long (it
 * answers every cached request that came in), and a queue drained one search per turn made
 * searches wait tens of turns (search p99 over HTTP 33-43 ms at 50 connections with a third of
 * the answers from the cache, against 7 ms at the median).
 */
export class SearchQueue {
  readonly #waiting: Array<() => void> = [];
  /**
   * Searches waiting per client. Node hands every pipelined request of a connection to the app
   * before the first is answered, so without a share one client could fill the queue with as
   * many searches as its quota lets through, and every other client's search would wait behind
   * them; an entry leaves when its client has none waiting.
   */
  readonly #perClient = new Map<string, number>();
  #scheduled = false;

  private readonly sliceMs: number;
  private readonly now: () => number;
  constructor(
    sliceMs = SEARCH_SLICE_MS,
    now: () => number = () => performance.now(),
  ) {
    this.sliceMs = sliceMs;
    this.now = now;
  }

  /**
   * Resolves with `work()`, run in a slice of a later turn; rejects with SearchLimitError at once
   * when `share`'s client already has `share.limit` searches waiting.
   */
  run<T>(work: () => T, share?: SearchShare): Promise<T> {
    if (share !== undefined) {
      const waiting = this.#perClient.get(share.client) ?? 0;
      if (waiting >= share.limit) return Promise.reject(new SearchLimitError(share.limit));
      this.#perClient.set(share.client, waiting + 1);
    }
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push(() => {
        if (share !== undefined) this.#leave(share.client);
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      this.#schedule();
    });
  }

  /** Searches of `client` waiting for their turn. */
  waitingOf(client: string): number {
    return this.#perClient.get(client) ?? 0;
  }

  #leave(client: string): void {
    const left = (this.#perClient.get(client) ?? 1) - 1;
    if (left > 0) this.#perClient.set(client, left);
    else this.#perClient.delete(client);
  }

  /** Searches waiting for their turn (for /metrics). */
  get depth(): number {
    return this.#waiting.length;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      const end = this.now() + this.sliceMs;
      do this.#waiting.shift()?.();
      while (this.#waiting.length > 0 && this.now() < end);
      if (this.#waiting.length > 0) this.#schedule();
    });
  }
}

/** The process's queue: searches of every snapshot and app share the one event loop. */
export const searchQueue = new SearchQueue();
