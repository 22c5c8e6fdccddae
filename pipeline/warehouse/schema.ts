/**
 * The DuckDB warehouse. One file (`WAREHOUSE_PATH`), one writing process at a time.
 * These statements are the baseline schema, migration 001 (migrations/001-baseline.ts), frozen:
 * the schema changes since are numbered migrations (migrations/index.ts), and the columns of
 * `announcements` are declared with the record (kernel/model/announcement-record.ts; a test
 * checks that the migrated table has exactly the declared columns). The statements are
 * idempotent because 001 also brings warehouses made before the numbering to the baseline.
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

export const SCHEMA_STATEMENTS: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS runs (
    id VARCHAR PRIMARY KEY,
    started_at TIMESTAMP NOT NULL,
    finished_at TIMESTAMP,
    as_of DATE,
    status VARCHAR NOT NULL,
    summary JSON
  )`,
  `CREATE TABLE IF NOT EXISTS documents (
    sha256 VARCHAR PRIMARY KEY,
    source VARCHAR NOT NULL,
    url VARCHAR NOT NULL,
    content_type VARCHAR NOT NULL,
    size BIGINT NOT NULL,
    fetched_at TIMESTAMP NOT NULL,
    meta JSON NOT NULL,
    run_id VARCHAR NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS fetches (
    source VARCHAR NOT NULL,
    url VARCHAR NOT NULL,
    sha256 VARCHAR NOT NULL,
    etag VARCHAR,
    last_modified VARCHAR,
    fetched_at TIMESTAMP NOT NULL,
    PRIMARY KEY (source, url)
  )`,
  `CREATE TABLE IF NOT EXISTS announcements (
    id VARCHAR NOT NULL,
    source VARCHAR NOT NULL,
    reference VARCHAR NOT NULL,
    ridet VARCHAR NOT NULL,
    ridet_luhn_valide BOOLEAN NOT NULL,
    denomination VARCHAR NOT NULL,
    type VARCHAR NOT NULL,
    titre VARCHAR NOT NULL,
    resume VARCHAR NOT NULL,
    date DATE NOT NULL,
    forme_juridique VARCHAR,
    capital VARCHAR,
    siege VARCHAR,
    ancienne_denomination VARCHAR,
    nouvelle_denomination VARCHAR,
    dirigeants JSON NOT NULL,
    texte VARCHAR NOT NULL,
    source_url VARCHAR NOT NULL,
    fetched_at TIMESTAMP NOT NULL,
    raw_sha256 VARCHAR NOT NULL,
    first_run_id VARCHAR NOT NULL,
    last_run_id VARCHAR NOT NULL,
    etablissement_inconnu BOOLEAN DEFAULT false,
    organes_procedure JSON,
    evenement_id VARCHAR
  )`,
  // Warehouses created before these columns existed get them (DuckDB appends them at the end);
  // the ad hoc way of the releases before numbered migrations, kept as part of the baseline.
  `ALTER TABLE announcements ADD COLUMN IF NOT EXISTS etablissement_inconnu BOOLEAN DEFAULT false`,
  `ALTER TABLE announcements ADD COLUMN IF NOT EXISTS organes_procedure JSON`,
  `ALTER TABLE announcements ADD COLUMN IF NOT EXISTS evenement_id VARCHAR`,
  `CREATE TABLE IF NOT EXISTS companies (
    ridet VARCHAR PRIMARY KEY,
    denomination VARCHAR NOT NULL,
    forme_juridique VARCHAR,
    capital VARCHAR,
    siege VARCHAR,
    anciennes_denominations JSON NOT NULL,
    premiere_annonce DATE NOT NULL,
    derniere_annonce DATE NOT NULL,
    nombre_annonces INTEGER NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS dirigeants (
    ridet VARCHAR NOT NULL,
    nom VARCHAR NOT NULL,
    prenoms VARCHAR,
    fonction VARCHAR NOT NULL,
    depuis DATE,
    jusqu_au DATE,
    announcement_id VARCHAR NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS quarantine (
    id VARCHAR PRIMARY KEY,
    source VARCHAR NOT NULL,
    reference VARCHAR NOT NULL,
    document_sha256 VARCHAR NOT NULL,
    url VARCHAR NOT NULL,
    reason VARCHAR NOT NULL,
    detail VARCHAR NOT NULL,
    extrait VARCHAR,
    first_run_id VARCHAR NOT NULL,
    last_run_id VARCHAR NOT NULL,
    resolved_run_id VARCHAR
  )`,
  `CREATE TABLE IF NOT EXISTS publish_state (
    store VARCHAR NOT NULL,
    snapshot_id VARCHAR NOT NULL,
    manifest_sha256 VARCHAR NOT NULL,
    fingerprint VARCHAR NOT NULL,
    updated_at TIMESTAMP NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS published_announcements (
    id VARCHAR NOT NULL,
    digest UBIGINT NOT NULL,
    ridet VARCHAR NOT NULL,
    date DATE NOT NULL,
    type VARCHAR NOT NULL,
    source VARCHAR NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS published_companies (
    ridet VARCHAR NOT NULL,
    digest UBIGINT NOT NULL,
    search_digest UBIGINT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS published_objects (
    sha256 VARCHAR NOT NULL,
    size BIGINT NOT NULL,
    modified BIGINT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS source_state (
    source VARCHAR PRIMARY KEY,
    state JSON NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    run_id VARCHAR NOT NULL
  )`,
];
