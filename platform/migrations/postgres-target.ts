import type pg from 'pg';
import type { MigrationResult } from './migration.ts';
import { runMigrations, type MigrationTarget } from './run-migrations.ts';
import { POSTGRES, versionRows, versionTableSql, type SqlMigration } from './sql-dialect.ts';
import type { SqlStoreMigrations } from './sqlite-target.ts';

/** The version recorded in a PostgreSQL database (0: none applied); creates the version table when missing. */
export async function postgresVersion(client: pg.ClientBase, versionTable: string): Promise<number> {
  await client.query(versionTableSql(versionTable, POSTGRES));
  const result = await client.query<{ v: number }>(`SELECT coalesce(max(version), 0)::INTEGER AS v FROM ${versionTable}`);
  return Number(result.rows[0]?.v ?? 0);
}

/**
 * Applies the missing steps to a PostgreSQL database, each in its own transaction (a new
 * database's whole chain in one, run-migrations.ts), under a session advisory lock (`lockKey`,
 * one per store): CREATE TABLE IF NOT EXISTS is not atomic in PostgreSQL, so two instances
 * starting at once must not migrate together; the second finds the work done. The lock is
 * released on the way out, whatever happened.
 */
export async function migratePostgres(client: pg.ClientBase, options: SqlStoreMigrations & { lockKey: number }): Promise<MigrationResult> {
  const { versionTable } = options;
  const target: MigrationTarget<SqlMigration> = {
    store: options.store,
    version: () => postgresVersion(client, versionTable),
    prepare: async () => {
      await client.query(versionTableSql(versionTable, POSTGRES));
    },
    begin: async () => {
      await client.query('BEGIN');
    },
    commit: async () => {
      await client.query('COMMIT');
    },
    rollback: async () => {
      await client.query('ROLLBACK').catch(() => undefined);
    },
    apply: async (migration) => {
      await client.query(migration.sql(POSTGRES));
    },
    record: async (migrations) => {
      await client.query(`INSERT INTO ${versionTable} (version, name, applied_at) VALUES ${versionRows(migrations.length, POSTGRES.now, 'numbered')}`, migrations.flatMap((m) => [m.version, m.name]));
    },
  };
  await client.query('SELECT pg_advisory_lock($1)', [options.lockKey]);
  try {
    return await runMigrations(target, options.migrations, options);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [options.lockKey]).catch(() => undefined);
  }
}
