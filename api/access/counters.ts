import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../../kernel/errors/app-error.ts';

/**
 * A named family of request counters with one limit (in memory, or rate-limiter-flexible on Redis). Callers
 * put the fixed window in the key (`<client>:<window id>`) and pass its remaining lifetime, so
 * windows are aligned on the clock and the stored counter expires with its window.
 */
export interface Counter {
  /**
   * Adds one request; the count in the window, including this one. A plain number when the count
   * is in this process (memory), a promise only when another process holds it (Redis, the
   * primary over IPC): a request counted in memory makes no promise. Callers check
   * `instanceof Promise`. `now`: the caller's clock read for this request (epoch ms, the
   * counters' clock), which a counter in memory uses instead of reading the clock again.
   */
  hit(key: string, ttlSeconds: number, now?: number): number | Promise<number>;
  /** The count without adding to it (for answers that are not charged); plain or promised as `hit`. */
  peek(key: string): number | Promise<number>;
}

/**
 * What a plan's counter does while the shared counters (Redis) cannot be reached:
 * - `local` (fail open, the default): each instance counts in its own memory, starting from the
 *   last count it saw in Redis for the key, so a key that had spent its quota stays refused and
 *   the others keep their place; at worst a client gets its limit once more per instance.
 * - `refuse` (fail closed): requests counted by this counter are answered 503 until Redis is
 *   back, for plans whose quota must never be exceeded.
 */
export type OutagePolicy = 'local' | 'refuse';

export interface CounterFactory {
  counter(name: string, limit: number, outage?: OutagePolicy): Counter;
}

/** Shared counters are down and the counter's plan refuses to count locally. */
export class CountersUnavailableError extends AppError<'counters_unavailable'> {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super('counters_unavailable', 'shared rate-limit counters are unreachable and this plan refuses to count locally');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

async function consume(limiter: RateLimiterAbstract, key: string, ttlSeconds: number): Promise<number> {
  try {
    return (await limiter.consume(key, 1, { customDuration: ttlSeconds })).consumedPoints;
  } catch (rejection) {
    // Over the limit is a resolved count for us; only a real error propagates.
    if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
    throw rejection;
  }
}

/** Keys a counter holds at most (QUOTA_COUNTER_KEYS); past it the oldest counts are forgotten. */
export const QUOTA_COUNTER_KEYS = 1_000_000;

/**
 * Counts per key, each key living until the end of the window it was first hit in. Plain
 * numbers in a map, synchronous: a request costs a lookup and an increment. Expired keys are
 * swept once a minute, so memory follows the clients of the current windows; and at most
 * `maxKeys` are held (about 100 bytes each), so that a flood of made-up client addresses within
 * one window cannot grow the map without bound. Past it the key first counted goes (the map keeps
 * insertion order): that client's count starts again, at worst one more window's quota for each
 * client forgotten, which only happens beyond `maxKeys` distinct clients in one window.
 */
class WindowCounts {
  readonly #counts = new Map<string, { count: number; expiresAt: number }>();
  #nextSweep = 0;

  private readonly now: () => number;
  private readonly maxKeys: number;
  constructor(
    now: () => number,
    maxKeys: number,
  ) {
    this.now = now;
    this.maxKeys = maxKeys;
  }

