import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A named family of request counters with one limit, backed by rate-limiter-flexible. Callers
 * put the fixed window in the key (`<client>:<window id>`) and pass its remaining lifetime, so
 * windows are aligned on the clock and the stored counter expires with its window.
 */
export interface Counter {
  /** Adds one request; resolves to the count in the window, including this one. */
  hit(key: string, ttlSeconds: number): Promise<number>;
  /** The count without adding to it (for answers that are not charged). */
  peek(key: string): Promise<number>;
}

export interface CounterFactory {
  counter(name: string, limit: number): Counter;
}

function wrap(limiter: RateLimiterAbstract): Counter {
  return {
    async hit(key, ttlSeconds) {
      try {
        const res = await limiter.consume(key, 1, { customDuration: ttlSeconds });
        return res.consumedPoints;
      } catch (rejection) {
        // Over the limit is a resolved count for us; only a real error propagates.
        if (rejection instanceof RateLimiterRes) return rejection.consumedPoints;
        throw rejection;
      }
    },
    async peek(key) {
      const res = await limiter.get(key);
      return res?.consumedPoints ?? 0;
    },
  };
}

export function memoryCounters(): CounterFactory {
  return {
    // The duration is only a fallback: every hit passes its window's own lifetime.
    counter: (name, limit) => wrap(new RateLimiterMemory({ keyPrefix: name, points: limit, duration: 3600 })),
  };
}

/**
 * Counters shared through Redis by every API instance. Each has an in-memory insurance
 * limiter: while Redis is unreachable or slow, an instance counts locally (so limits still
 * hold per instance) instead of failing requests or letting them through uncounted.
 */
export function redisCounters(client: Redis, keyPrefix: string): CounterFactory {
  return {
    counter: (name, limit) =>
      wrap(
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: `${keyPrefix}:${name}`,
          points: limit,
          duration: 3600,
          rejectIfRedisNotReady: true,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: limit, duration: 3600 }),
        }),
      ),
  };
}
