/**
 * The warehouse's baseline (migration 001, which ran the statements of schema.ts) and its runner
 * as released before the shared runner (platform/migrations/) and before 001 held its own SQL,
 * copied verbatim: tests make warehouses with them, as the pipeline made them, and check that
 * the shared runner reads them unchanged and that a fresh warehouse has the same schema either
 * way. Migrations 002 onwards were already their own SQL: the released ones are reused.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { AppError, errorMessage } from '../../../kernel/errors/app-error.ts';
import { WAREHOUSE_MIGRATIONS } from '../../../pipeline/warehouse/migrations/index.ts';

interface LegacyWarehouseMigration {
  version: number;
  name: string;
  up(connection: DuckDBConnection): Promise<void>;
  transactional?: false;
}

class WarehouseMigrationError extends AppError<'warehouse_migration_failed' | 'warehouse_schema_newer'> {}

export const LEGACY_SCHEMA_STATEMENTS: readonly string[] = [
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

/**
 * The schema as it was when migrations were first numbered, reached from any warehouse
 * made before: the tables created if missing, the columns added since the first releases, and
 * the primary key on announcements.id dropped (see schema.ts for why it went). DuckDB cannot
 * drop a key, so that table is rebuilt (seconds for 10^6 rows). Every step is a no-op on a
 * warehouse that already has it, which is what lets this run over a warehouse of any age
 * without a version, and again after a crash part-way: it is the one migration that is not
 * one transaction (it may alter `announcements` three times, which DuckDB cannot commit at
 * once), as these statements were before migrations were numbered; the rebuild is one.
 */
const baseline: LegacyWarehouseMigration = {
  version: 1,
  name: 'baseline',
  transactional: false,
  async up(connection) {
    for (const statement of LEGACY_SCHEMA_STATEMENTS) await connection.run(statement);
    await dropAnnouncementsKey(connection);
  },
};

/** The announcements columns every warehouse had before the key went. */
const KEYED_COLUMNS = `id, source, reference, ridet, ridet_luhn_valide, denomination, type, titre, resume, date,
  forme_juridique, capital, siege, ancienne_denomination, nouvelle_denomination, dirigeants, texte, source_url, fetched_at,
  raw_sha256, first_run_id, last_run_id, etablissement_inconnu, organes_procedure, evenement_id`;

async function dropAnnouncementsKey(connection: DuckDBConnection): Promise<void> {
  const keys = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER AS n FROM duckdb_constraints() WHERE table_name = 'announcements' AND constraint_type = 'PRIMARY KEY'`,
  );
  if (Number(keys.getRowObjectsJson()[0]?.['n'] ?? 0) === 0) return;
  const create = LEGACY_SCHEMA_STATEMENTS.find((s) => s.includes('TABLE IF NOT EXISTS announcements ('))!;
  await connection.run('BEGIN TRANSACTION');
  try {
    await connection.run(create.replace('announcements (', 'announcements_unkeyed ('));
    await connection.run(`INSERT INTO announcements_unkeyed (${KEYED_COLUMNS}) SELECT ${KEYED_COLUMNS} FROM announcements`);
    await connection.run('DROP TABLE announcements');
    await connection.run('ALTER TABLE announcements_unkeyed RENAME TO announcements');
    await connection.run('COMMIT');
  } catch (error) {
    await connection.run('ROLLBACK');
    throw error;
  }
}

const LEGACY_WAREHOUSE_MIGRATIONS: readonly LegacyWarehouseMigration[] = [baseline, ...WAREHOUSE_MIGRATIONS.slice(1)];

/**
 * One row per migration applied to this warehouse. A warehouse made before migrations were
 * numbered has none: it is at version 0 whatever it holds, and migration 1 brings it to the
 * baseline.
 */
const VERSION_TABLE = `CREATE TABLE IF NOT EXISTS schema_version (
  version INTEGER NOT NULL,
  name VARCHAR NOT NULL,
  applied_at TIMESTAMP NOT NULL
)`;

interface MigrationResult {
  from: number;
  to: number;
}

/** The version a warehouse is at (0: none applied). */
async function warehouseVersion(connection: DuckDBConnection): Promise<number> {
  const exists = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name = 'schema_version' AND schema_name = 'main'`,
  );
  if (Number(exists.getRowObjectsJson()[0]?.['n'] ?? 0) === 0) return 0;
  const row = await connection.runAndReadAll(`SELECT coalesce(max(version), 0)::INTEGER AS v FROM schema_version`);
  return Number(row.getRowObjectsJson()[0]?.['v'] ?? 0);
}

/**
 * Brings the warehouse to the latest version (or to `options.to`, for tests that build an
 * older one), applying the missing migrations in order, each inside the transaction that
 * records it in `schema_version` (see migrations/migration.ts for the baseline's exception):
 * a failure leaves the warehouse at the last version that succeeded, never half-migrated. A
 * warehouse newer than this code is refused rather than written with an older idea of its schema.
 */
export async function legacyMigrateWarehouse(
  connection: DuckDBConnection,
  options: { to?: number } = {},
): Promise<MigrationResult> {
  const migrations = LEGACY_WAREHOUSE_MIGRATIONS;
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new WarehouseMigrationError('warehouse_migration_failed', `[warehouse] migration ${m.name} is numbered ${m.version}, expected ${i + 1}`);
  });
  const latest = migrations.length;
  const target = options.to ?? latest;
  const from = await warehouseVersion(connection);
  if (from > latest) {
    throw new WarehouseMigrationError(
      'warehouse_schema_newer',
      `[warehouse] the warehouse is at schema version ${from}, this code knows up to ${latest}: run a newer version of annonces-nc`,
    );
  }
  if (from >= target) return { from, to: from };
  await connection.run(VERSION_TABLE);
  for (const migration of migrations.slice(from, target)) {
    const record = () => connection.run(`INSERT INTO schema_version (version, name, applied_at) VALUES ($1, $2, now())`, [migration.version, migration.name]);
    try {
      if (migration.transactional === false) {
        await migration.up(connection);
        await record();
        continue;
      }
      await connection.run('BEGIN TRANSACTION');
      try {
        await migration.up(connection);
        await record();
        await connection.run('COMMIT');
      } catch (error) {
        // A failed COMMIT has already ended the transaction.
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } catch (error) {
      throw new WarehouseMigrationError(
        'warehouse_migration_failed',
        `[warehouse] cannot migrate from version ${migration.version - 1} to ${migration.version}: ${errorMessage(error)}`,
        { cause: error },
      );
    }
  }
  return { from, to: target };
}
