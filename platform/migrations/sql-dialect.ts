import type { NumberedMigration } from './migration.ts';

/**
 * What differs between the two dialects of a store kept in SQLite (one API instance) or
 * PostgreSQL (several): a table is written once, as a template over these, so the two can
 * never drift apart.
 */
export interface SqlDialect {
  readonly name: 'sqlite' | 'postgres';
  /** Epoch milliseconds: SQLite's INTEGER is 64-bit, PostgreSQL's is not. */
  readonly epochMs: string;
  /** SQLite has no boolean type (0 and 1). */
  readonly boolean: string;
  /**
   * Before an ADD COLUMN or a CREATE INDEX name: PostgreSQL's steps make themselves no-ops on a
   * database that already has what they add; SQLite has no ADD COLUMN IF NOT EXISTS, so its
   * steps rely on the version alone (and keep the SQL they were released with).
   */
  readonly ifNotExists: string;
  /** A point in time, for the version table. */
  readonly timestamp: string;
  /** The current time in SQL, of the `timestamp` type. */
  readonly now: string;
}

export const SQLITE: SqlDialect = { name: 'sqlite', epochMs: 'INTEGER', boolean: 'INTEGER', ifNotExists: '', timestamp: 'TEXT', now: `datetime('now')` };
export const POSTGRES: SqlDialect = { name: 'postgres', epochMs: 'BIGINT', boolean: 'BOOLEAN', ifNotExists: 'IF NOT EXISTS ', timestamp: 'TIMESTAMPTZ', now: 'now()' };

/** A step of a store kept in either dialect: its SQL (several statements) from one template. */
export interface SqlMigration extends NumberedMigration {
  sql(dialect: SqlDialect): string;
}

/** The table recording which steps a database has had, one row per step. */
export function versionTableSql(table: string, dialect: SqlDialect): string {
  return `CREATE TABLE IF NOT EXISTS ${table} (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at ${dialect.timestamp} NOT NULL
)`;
}

/**
 * The VALUES of `count` version rows, `(version, name, now)` each, for one INSERT recording a
 * whole chain: `$1, $2, ...` parameters (DuckDB, PostgreSQL) or `?` (SQLite).
 */
export function versionRows(count: number, now: string, parameters: 'numbered' | 'anonymous'): string {
  const row = (i: number) => (parameters === 'numbered' ? `($${2 * i + 1}, $${2 * i + 2}, ${now})` : `(?, ?, ${now})`);
  return Array.from({ length: count }, (_, i) => row(i)).join(', ');
}
