import type { WebhookMigration } from './webhook-migration.ts';

/**
 * A subscription is suspended while its key cannot have webhooks (revoked, unknown, or on a
 * plan without them): apart from the owner's `status`, which the suspension must not lose, so
 * that the subscription comes back as it was when the key does. `suspended_skipped` counts the
 * events not delivered meanwhile (docs/webhooks.md, "Suspension").
 */
export const subscriptionSuspension: WebhookMigration = {
  version: 3,
  name: 'subscription-suspension',
  sql: (d) => `
ALTER TABLE webhook_subscriptions ADD COLUMN ${d.ifNotExists}suspended_at ${d.epochMs};
ALTER TABLE webhook_subscriptions ADD COLUMN ${d.ifNotExists}suspended_reason TEXT;
ALTER TABLE webhook_subscriptions ADD COLUMN ${d.ifNotExists}suspended_skipped INTEGER NOT NULL DEFAULT 0;
`,
};
