/**
 * Days as counted in New Caledonia. Pacific/Noumea has been UTC+11 all year since 1979 (no
 * DST), so a constant offset is exact and needs no tz database; a test checks it against Intl.
 */
export const NOUMEA_OFFSET_MS = 11 * 3_600_000;
export const DAY_MS = 86_400_000;

/** Epoch milliseconds of the 00:00 Pacific/Noumea that starts the day containing `now`. */
export function noumeaDayStart(now: number): number {
  return Math.floor((now + NOUMEA_OFFSET_MS) / DAY_MS) * DAY_MS - NOUMEA_OFFSET_MS;
}
