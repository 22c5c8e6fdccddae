/**
 * The DuckDB warehouse. One file (`WAREHOUSE_PATH`), one writing process at a time.
 * Its schema is the numbered migrations (migrations/index.ts), each holding its own SQL, from
 * the baseline (migrations/001-baseline.ts) on; the columns of `announcements` are declared with
 * the record (kernel/model/announcement-record.ts; a test checks that the migrated table has
 * exactly the declared columns). What the tables are for:
 *
 * - documents: every fetched content document, once per sha256 (body in the object store under
 *   `raw/<sha256>`); fetches: every (source, url) and what it last returned.
 * - announcements: one row per notice, id = hash(source, reference): re-loading is an upsert.
 *   Its ids are unique by construction of the only writer (pipeline/load/load-outcome.ts inserts
 *   the ids the table lacks and updates the others, inside one transaction, one writer at a
 *   time) rather than by a PRIMARY KEY: maintaining the key's index cost 20 µs a row, most of a
 *   first load. A publish refuses a ledger with a repeated id, so a breach cannot go unseen.
 *   `etablissement_inconnu`: the notice named the enterprise only (RID or RCS), see
 *   pipeline/load/attach-rid-only.ts; `organes_procedure`: the court-appointed bodies of a
 *   procedure notice (JSON, null when none); `evenement_id`: the legal event this publication is
 *   one of, shared by its republications in other sources (pipeline/load/link-republications.ts).
 * - companies / dirigeants: derived from announcements after every load (latest dénomination
 *   wins; officers appointed then removed are closed, not deleted).
 * - quarantine: what could not become an announcement, with a stable reason code.
 * No secondary indexes: DuckDB turns updates of indexed tables into delete+insert, which trips
 * its primary-key checks inside one transaction, and columnar scans by ridet are fast enough.
 * - runs / source_state: one row per pipeline run; per-source watermark committed at the end
 *   of a successful source run.
 * - publish_state, published_announcements, published_companies, published_objects: written by
 *   the publish step (publish/artefacts/publish-state.ts), not by the pipeline: what the last
 *   snapshot published from this warehouse was made of (a digest per announcement and company),
 *   so the next publish rebuilds only what differs, and the objects it has seen intact in the
 *   store. Deleting them only makes the next publish a full one.
 */
/** The announcements columns of the baseline without a default: what a row of any version needs. */
export const ANNOUNCEMENT_COLUMNS = `id, source, reference, ridet, ridet_luhn_valide, denomination, type, titre, resume, date,
  forme_juridique, capital, siege, ancienne_denomination, nouvelle_denomination, dirigeants, texte, source_url, fetched_at,
  raw_sha256, first_run_id, last_run_id`;
