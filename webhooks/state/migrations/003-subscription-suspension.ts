import type { WebhookMigration } from './webhook-migration.js';

/**
 * A subscription is suspended while its key cannot have webhooks (revoked, unknown, or on a
 * plan without them): apart from the owner's `status`, which the suspension must not lose, so
 * that the subscription comes back as it was when the key does. `suspended_skipped` counts the
 * events not delivered meanwhile (docs/webhooks.md, "Suspension").
 */
export const subscriptionSuspension: WebhookMigration = {
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
