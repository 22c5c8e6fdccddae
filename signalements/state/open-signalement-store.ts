import { openPostgresSignalementStore } from './postgres-signalement-store.js';
import { openSqliteSignalementStore } from './sqlite-signalement-store.js';
import type { SignalementStore } from './signalement-store.js';

/** The webhook database's location (webhooks/webhook-settings.ts): PostgreSQL when DATABASE_URL is set, else its SQLite file. */
export async function openSignalementStore(options: { databaseUrl: string | null; sqlitePath: string }): Promise<SignalementStore> {
  return options.databaseUrl ? openPostgresSignalementStore(options.databaseUrl) : openSqliteSignalementStore(options.sqlitePath);
}
