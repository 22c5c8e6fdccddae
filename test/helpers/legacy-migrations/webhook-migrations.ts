/**
 * The webhook database's migrations and runner as released before the shared runner
 * (platform/migrations/), copied verbatim: tests make databases with them, as a running API
 * made them, and check that the shared runner reads them unchanged and that the templated SQL of
 * every released migration is still the SQL below.
 */
import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';

export interface LegacyMigration {
  version: number;
  name: string;
  sqlite: string;
  postgres: string;
}


/**
 * The webhook database as it was when its migrations were first numbered. Every statement
 * is CREATE ... IF NOT EXISTS, so it also brings a database made before the numbering (which
 * has these tables and no version) to version 1 without touching its rows.
 */
const baseline: LegacyMigration = {
  version: 1,
  name: 'baseline',
  sqlite: `
CREATE TABLE IF NOT EXISTS webhook_subscriptions (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  url TEXT NOT NULL,
  host TEXT NOT NULL,
  description TEXT,
  signed INTEGER NOT NULL,
  secret TEXT,
  previous_secret TEXT,
  previous_secret_expires_at INTEGER,
  status TEXT NOT NULL,
  disabled_reason TEXT,
  disabled_at INTEGER,
  failing_since INTEGER,
  last_success_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_subscriptions_key ON webhook_subscriptions (key_id, created_at);
CREATE TABLE IF NOT EXISTS webhook_subscription_ridets (
  ridet TEXT NOT NULL,
  subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  PRIMARY KEY (ridet, subscription_id)
);
CREATE INDEX IF NOT EXISTS webhook_subscription_ridets_subscription ON webhook_subscription_ridets (subscription_id);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  dedupe_key TEXT NOT NULL,
  annonce_id TEXT,
  ridet TEXT,
  snapshot_id TEXT,
  payload TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  schedule_index INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER,
  lease_until INTEGER,
  lease_token TEXT,
  last_status_code INTEGER,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (subscription_id, event, dedupe_key)
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at, id);
CREATE INDEX IF NOT EXISTS webhook_deliveries_log ON webhook_deliveries (subscription_id, created_at, id);
CREATE TABLE IF NOT EXISTS webhook_attempts (
  delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  attempted_at INTEGER NOT NULL,
  duration_ms INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  ok INTEGER NOT NULL,
  PRIMARY KEY (delivery_id, number)
);
CREATE TABLE IF NOT EXISTS webhook_processed_snapshots (
  snapshot_id TEXT PRIMARY KEY,
  processed_at INTEGER NOT NULL,
  deliveries INTEGER NOT NULL,
  baseline INTEGER NOT NULL
);
`,
  postgres: `
CREATE TABLE IF NOT EXISTS webhook_subscriptions (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  url TEXT NOT NULL,
  host TEXT NOT NULL,
  description TEXT,
  signed BOOLEAN NOT NULL,
  secret TEXT,
  previous_secret TEXT,
  previous_secret_expires_at BIGINT,
  status TEXT NOT NULL,
  disabled_reason TEXT,
  disabled_at BIGINT,
  failing_since BIGINT,
  last_success_at BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS webhook_subscriptions_key ON webhook_subscriptions (key_id, created_at);
CREATE TABLE IF NOT EXISTS webhook_subscription_ridets (
  ridet TEXT NOT NULL,
  subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  PRIMARY KEY (ridet, subscription_id)
);
CREATE INDEX IF NOT EXISTS webhook_subscription_ridets_subscription ON webhook_subscription_ridets (subscription_id);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id TEXT PRIMARY KEY,
  subscription_id TEXT NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  dedupe_key TEXT NOT NULL,
  annonce_id TEXT,
  ridet TEXT,
  snapshot_id TEXT,
  payload TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  schedule_index INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT,
  lease_until BIGINT,
  lease_token TEXT,
  last_status_code INTEGER,
  last_error TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (subscription_id, event, dedupe_key)
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at, id);
CREATE INDEX IF NOT EXISTS webhook_deliveries_log ON webhook_deliveries (subscription_id, created_at, id);
CREATE TABLE IF NOT EXISTS webhook_attempts (
  delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  attempted_at BIGINT NOT NULL,
  duration_ms INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  ok BOOLEAN NOT NULL,
  PRIMARY KEY (delivery_id, number)
);
CREATE TABLE IF NOT EXISTS webhook_processed_snapshots (
  snapshot_id TEXT PRIMARY KEY,
  processed_at BIGINT NOT NULL,
  deliveries INTEGER NOT NULL,
  baseline BOOLEAN NOT NULL
);
`,
};

