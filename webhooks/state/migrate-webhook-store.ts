import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import { WEBHOOK_MIGRATIONS } from './migrations/index.js';
import type { WebhookMigration } from './migrations/webhook-migration.js';
import { WebhookStoreError } from './webhook-store-error.js';

/**
 * Numbered migrations of the webhook database, for both drivers. One row per migration applied
 * in `webhook_schema_version`; a database made before the numbering has none (version 0) and
 * migration 1 (CREATE ... IF NOT EXISTS) brings it to the baseline. Each migration runs in the
 * transaction that records it; a database newer than the code is refused, not written.
 */

export interface WebhookMigrationOptions {
  /** Stop at this version (tests build older databases); default the latest. */
  to?: number;
  migrations?: readonly WebhookMigration[];
}

const SQLITE_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS webhook_schema_version (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

const POSTGRES_VERSION_TABLE = `CREATE TABLE IF NOT EXISTS webhook_schema_version (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TIMESTAMPTZ NOT NULL
)`;

function plan(from: number, options: WebhookMigrationOptions, driver: string): WebhookMigration[] {
  const migrations = options.migrations ?? WEBHOOK_MIGRATIONS;
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new WebhookStoreError('webhook_store_unavailable', `[webhooks] [${driver}] migration ${m.name} is numbered ${m.version}, expected ${i + 1}`);
  });
  if (from > migrations.length) {
    throw new WebhookStoreError(
      'webhook_store_unavailable',
      `[webhooks] [${driver}] the webhook database is at schema version ${from}, this code knows up to ${migrations.length}: run a newer version of annonces-nc`,
    );
  }
  return migrations.slice(from, options.to ?? migrations.length);
}

/** The version of a SQLite webhook database (0: none applied). */
export function sqliteWebhookVersion(db: DatabaseSync): number {
  db.exec(SQLITE_VERSION_TABLE);
  const row = db.prepare('SELECT coalesce(max(version), 0) AS v FROM webhook_schema_version').get() as { v: number | bigint } | undefined;
  return Number(row?.v ?? 0);
}

/** Applies the missing migrations to a SQLite webhook database; returns the version reached. */
export function migrateSqliteWebhookStore(db: DatabaseSync, options: WebhookMigrationOptions = {}): number {
  let version = sqliteWebhookVersion(db);
  for (const migration of plan(version, options, 'sqlite')) {
    db.exec('BEGIN IMMEDIATE');
    try {
      db.exec(migration.sqlite);
      db.prepare(`INSERT INTO webhook_schema_version (version, name, applied_at) VALUES (?, ?, datetime('now'))`).run(migration.version, migration.name);
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
    version = migration.version;
  }
  return version;
}

/** The version of a PostgreSQL webhook database (0: none applied). */
export async function postgresWebhookVersion(client: pg.ClientBase): Promise<number> {
  await client.query(POSTGRES_VERSION_TABLE);
  const result = await client.query<{ v: number }>('SELECT coalesce(max(version), 0)::INTEGER AS v FROM webhook_schema_version');
  return Number(result.rows[0]?.v ?? 0);
}

/**
 * Applies the missing migrations to a PostgreSQL webhook database; returns the version reached.
 * Call under the driver's advisory lock, so two instances starting at once migrate once.
 */
export async function migratePostgresWebhookStore(client: pg.ClientBase, options: WebhookMigrationOptions = {}): Promise<number> {
  let version = await postgresWebhookVersion(client);
  for (const migration of plan(version, options, 'postgres')) {
    await client.query('BEGIN');
    try {
      await client.query(migration.postgres);
      await client.query(`INSERT INTO webhook_schema_version (version, name, applied_at) VALUES ($1, $2, now())`, [migration.version, migration.name]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
    version = migration.version;
  }
  return version;
}
