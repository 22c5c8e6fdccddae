import type { DatabaseSync } from 'node:sqlite';
import type { MigratedStore, MigrationOptions, MigrationResult } from './migration.ts';
import { runMigrationsSync, type SyncMigrationTarget } from './run-migrations.ts';
import { SQLITE, versionRows, versionTableSql, type SqlMigration } from './sql-dialect.ts';

export interface SqlStoreMigrations extends MigrationOptions {
  readonly store: MigratedStore;
  /** The store's own version table: two stores may share one database, each numbered on its own. */
  readonly versionTable: string;
  readonly migrations: readonly SqlMigration[];
}

/** The version recorded in a SQLite database (0: none applied); creates the version table when missing. */
export function sqliteVersion(db: DatabaseSync, versionTable: string): number {
  db.exec(versionTableSql(versionTable, SQLITE));
  const row = db.prepare(`SELECT coalesce(max(version), 0) AS v FROM ${versionTable}`).get() as { v: number | bigint } | undefined;
  return Number(row?.v ?? 0);
}

/**
 * Applies the missing steps to a SQLite database, each in a BEGIN IMMEDIATE transaction (the
 * write lock taken at BEGIN, so a second connection migrating at once waits rather than fails
 * half-way); a new database's whole chain in one (run-migrations.ts).
 */
export function migrateSqlite(db: DatabaseSync, options: SqlStoreMigrations): MigrationResult {
  const { versionTable } = options;
  const target: SyncMigrationTarget<SqlMigration> = {
    store: options.store,
    version: () => sqliteVersion(db, versionTable),
    prepare: () => db.exec(versionTableSql(versionTable, SQLITE)),
    begin: () => db.exec('BEGIN IMMEDIATE'),
    commit: () => db.exec('COMMIT'),
    rollback: () => {
      if (db.isTransaction) db.exec('ROLLBACK');
    },
    apply: (migration) => db.exec(migration.sql(SQLITE)),
    record: (migrations) => {
      db.prepare(`INSERT INTO ${versionTable} (version, name, applied_at) VALUES ${versionRows(migrations.length, SQLITE.now, 'anonymous')}`).run(...migrations.flatMap((m) => [m.version, m.name]));
    },
  };
  return runMigrationsSync(target, options.migrations, options);
}
