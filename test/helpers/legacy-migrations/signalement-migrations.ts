/**
 * The reports' migrations and their two runners as released before the shared runner
 * (platform/migrations/), copied verbatim: tests make databases with them, as a running API made
 * them, and check that the shared runner reads them unchanged and that the templated SQL of every
 * released migration is still the SQL below.
 */
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import type { LegacyMigration } from './webhook-migrations.ts';


const tables = (time: string) => `
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

/** The reports and the form key. Times are epoch milliseconds. */
const signalementsTables: LegacyMigration = { version: 1, name: 'signalements', sqlite: tables('INTEGER'), postgres: tables('BIGINT') };

/**
 * Who settled a report, and why one was rejected (statut `rejete`, `pipeline signalement
 * rejeter`): an operator's decision is recorded with its author, as a correction is. Both null
 * on reports settled before (the correction they name has its author) and on open ones.
 */
const settledBy: LegacyMigration = {
  version: 2,
  name: 'settled-by',
  sqlite: `ALTER TABLE signalements ADD COLUMN settled_by TEXT;
ALTER TABLE signalements ADD COLUMN rejection_reason TEXT;`,
  postgres: `ALTER TABLE signalements ADD COLUMN IF NOT EXISTS settled_by TEXT;
ALTER TABLE signalements ADD COLUMN IF NOT EXISTS rejection_reason TEXT;`,
};

/**
 * Where a report came from, coarsely: the network (the /24 or /56 of the address, fixed-width
 * hex, signalements/network-prefix.ts) and the API key when there was one. The network's share
 * of the day is counted on the first index; an operator rejects a flood by network or key in one
 * statement on either. Null on reports received before.
 */
const change = (ifNotExists: string) => `ALTER TABLE signalements ADD COLUMN ${ifNotExists}client_network TEXT;
ALTER TABLE signalements ADD COLUMN ${ifNotExists}client_key TEXT;
CREATE INDEX ${ifNotExists}signalements_network ON signalements (client_network, created_at);
CREATE INDEX ${ifNotExists}signalements_client_key ON signalements (client_key, statut);`;

const clientNetwork: LegacyMigration = { version: 3, name: 'client-network', sqlite: change(''), postgres: change('IF NOT EXISTS ') };

export const LEGACY_SIGNALEMENT_MIGRATIONS: readonly LegacyMigration[] = [signalementsTables, settledBy, clientNetwork];

/**
 * The reports' tables live in the webhook database (same SQLite file, same PostgreSQL database)
 * but are numbered on their own (`signalement_schema_version`, migrations in ./migrations/): the
 * webhook migrations and these evolve independently, and neither module has to know the
 * other's. A released migration is never edited; a change is a new one appended, in both
 * dialects.
 */
const SQLITE_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS signalement_schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`;
const POSTGRES_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS signalement_schema_version (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`;

/** The migrations a database at `from` still needs (up to `to`, tests); a newer database than this code is refused. */
function pendingMigrations(from: number, to = LEGACY_SIGNALEMENT_MIGRATIONS.length): readonly LegacyMigration[] {
  if (from > LEGACY_SIGNALEMENT_MIGRATIONS.length) {
    throw new Error(`the reports' tables are at schema version ${from}, this code knows up to ${LEGACY_SIGNALEMENT_MIGRATIONS.length}: run a newer version of annonces-nc`);
  }
  return LEGACY_SIGNALEMENT_MIGRATIONS.slice(from, Math.max(from, to));
}

/** Runs `work` in one BEGIN IMMEDIATE transaction (the write lock taken at BEGIN). */
function immediate<R>(db: DatabaseSync, work: () => R): R {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
/** sqlite-signalement-store.ts's `migrate`, as released. */
export function legacyMigrateSqliteSignalements(db: DatabaseSync, to: number | undefined): void {
  db.exec(SQLITE_VERSION_TABLE);
  const row = db.prepare('SELECT coalesce(max(version), 0) AS v FROM signalement_schema_version').get() as { v: number | bigint };
  for (const migration of pendingMigrations(Number(row.v), to)) {
    immediate(db, () => {
      db.exec(migration.sqlite);
      db.prepare(`INSERT INTO signalement_schema_version (version, name, applied_at) VALUES (?, ?, datetime('now'))`).run(migration.version, migration.name);
    });
  }
}

/** What postgres-signalement-store.ts ran at opening, as released: every pending migration in one transaction, on a client holding the transaction's advisory lock. */
export async function legacyMigratePostgresSignalements(client: pg.ClientBase, to: number | undefined): Promise<void> {
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [7_316_025]);
    await client.query(POSTGRES_VERSION_TABLE);
    const found = await client.query<{ v: number }>('SELECT coalesce(max(version), 0)::INTEGER AS v FROM signalement_schema_version');
    for (const migration of pendingMigrations(Number(found.rows[0]?.v ?? 0), to)) {
      await client.query(migration.postgres);
      await client.query('INSERT INTO signalement_schema_version (version, name, applied_at) VALUES ($1, $2, now())', [migration.version, migration.name]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
