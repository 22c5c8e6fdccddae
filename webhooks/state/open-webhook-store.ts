import type { Logger } from '../../platform/logger.js';
import { openPostgresWebhookStore } from './postgres-webhook-store.js';
import { openSqliteWebhookStore } from './sqlite-webhook-store.js';
import type { WebhookStore } from './webhook-store.js';

/** PostgreSQL when DATABASE_URL is set (several API instances), else the embedded SQLite file. */
export async function openWebhookStore(options: { databaseUrl: string | null; sqlitePath: string }, logger: Logger): Promise<WebhookStore> {
  return options.databaseUrl ? openPostgresWebhookStore(options.databaseUrl, { logger }) : openSqliteWebhookStore(options.sqlitePath);
}
