import type { Warehouse } from '../warehouse/warehouse.ts';

/**
 * Runs a killed process left `running`. Called by the next run once it holds the run lock, so
 * any `running` row but its own belongs to a dead process: it is marked `crashed`, and the
 * RIDETs whose announcements it loaded are returned, to be derived again. A run stopped by an
 * error (`failed`, flagged `companiesPending` by markRunFailed) is in the same case; it keeps
 * its status and error, and loses the flag.
 *
 * Why: a run derives company records once, after all its sources are loaded. A run killed in
 * between has loaded announcements (and recorded their documents) without deriving their
 * companies; the re-run sees those documents as unchanged and would never derive them, so the
 * published snapshot would lack company records while its announcements are there.
 */
export async function recoverCrashedRuns(warehouse: Warehouse): Promise<{ runs: string[]; ridets: Set<string> }> {
  const found = await warehouse.all<{ id: string }>(
    `SELECT id FROM runs WHERE status = 'running' OR (status = 'failed' AND json_extract_string(summary, '$.companiesPending') = 'true') ORDER BY started_at`,
  );
  const runs = found.map((r) => r.id);
  if (runs.length === 0) return { runs, ridets: new Set() };
  // A handful of ids at most (one per killed run since the last good one): plain placeholders.
  const ids = runs.map((_, i) => `$${i + 1}`).join(', ');
  const rows = await warehouse.all<{ ridet: string }>(
    `SELECT DISTINCT ridet FROM announcements WHERE last_run_id IN (${ids}) OR first_run_id IN (${ids})`,
    runs,
  );
  await warehouse.run(`UPDATE runs SET status = 'crashed', finished_at = COALESCE(finished_at, now()) WHERE id IN (${ids}) AND status = 'running'`, runs);
  await warehouse.run(`UPDATE runs SET summary = json_merge_patch(summary, '{"companiesPending": false}') WHERE id IN (${ids}) AND status = 'failed'`, runs);
  return { runs, ridets: new Set(rows.map((r) => r.ridet)) };
}
