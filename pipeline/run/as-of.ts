import { todayInNoumea } from './run-id.js';

/**
 * `--as-of`, the date a run sees the sources at (the offline copies' clock). A calendar date
 * no later than today in Nouméa: a run "in the future" would load announcements that no source
 * has published yet, and a later normal run would publish them.
 * Returns the date, or a French message saying what is wrong.
 */
export function checkAsOf(raw: string, now = new Date()): { ok: true; asOf: string } | { ok: false; message: string } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const parsed = new Date(`${raw}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March: a real calendar date reads back as itself.
  const valid = match !== null && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === raw;
  if (!match || !valid) {
    return { ok: false, message: `--as-of : date invalide ${JSON.stringify(raw)}, attendu une date du calendrier AAAA-MM-JJ` };
  }
  const today = todayInNoumea(now);
  if (raw > today) return { ok: false, message: `--as-of : ${raw} est dans le futur (aujourd’hui à Nouméa : ${today})` };
  return { ok: true, asOf: raw };
}
