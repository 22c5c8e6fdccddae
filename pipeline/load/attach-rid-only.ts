import type { Warehouse } from '../warehouse/warehouse.ts';
import { varcharList } from './load-outcome.ts';

/**
 * Where an announcement that names only the enterprise (a bare RID, an RCS number: the
 * normaliser's `etablissement_inconnu`) is served. The contract's `ridet` has 10 digits and the
 * notice gives 7, so:
 *
 * - when the warehouse knows exactly one establishment of that RID from announcements that do
 *   name it, the announcement attaches to that RIDET (it is that company's history);
 * - otherwise (none known, or several establishments and no way to choose) it stays on RID +
 *   `001`, the head office's rank by the ISEE's numbering convention.
 *
 * Either way it keeps `etablissement_inconnu: true` in every artefact, so nobody reads the last
 * three digits as a fact. The choice is made again for every RID a run touches: a later notice
 * that names the establishment attaches the earlier ones, and a second establishment appearing
 * sends them back to `001` rather than leave them on a guess.
 *
 * An announcement whose RIDET an operator corrected (pipeline/corrections/) is left where the
 * correction put it: moving it would undo the correction at every run.
 *
 * @returns the RIDETs whose announcements changed (old and new), to derive again.
 */
export async function attachRidOnly(warehouse: Warehouse, ridets: Iterable<string>): Promise<Set<string>> {
  const rids = [...new Set([...ridets].map((r) => r.slice(0, 7)))];
  if (rids.length === 0) return new Set();
  const { value, type } = varcharList(rids);
  const reader = await warehouse.connection.runAndReadAll(
    `WITH scope AS (SELECT unnest($1) AS rid),
     known AS (
       SELECT left(ridet, 7) AS rid, min(ridet) AS ridet, count(DISTINCT ridet) AS n FROM announcements
       WHERE NOT coalesce(etablissement_inconnu, false) AND left(ridet, 7) IN (SELECT rid FROM scope)
       GROUP BY left(ridet, 7)
     )
     SELECT a.id, a.ridet AS current, CASE WHEN k.n = 1 THEN k.ridet ELSE left(a.ridet, 7) || '001' END AS target
     FROM announcements a LEFT JOIN known k ON k.rid = left(a.ridet, 7)
     WHERE a.etablissement_inconnu AND left(a.ridet, 7) IN (SELECT rid FROM scope)
       AND NOT coalesce(list_contains(json_extract_string(a.corrections, '$[*].champ'), 'ridet'), false)`,
    [value],
    [type],
  );
  const moves = (reader.getRowObjectsJson() as { id: string; current: string; target: string }[]).filter((m) => m.current !== m.target);
  const changed = new Set<string>();
  if (moves.length === 0) return changed;
  const ids = varcharList(moves.map((m) => m.id));
  const targets = varcharList(moves.map((m) => m.target));
  await warehouse.connection.run(
    `UPDATE announcements a SET ridet = m.target
     FROM (SELECT unnest($1) AS id, unnest($2) AS target) m WHERE a.id = m.id`,
    [ids.value, targets.value],
    [ids.type, targets.type],
  );
  for (const m of moves) {
    changed.add(m.current);
    changed.add(m.target);
  }
  return changed;
}
