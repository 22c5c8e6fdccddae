import { SIGNALEMENT_MIGRATIONS } from './migrations/index.js';
import type { SignalementMigration } from './migrations/signalement-migration.js';

/**
 * The reports' tables live in the webhook database (same SQLite file, same PostgreSQL database)
 * but are numbered on their own (`signalement_schema_version`, migrations in ./migrations/): the
 * webhook migrations and these evolve independently, and neither module has to know the
 * other's. A released migration is never edited; a change is a new one appended, in both
 * dialects.
 */
export const SQLITE_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS signalement_schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;
export const POSTGRES_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS signalement_schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`;

/** The migrations a database at `from` still needs (up to `to`, tests); a newer database than this code is refused. */
export function pendingMigrations(from: number, to = SIGNALEMENT_MIGRATIONS.length): readonly SignalementMigration[] {
  if (from > SIGNALEMENT_MIGRATIONS.length) {
    throw new Error(`the reports' tables are at schema version ${from}, this code knows up to ${SIGNALEMENT_MIGRATIONS.length}: run a newer version of annonces-nc`);
  }
  return SIGNALEMENT_MIGRATIONS.slice(from, Math.max(from, to));
}
