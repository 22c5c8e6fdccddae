import { baseline } from './001-baseline.ts';
import { subscriptionEvents } from './002-subscription-events.ts';
import { subscriptionSuspension } from './003-subscription-suspension.ts';
import { contractNames } from './004-contract-names.ts';
import type { WebhookMigration } from './webhook-migration.ts';

/** Every migration of the webhook database, in order: a new one is appended, never inserted. */
export const WEBHOOK_MIGRATIONS: readonly WebhookMigration[] = [baseline, subscriptionEvents, subscriptionSuspension, contractNames];
