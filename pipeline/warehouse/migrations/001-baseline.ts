import type { DuckDBConnection } from '@duckdb/node-api';
import type { WarehouseMigration } from './migration.ts';

/**
 * The schema as it was when migrations were first numbered, reached from any warehouse
 * made before: the tables created if missing, the columns added since the first releases, and
 * the primary key on announcements.id dropped (schema.ts says why it went). DuckDB cannot
 * drop a key, so that table is rebuilt (seconds for 10^6 rows). Every step is a no-op on a
 * warehouse that already has it, which is what lets this run over a warehouse of any age
 * without a version, and again after a crash part-way: it is the one migration that is not
 * one transaction (it may alter `announcements` three times, which DuckDB cannot commit at
 * once); the rebuild is one.
 *
 * Released: this SQL is the baseline every warehouse has and is never edited, not even to
 * follow a later change of the schema (that is a new migration). Exported for the tests that
 * make a warehouse as the releases before the numbering did.
 */
export const BASELINE_STATEMENTS: readonly string[] = [
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

export const baseline: WarehouseMigration = {
  version: 1,
  name: 'baseline',
  transactional: false,
  async up(connection) {
    for (const statement of BASELINE_STATEMENTS) await connection.run(statement);
    await dropAnnouncementsKey(connection);
  },
};

/** The baseline's announcements table under another name, without the key: what the rebuild copies into. */
const UNKEYED_ANNOUNCEMENTS = `CREATE TABLE IF NOT EXISTS announcements_unkeyed (
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
  )`;

/** The announcements columns every warehouse had before the key went. */
const KEYED_COLUMNS = `id, source, reference, ridet, ridet_luhn_valide, denomination, type, titre, resume, date,
  forme_juridique, capital, siege, ancienne_denomination, nouvelle_denomination, dirigeants, texte, source_url, fetched_at,
  raw_sha256, first_run_id, last_run_id, etablissement_inconnu, organes_procedure, evenement_id`;

async function dropAnnouncementsKey(connection: DuckDBConnection): Promise<void> {
  const keys = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER AS n FROM duckdb_constraints() WHERE table_name = 'announcements' AND constraint_type = 'PRIMARY KEY'`,
  );
  if (Number(keys.getRowObjectsJson()[0]?.['n'] ?? 0) === 0) return;
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run(UNKEYED_ANNOUNCEMENTS);
    await connection.run(`INSERT INTO announcements_unkeyed (${KEYED_COLUMNS}) SELECT ${KEYED_COLUMNS} FROM announcements`);
    await connection.run('DROP TABLE announcements');
    await connection.run('ALTER TABLE announcements_unkeyed RENAME TO announcements');
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
}
