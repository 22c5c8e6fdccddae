/**
 * One step of the webhook database's schema, numbered from 1, in both dialects (the two drivers
 * keep the same tables). Applied once per database inside the transaction that records it in
 * `webhook_schema_version` (../migrate-webhook-store.ts); never edited once released.
 */
export interface WebhookMigration {
  version: number;
  /** Short kebab-case name, as in the file name. */
  name: string;
  /** SQL for node:sqlite (several statements). */
  sqlite: string;
  /** SQL for PostgreSQL (several statements). */
  postgres: string;
}
