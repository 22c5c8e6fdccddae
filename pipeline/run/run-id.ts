import { randomBytes } from 'node:crypto';

/** Sortable, no `:` (safe in file names and object keys): run-20261121T020000Z-3f9a. */
export function newRunId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `run-${stamp}-${randomBytes(2).toString('hex')}`;
}

/** Today's date in New Caledonia (UTC+11, no DST): what "as of today" means for our sources. */
export function todayInNoumea(now = new Date()): string {
  return new Date(now.getTime() + 11 * 3600_000).toISOString().slice(0, 10);
}
