/**
 * The reports' tables, in the webhook database (same SQLite file, same PostgreSQL database) but
 * numbered on their own (`signalement_schema_version`): the webhook migrations and these evolve
 * independently, and neither module has to know the other's. A released migration is never
 * edited; a change is a new one appended here, in both dialects.
 */
export interface SignalementMigration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}

const table = (time: string) => `
CREATE TABLE signalements (
  id TEXT PRIMARY KEY,
  annonce_id TEXT,
  ridet TEXT,
  champ TEXT NOT NULL,
  valeur_proposee TEXT,
  commentaire TEXT NOT NULL,
  origine TEXT NOT NULL,
  statut TEXT NOT NULL,
  correction_id TEXT,
  created_at ${time} NOT NULL,
  settled_at ${time}
);
CREATE INDEX signalements_statut ON signalements (statut, created_at, id);
-- The key of the form's anti-CSRF tokens: one per database, so every instance accepts the others' forms.
CREATE TABLE signalement_secrets (
  name TEXT PRIMARY KEY,
  secret TEXT NOT NULL
);
`;

export const SIGNALEMENT_MIGRATIONS: readonly SignalementMigration[] = [{ version: 1, name: 'signalements', sqlite: table('INTEGER'), postgres: table('BIGINT') }];

export const SQLITE_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS signalement_schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;
export const POSTGRES_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS signalement_schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`;

/** The migrations a database at `from` still needs; a newer database than this code is refused. */
export function pendingMigrations(from: number): readonly SignalementMigration[] {
  if (from > SIGNALEMENT_MIGRATIONS.length) {
    throw new Error(`the reports' tables are at schema version ${from}, this code knows up to ${SIGNALEMENT_MIGRATIONS.length}: run a newer version of annonces-nc`);
  }
  return SIGNALEMENT_MIGRATIONS.slice(from);
}
