import type { WebhookMigration } from './webhook-migration.ts';

/**
 * The webhook database as it was when its migrations were first numbered. Every statement
 * is CREATE ... IF NOT EXISTS, so it also brings a database made before the numbering (which
 * has these tables and no version) to version 1 without touching its rows. One template for both
 * dialects: times are epoch milliseconds, flags booleans (0 and 1 in SQLite).
 */
export const baseline: WebhookMigration = {
  version: 1,
  name: 'baseline',
  sql: (d) => `
CREATE TABLE IF NOT EXISTS webhook_subscriptions (
  id TEXT PRIMARY KEY,
  key_id TEXT NOT NULL,
  url TEXT NOT NULL,
  host TEXT NOT NULL,
  description TEXT,
  signed ${d.boolean} NOT NULL,
  secret TEXT,
  previous_secret TEXT,
  previous_secret_expires_at ${d.epochMs},
  status TEXT NOT NULL,
  disabled_reason TEXT,
  disabled_at ${d.epochMs},
  failing_since ${d.epochMs},
  last_success_at ${d.epochMs},
  created_at ${d.epochMs} NOT NULL,
  updated_at ${d.epochMs} NOT NULL
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
  next_attempt_at ${d.epochMs},
  lease_until ${d.epochMs},
  lease_token TEXT,
  last_status_code INTEGER,
  last_error TEXT,
  created_at ${d.epochMs} NOT NULL,
  updated_at ${d.epochMs} NOT NULL,
  UNIQUE (subscription_id, event, dedupe_key)
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, next_attempt_at, id);
CREATE INDEX IF NOT EXISTS webhook_deliveries_log ON webhook_deliveries (subscription_id, created_at, id);
CREATE TABLE IF NOT EXISTS webhook_attempts (
  delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  attempted_at ${d.epochMs} NOT NULL,
  duration_ms INTEGER NOT NULL,
  status_code INTEGER,
  error TEXT,
  ok ${d.boolean} NOT NULL,
  PRIMARY KEY (delivery_id, number)
);
CREATE TABLE IF NOT EXISTS webhook_processed_snapshots (
  snapshot_id TEXT PRIMARY KEY,
  processed_at ${d.epochMs} NOT NULL,
  deliveries INTEGER NOT NULL,
  baseline ${d.boolean} NOT NULL
);
`,
};
