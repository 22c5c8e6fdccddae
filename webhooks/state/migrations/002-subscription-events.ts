import type { WebhookMigration } from './webhook-migration.ts';

/**
 * The events a subscription receives: `annonce.updated` is opt-in, so every
 * subscription made before it keeps receiving `annonce.created` only. Stored as the event names
 * sorted and joined by commas (two names; no table for so little, and the same text in both
 * dialects).
 */
export const subscriptionEvents: WebhookMigration = {
  version: 2,
  name: 'subscription-events',
  sql: (d) => `ALTER TABLE webhook_subscriptions ADD COLUMN ${d.ifNotExists}events TEXT NOT NULL DEFAULT 'annonce.created';`,
};
