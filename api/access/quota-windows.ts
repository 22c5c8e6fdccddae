import { DAY_MS, NOUMEA_OFFSET_MS, noumeaDayStart } from '../../kernel/time/noumea-day.ts';

/** Fixed counting windows: the Nouméa day (kernel/time/noumea-day.ts) and the clock hour. */
const HOUR_MS = 3_600_000;

export interface QuotaWindow {
  /** Part of the counter key: a new id starts a fresh count. */
  id: string;
  /** Epoch ms at which the window ends and counts start again. */
  resetAt: number;
}

/** The Noumea calendar day containing `now`; it ends at the next 00:00 Pacific/Noumea. */
export function noumeaDayWindow(now: number): QuotaWindow {
  const dayStart = noumeaDayStart(now);
  return { id: new Date(dayStart + NOUMEA_OFFSET_MS).toISOString().slice(0, 10), resetAt: dayStart + DAY_MS };
}

/** The clock hour containing `now` (the same in UTC and in Noumea, the offset being whole hours). */
export function hourWindow(now: number): QuotaWindow {
  const start = Math.floor(now / HOUR_MS) * HOUR_MS;
  return { id: new Date(start).toISOString().slice(0, 13), resetAt: start + HOUR_MS };
}

/** Whole seconds until the window resets, at least 1, as sent in X-RateLimit-Reset and Retry-After. */
export function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
