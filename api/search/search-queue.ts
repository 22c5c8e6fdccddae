/**
 * Runs searches one per turn of the event loop. A search is synchronous CPU work (well under
 * a millisecond typically, a few at worst); run as they arrive, a burst of fifty would hold the
 * loop for fifty in a row while company records and feed pages, served in microseconds, wait
 * behind them. Queued here, each search runs in its own `setImmediate` turn, and the I/O of
 * every other request is served between two searches: a burst of searches delays other
 * routes by at most one search, and only searches queue behind searches.
 */
export class SearchQueue {
  readonly #waiting: Array<() => void> = [];
  #scheduled = false;

  /** Resolves with `work()`, run in a turn of its own. */
  run<T>(work: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
      this.#schedule();
    });
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
      this.#waiting.shift()?.();
      if (this.#waiting.length > 0) this.#schedule();
    });
  }
}

/** The process's queue: searches of every snapshot and app share the one event loop. */
export const searchQueue = new SearchQueue();
