import type { SqlMigration } from '../../../platform/migrations/sql-dialect.ts';

/**
 * One step of the webhook database's schema, numbered from 1, one template for both dialects
 * (the two drivers keep the same tables). Applied once per database by the shared runner inside
 * the transaction that records it in `webhook_schema_version` (../migrate-webhook-store.ts);
 * never edited once released.
 */
export type WebhookMigration = SqlMigration;