/**
 * The events a subscription receives: `annonce.updated` is opt-in, so every
 * subscription made before it keeps receiving `annonce.created` only. Stored as the event names
 * sorted and joined by commas (two names; no table for so little, and the same text in both
 * dialects).
 */
const subscriptionEvents: LegacyMigration = {
  version: 2,
  name: 'subscription-events',
  sqlite: `ALTER TABLE webhook_subscriptions ADD COLUMN events TEXT NOT NULL DEFAULT 'annonce.created';`,
  postgres: `ALTER TABLE webhook_subscriptions ADD COLUMN IF NOT EXISTS events TEXT NOT NULL DEFAULT 'annonce.created';`,
};

/**
 * A subscription is suspended while its key cannot have webhooks (revoked, unknown, or on a
 * plan without them): apart from the owner's `status`, which the suspension must not lose, so
 * that the subscription comes back as it was when the key does. `suspended_skipped` counts the
 * events not delivered meanwhile (docs/webhooks.md, "Suspension").
 */
const subscriptionSuspension: LegacyMigration = {
  version: 3,
  name: 'subscription-suspension',
  sqlite: `
ALTER TABLE webhook_subscriptions ADD COLUMN suspended_at INTEGER;
ALTER TABLE webhook_subscriptions ADD COLUMN suspended_reason TEXT;
ALTER TABLE webhook_subscriptions ADD COLUMN suspended_skipped INTEGER NOT NULL DEFAULT 0;
`,
  postgres: `
ALTER TABLE webhook_subscriptions ADD COLUMN IF NOT EXISTS suspended_at BIGINT;
ALTER TABLE webhook_subscriptions ADD COLUMN IF NOT EXISTS suspended_reason TEXT;
ALTER TABLE webhook_subscriptions ADD COLUMN IF NOT EXISTS suspended_skipped INTEGER NOT NULL DEFAULT 0;
`,
};

export const LEGACY_WEBHOOK_MIGRATIONS: readonly LegacyMigration[] = [baseline, subscriptionEvents, subscriptionSuspension];

/**
 * Numbered migrations of the webhook database, for both drivers. One row per migration applied
 * in `webhook_schema_version`; a database made before the numbering has none (version 0) and
 * migration 1 (CREATE ... IF NOT EXISTS) brings it to the baseline. Each migration runs in the
 * transaction that records it; a database newer than the code is refused, not written.
 */

interface WebhookMigrationOptions {
  /** Stop at this version (tests build older databases); default the latest. */
  to?: number;
  migrations?: readonly LegacyMigration[];
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

function plan(from: number, options: WebhookMigrationOptions, driver: string): LegacyMigration[] {
  const migrations = options.migrations ?? LEGACY_WEBHOOK_MIGRATIONS;
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`[webhooks] [${driver}] migration ${m.name} is numbered ${m.version}, expected ${i + 1}`);
  });
  if (from > migrations.length) {
    throw new Error(
      `[webhooks] [${driver}] the webhook database is at schema version ${from}, this code knows up to ${migrations.length}: run a newer version of annonces-nc`,
    );
  }
  return migrations.slice(from, options.to ?? migrations.length);
}

/** The version of a SQLite webhook database (0: none applied). */
function sqliteWebhookVersion(db: DatabaseSync): number {
  db.exec(SQLITE_VERSION_TABLE);
  const row = db.prepare('SELECT coalesce(max(version), 0) AS v FROM webhook_schema_version').get() as { v: number | bigint } | undefined;
  return Number(row?.v ?? 0);
}

/** Applies the missing migrations to a SQLite webhook database; returns the version reached. */
export function legacyMigrateSqliteWebhookStore(db: DatabaseSync, options: WebhookMigrationOptions = {}): number {
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
async function postgresWebhookVersion(client: pg.ClientBase): Promise<number> {
  await client.query(POSTGRES_VERSION_TABLE);
  const result = await client.query<{ v: number }>('SELECT coalesce(max(version), 0)::INTEGER AS v FROM webhook_schema_version');
  return Number(result.rows[0]?.v ?? 0);
}

/**
 * Applies the missing migrations to a PostgreSQL webhook database; returns the version reached.
 * Call under the driver's advisory lock, so two instances starting at once migrate once.
 */
export async function legacyMigratePostgresWebhookStore(client: pg.ClientBase, options: WebhookMigrationOptions = {}): Promise<number> {
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
