import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import type { MigrationOptions } from '../../platform/migrations/migration.ts';
import { migratePostgres, postgresVersion } from '../../platform/migrations/postgres-target.ts';
import { migrateSqlite, sqliteVersion } from '../../platform/migrations/sqlite-target.ts';
import { WEBHOOK_MIGRATIONS } from './migrations/index.ts';
import type { WebhookMigration } from './migrations/webhook-migration.ts';

/**
 * The webhook database's numbered migrations, for both drivers, through the shared runner
 * (platform/migrations/). One row per migration applied in `webhook_schema_version`; a database
 * made before the numbering has none (version 0) and migration 1 (CREATE ... IF NOT EXISTS)
 * brings it to the baseline. Errors are the runner's MigrationError; the stores' openers wrap
 * them in `webhook_store_unavailable`.
 */

export interface WebhookMigrationOptions extends MigrationOptions {
  migrations?: readonly WebhookMigration[];
}

const VERSION_TABLE = 'webhook_schema_version';

// Two instances starting at once must not race on CREATE TABLE IF NOT EXISTS (it is not atomic
// in PostgreSQL): the migrations run under this advisory lock (the reports' is another).
const MIGRATION_LOCK = 7_316_001;

const settings = (driver: string, options: WebhookMigrationOptions) => ({
  store: { label: `[webhooks] [${driver}]`, subject: 'the webhook database' },
  versionTable: VERSION_TABLE,
  migrations: options.migrations ?? WEBHOOK_MIGRATIONS,
  ...(options.to === undefined ? {} : { to: options.to }),
});

/**
 * The version of a SQLite webhook database (0: none applied).
 *
 * @internal The migration tests read the version a run left.
 */
export function sqliteWebhookVersion(db: DatabaseSync): number {
  return sqliteVersion(db, VERSION_TABLE);
}

/** Applies the missing migrations to a SQLite webhook database; returns the version reached. */
export function migrateSqliteWebhookStore(db: DatabaseSync, options: WebhookMigrationOptions = {}): number {
  return migrateSqlite(db, settings('sqlite', options)).to;
}

/**
 * The version of a PostgreSQL webhook database (0: none applied).
 *
 * @internal The migration tests read the version a run left.
 */
export function postgresWebhookVersion(client: pg.ClientBase): Promise<number> {
  return postgresVersion(client, VERSION_TABLE);
}

/** Applies the missing migrations to a PostgreSQL webhook database, under its advisory lock; returns the version reached. */
export async function migratePostgresWebhookStore(client: pg.ClientBase, options: WebhookMigrationOptions = {}): Promise<number> {
  return (await migratePostgres(client, { ...settings('postgres', options), lockKey: MIGRATION_LOCK })).to;
}