  hit(key: string, ttlSeconds: number, now: number = this.now()): number {
    if (now >= this.#nextSweep) this.#sweep(now);
    const entry = this.#counts.get(key);
    if (entry === undefined || entry.expiresAt <= now) {
      // Deleted first, so that insertion order stays the order of the windows' starts.
      this.#counts.delete(key);
      while (this.#counts.size >= this.maxKeys) this.#counts.delete(this.#counts.keys().next().value!);
      this.#counts.set(key, { count: 1, expiresAt: now + ttlSeconds * 1000 });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  peek(key: string): number {
    const entry = this.#counts.get(key);
    return entry !== undefined && entry.expiresAt > this.now() ? entry.count : 0;
  }

  #sweep(now: number): void {
    this.#nextSweep = now + 60_000;
    for (const [key, entry] of this.#counts) if (entry.expiresAt <= now) this.#counts.delete(key);
  }
}

/** A counter of this process: its counts are plain numbers, never promises. */
export interface MemoryCounter extends Counter {
  hit(key: string, ttlSeconds: number, now?: number): number;
  peek(key: string): number;
}

export interface MemoryCounterFactory extends CounterFactory {
  counter(name: string, limit: number, outage?: OutagePolicy): MemoryCounter;
}

/** Counters of one process (no REDIS_URL). `now` is the access control's clock. */
export function memoryCounters(now: () => number = Date.now, maxKeys: number = QUOTA_COUNTER_KEYS): MemoryCounterFactory {
  return {
    // Each counter has a map of its own: keys need no name prefix.
    counter: () => {
      const counts = new WindowCounts(now, maxKeys);
      return {
        hit: (key, ttlSeconds, now) => counts.hit(key, ttlSeconds, now),
        peek: (key) => counts.peek(key),
      };
    },
  };
}

export interface RedisCountersOptions {
  logger: Pick<Logger, 'warn' | 'info'>;
  now?: () => number;
  /** After a failure, how long to count locally before asking Redis again (no request waits on a dead Redis meanwhile). */
  retryAfterMs?: number;
}

// Keys whose last Redis count an instance remembers, to seed local counting during an outage.
const REMEMBERED_KEYS = 100_000;

/**
 * Counters shared through Redis by every API instance, with a circuit breaker: a Redis error
 * or a command slower than REDIS_TIMEOUT_MS switches the whole instance to its outage policy
 * for `retryAfterMs`, then one request tries Redis again. Each switch is logged once, both
 * ways, so a stalled Redis is seen in the logs rather than only in latencies.
 */
export function redisCounters(client: Redis, keyPrefix: string, options: RedisCountersOptions): CounterFactory {
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const breaker = { down: false, retryAt: 0 };
  const markDown = (error: unknown) => {
    breaker.retryAt = now() + retryAfterMs;
    if (breaker.down) return;
    breaker.down = true;
    options.logger.warn(
      { err: error },
      'redis counters unreachable or slower than REDIS_TIMEOUT_MS: counting per instance (plans with outage "refuse" answer 503) until redis answers again',
    );
  };
  const markUp = () => {
    if (!breaker.down) return;
    breaker.down = false;
    options.logger.info('redis counters answer again: counts are shared');
  };
  const tryRemote = () => !breaker.down || now() >= breaker.retryAt;
  // The client reconnected: let the next request ask Redis instead of waiting out the window.
  client.on('ready', () => {
    breaker.retryAt = 0;
  });

  return {
    counter(name, limit, outage = 'local') {
      const remote = new RateLimiterRedis({ storeClient: client, keyPrefix: `${keyPrefix}:${name}`, points: limit, duration: 3600, rejectIfRedisNotReady: true });
      const local = new RateLimiterMemory({ keyPrefix: `${name}:local`, points: limit, duration: 3600 });
      const lastSeen = new Map<string, number>();
      const seeded = new Set<string>();
      const remember = (key: string, count: number) => {
        lastSeen.delete(key);
        lastSeen.set(key, count);
        if (lastSeen.size > REMEMBERED_KEYS) lastSeen.delete(lastSeen.keys().next().value!);
        // Back to Redis: a later outage seeds this key again from its new count.
        seeded.delete(key);
      };
      const localHit = async (key: string, ttlSeconds: number) => {
        if (outage === 'refuse') throw new CountersUnavailableError(Math.max(1, Math.ceil((breaker.retryAt - now()) / 1000)));
        if (!seeded.has(key)) {
          seeded.add(key);
          const seed = lastSeen.get(key) ?? 0;
          if (seed > 0) await local.set(key, seed, ttlSeconds);
        }
        return consume(local, key, ttlSeconds);
      };
      return {
        async hit(key, ttlSeconds) {
          if (tryRemote()) {
            try {
              const count = await consume(remote, key, ttlSeconds);
              markUp();
              remember(key, count);
              return count;
            } catch (error) {
              markDown(error);
            }
          }
          return localHit(key, ttlSeconds);
        },
        async peek(key) {
          if (tryRemote()) {
            try {
              const count = (await remote.get(key))?.consumedPoints ?? 0;
              markUp();
              return count;
            } catch (error) {
              markDown(error);
            }
          }
          if (outage === 'refuse') throw new CountersUnavailableError(Math.max(1, Math.ceil((breaker.retryAt - now()) / 1000)));
          return (await local.get(key))?.consumedPoints ?? lastSeen.get(key) ?? 0;
        },
      };
    },
  };
}
