/**
 * When a failed delivery is tried again: about 1 min, 5 min, 15 min, 1 h, 6 h, 12 h and 24 h
 * after each failure (8 attempts over about 43 hours), each delay spread by ±20 % so that
 * deliveries failing together do not come back together. A receiver's Retry-After (on 429 or
 * 503) is honoured when it asks for longer. After the last attempt: dead letter.
 */
export const RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000, 900_000, 3_600_000, 21_600_000, 43_200_000, 86_400_000];

const JITTER = 0.2;

/**
 * The delay before the next attempt after the failure of attempt `scheduleIndex + 1` of the
 * schedule, or null when that was the last one.
 *
 * @example
 * nextRetryDelay(0, () => 0.5, null)     // 60_000: first retry after a minute
 * nextRetryDelay(0, () => 0.5, 600_000)  // 600_000: Retry-After asked for ten
 * nextRetryDelay(7, Math.random, null)   // null: dead letter
 */
export function nextRetryDelay(scheduleIndex: number, random: () => number, retryAfterMs: number | null): number | null {
  const base = RETRY_DELAYS_MS[scheduleIndex];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random()));
  return retryAfterMs !== null && retryAfterMs > jittered ? retryAfterMs : jittered;
}
