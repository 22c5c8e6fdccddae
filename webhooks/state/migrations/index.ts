import { baseline } from './001-baseline.js';
import { subscriptionEvents } from './002-subscription-events.js';
import { subscriptionSuspension } from './003-subscription-suspension.js';
import type { WebhookMigration } from './webhook-migration.js';

/** Every migration of the webhook database, in order: a new one is appended, never inserted. */
export const WEBHOOK_MIGRATIONS: readonly WebhookMigration[] = [baseline, subscriptionEvents, subscriptionSuspension];
