import type { Warehouse } from '../warehouse/warehouse.ts';
import { todayInNoumea } from './run-id.ts';
import { isCalendarDay } from '../../kernel/model/calendar-day.ts';

/**
 * `--as-of`, the date a run sees the sources at (the offline copies' clock). A calendar date
 * no later than today in Nouméa: a run "in the future" would load announcements that no source
 * has published yet, and a later normal run would publish them.
 * Returns the date, or a French message saying what is wrong.
 */
export function checkAsOf(raw: string, now = new Date()): { ok: true; asOf: string } | { ok: false; message: string } {
  if (!isCalendarDay(raw)) {
    return { ok: false, message: `--as-of : date invalide ${JSON.stringify(raw)}, attendu une date du calendrier AAAA-MM-JJ` };
  }
  const today = todayInNoumea(now);
  if (raw > today) return { ok: false, message: `--as-of : ${raw} est dans le futur (aujourd’hui à Nouméa : ${today})` };
  return { ok: true, asOf: raw };
}

/** The run whose --as-of a new run is compared with. */
export interface LastSuccessfulRun {
  lastAsOf: string;
  lastRunId: string;
}

/**
 * Refuses an --as-of earlier than the last successful run's (the most recent run that loaded
 * its sources: status ok or partial; a reparse has no as-of). Such a run sees the sources as
 * they were before what the warehouse already holds: it finds nothing, or moves the sources'
 * watermarks back, and its report tells a story out of order, so it is almost always a typo
 * or a command from the shell history. `force` runs it anyway (replaying a date on purpose);
 * it then becomes the last successful run. Returns, when forced past the check, the run it went
 * back from (for the report), else null; or a French message naming both dates.
 */
export async function checkAsOfOrder(
  warehouse: Warehouse,
  asOf: string,
  force: boolean,
): Promise<{ ok: true; earlier: LastSuccessfulRun | null } | { ok: false; message: string }> {
  const [last] = await warehouse.all<{ id: string; as_of: string }>(
    `SELECT id, strftime(as_of, '%Y-%m-%d') AS as_of FROM runs
      WHERE as_of IS NOT NULL AND status IN ('ok', 'partial') ORDER BY started_at DESC LIMIT 1`,
  );
  if (last === undefined || asOf >= last.as_of) return { ok: true, earlier: null };
  if (force) return { ok: true, earlier: { lastAsOf: last.as_of, lastRunId: last.id } };
  return {
    ok: false,
    message:
      `--as-of ${asOf} est antérieur à celui de la dernière exécution réussie (${last.as_of}, ${last.id}) : ` +
      `les sources y seraient vues avant ce que l’entrepôt contient déjà, et ce qui a été chargé depuis y resterait. ` +
      `Donnez une date à partir du ${last.as_of}, ou relancez avec --force pour rejouer cette date exprès.`,
  };
}
