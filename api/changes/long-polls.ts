import { AppError } from '../../kernel/errors/app-error.ts';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';

/**
 * Where the snapshot served is read, and, when the source can tell (SnapshotHolder), how the
 * long polls hear of a swap the moment it happens.
 */
export interface SnapshotSource {
  readonly current: SnapshotReader | null;
  /** Calls `listener` with each snapshot served from now on; returns what stops it. */
  subscribe?(listener: (next: SnapshotReader) => void): () => void;
}

/** A source without `subscribe` is looked at this often while someone waits (one timer for all). */
export const LOOK_EVERY_MS = 200;
/**
 * Waiters woken, and woken requests answered, per event-loop turn. Answering is mostly the
 * socket's write (about 0.2 ms a request on a loaded machine): 5 000 answered in one turn kept
 * every other client waiting for a second; by slices of this many, other requests are served
 * between two slices, a few milliseconds apart.
 */
export const WAKE_SLICE = 64;

/** One more wait than LONG_POLLS_PER_CLIENT allows a client: answered 429 long_poll_limit. */
export class LongPollLimitError extends AppError<'long_poll_limit'> {
  readonly limit: number;
  /** Seconds until the client's first wait ends, at the latest. */
  readonly retryAfterSeconds: number;
  constructor(
    limit: number,
    retryAfterSeconds: number,
  ) {
    super('long_poll_limit', `[api] a client already has ${limit} long polls waiting`);
    this.limit = limit;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

interface Waiter {
  after: string;
  client: string;
  deadline: number;
  settle(next: SnapshotReader | null): void;
}

export interface LongPollsOptions {
  /** Waits one client (a key, an address) may hold at once. */
  perClient: number;
  /** Epoch ms, for the deadlines a refusal reports; tests inject one. */
  now?: () => number;
}

/**
 * The requests waiting for the next snapshot (GET /v1/changes?wait=). They hear of a swap
 * through one listener for all of them, which resolves each waiter's promise and does nothing
 * else: what each is answered is computed after, once per page for all (change-pages.ts). A
 * swap wakes them WAKE_SLICE per event-loop turn, and they take turns (`turn`) to write their
 * answers, so that thousands of waiters do not hold the event loop in one go. A waiter leaves
 * at its deadline, or at once when its request's signal aborts (the client closed the
 * connection), so a client that goes away holds nothing for the rest of its wait. Each client
 * may hold `perClient` waits; the total is bounded by the connections the server accepts
 * (MAX_CONNECTIONS).
 */
export class LongPolls {
  readonly #source: SnapshotSource;
  readonly #perClient: number;
  readonly #now: () => number;
  readonly #waiters = new Set<Waiter>();
  readonly #byClient = new Map<string, Set<Waiter>>();
  #stopWatching: (() => void) | null = null;
  readonly #turns: Array<() => void> = [];
  #releasing = false;

  constructor(source: SnapshotSource, options: LongPollsOptions) {
    if (!Number.isInteger(options.perClient) || options.perClient < 1) throw new RangeError(`Expected perClient to be an integer >= 1, got ${options.perClient}`);
    this.#source = source;
    this.#perClient = options.perClient;
    this.#now = options.now ?? Date.now;
  }

  /** Requests waiting now. */
  get waiting(): number {
    return this.#waiters.size;
  }

  /**
   * Resolves with the snapshot served once it is another than `after`, or null after `ms` or
   * once `signal` aborts. Throws LongPollLimitError when `client` already holds its share.
   */
  wait(after: string, client: string, ms: number, signal: AbortSignal): Promise<SnapshotReader | null> {
    const current = this.#source.current;
    if (current !== null && current.id !== after) return Promise.resolve(current);
    if (signal.aborted || ms <= 0) return Promise.resolve(null);
    const mine = this.#byClient.get(client);
    if (mine !== undefined && mine.size >= this.#perClient) {
      let first = Infinity;
      for (const waiter of mine) first = Math.min(first, waiter.deadline);
      throw new LongPollLimitError(this.#perClient, Math.max(1, Math.ceil((first - this.#now()) / 1000)));
    }
    return new Promise((resolve) => {
      const waiter: Waiter = {
        after,
        client,
        deadline: this.#now() + ms,
        settle: (next) => {
          if (!this.#waiters.delete(waiter)) return;
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          const same = this.#byClient.get(client)!;
          same.delete(waiter);
          if (same.size === 0) this.#byClient.delete(client);
          if (this.#waiters.size === 0) this.#unwatch();
          resolve(next);
        },
      };
      const onAbort = () => waiter.settle(null);
      const timer = setTimeout(onAbort, ms);
      signal.addEventListener('abort', onAbort, { once: true });
      this.#waiters.add(waiter);
      let set = this.#byClient.get(client);
      if (set === undefined) {
        set = new Set();
        this.#byClient.set(client, set);
      }
      set.add(waiter);
      this.#watch();
    });
  }

  /**
   * A woken request's place in the queue of answers: resolves on a later event-loop turn, at
   * most WAKE_SLICE of them each turn. Taken once its answer is ready, so that the answers go
   * out turn by turn (a promise they all awaited would release them in one go).
   */
  turn(): Promise<void> {
    return new Promise((resolve) => {
      this.#turns.push(resolve);
      if (!this.#releasing) {
        this.#releasing = true;
        setImmediate(this.#release);
      }
    });
  }

  readonly #release = (): void => {
    for (const resolve of this.#turns.splice(0, WAKE_SLICE)) resolve();
    if (this.#turns.length > 0) setImmediate(this.#release);
    else this.#releasing = false;
  };

  /** Wakes every waiter on another snapshot than `next`, WAKE_SLICE per turn: a resolve each. */
  #served(next: SnapshotReader): void {
    const woken: Waiter[] = [];
    for (const waiter of this.#waiters) if (waiter.after !== next.id) woken.push(waiter);
    const wake = (from: number) => {
      const end = Math.min(woken.length, from + WAKE_SLICE);
      // A waiter gone meanwhile (its client left, its deadline came) is settled already: a no-op.
      for (let i = from; i < end; i++) woken[i]!.settle(next);
      if (end < woken.length) setImmediate(wake, end);
    };
    wake(0);
  }

  #watch(): void {
    if (this.#stopWatching !== null) return;
    const source = this.#source;
    if (source.subscribe) {
      this.#stopWatching = source.subscribe((next) => this.#served(next));
      return;
    }
    const timer = setInterval(() => {
      const current = source.current;
      if (current !== null) this.#served(current);
    }, LOOK_EVERY_MS);
    this.#stopWatching = () => clearInterval(timer);
  }

  #unwatch(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
  }
}
