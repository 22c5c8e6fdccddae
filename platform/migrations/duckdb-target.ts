import type { DuckDBConnection } from '@duckdb/node-api';
import type { MigratedStore, MigrationOptions, MigrationResult, NumberedMigration } from './migration.ts';
import { runMigrations, type MigrationTarget } from './run-migrations.ts';
import { versionRows } from './sql-dialect.ts';

/**
 * A step of a DuckDB database: code rather than one SQL text, since a step may need to look
 * before it changes (the warehouse's baseline rebuilds a table only if it still has its key).
 */
export interface DuckdbMigration extends NumberedMigration {
  up(connection: DuckDBConnection): Promise<void>;
}

/**
 * The warehouse's version table as released: one row per step, no key (DuckDB turns updates of
 * keyed tables into delete+insert, and this table is only ever appended to).
 */
const VERSION_TABLE = `CREATE TABLE IF NOT EXISTS schema_version (
  version INTEGER NOT NULL,
  name VARCHAR NOT NULL,
  applied_at TIMESTAMP NOT NULL
)`;

/** The version a DuckDB database is at (0: none applied, or no version table); writes nothing. */
export async function duckdbVersion(connection: DuckDBConnection): Promise<number> {
  const exists = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name = 'schema_version' AND schema_name = 'main'`,
  );
  if (Number(exists.getRowObjectsJson()[0]?.['n'] ?? 0) === 0) return 0;
  const row = await connection.runAndReadAll(`SELECT coalesce(max(version), 0)::INTEGER AS v FROM schema_version`);
  return Number(row.getRowObjectsJson()[0]?.['v'] ?? 0);
}

/** Applies the missing steps to a DuckDB database (one connection, the only writer). */
export async function migrateDuckdb(
  connection: DuckDBConnection,
  options: MigrationOptions & { store: MigratedStore; migrations: readonly DuckdbMigration[] },
): Promise<MigrationResult> {
  const target: MigrationTarget<DuckdbMigration> = {
    store: options.store,
    version: () => duckdbVersion(connection),
    prepare: async () => {
      await connection.run(VERSION_TABLE);
    },
    begin: async () => {
      await connection.run('BEGIN TRANSACTION');
    },
    commit: async () => {
      await connection.run('COMMIT');
    },
    rollback: async () => {
      await connection.run('ROLLBACK').catch(() => undefined);
    },
    apply: (migration) => migration.up(connection),
    record: async (migrations) => {
      await connection.run(`INSERT INTO schema_version (version, name, applied_at) VALUES ${versionRows(migrations.length, 'now()', 'numbered')}`, migrations.flatMap((m) => [m.version, m.name]));
    },
  };
  return runMigrations(target, options.migrations, options);
}
