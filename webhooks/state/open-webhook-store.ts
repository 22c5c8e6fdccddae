import type { Logger } from '../../platform/logger.ts';
import { openPostgresWebhookStore } from './postgres-webhook-store.ts';
import { openSqliteWebhookStore } from './sqlite-webhook-store.ts';
import type { WebhookStore } from './webhook-store.ts';

/** PostgreSQL when DATABASE_URL is set (several API instances), else the embedded SQLite file. */
export async function openWebhookStore(options: { databaseUrl: string | null; sqlitePath: string }, logger: Logger): Promise<WebhookStore> {
  return options.databaseUrl ? openPostgresWebhookStore(options.databaseUrl, { logger }) : openSqliteWebhookStore(options.sqlitePath);
}
