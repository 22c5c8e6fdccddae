import { createLogger, type Logger } from '../../platform/logger.js';
import { openPostgresSignalementStore } from './postgres-signalement-store.js';
import { openSqliteSignalementStore } from './sqlite-signalement-store.js';
import type { SignalementStore } from './signalement-store.js';

/**
 * The webhook database's location (webhooks/webhook-settings.ts): PostgreSQL when DATABASE_URL
 * is set, else its SQLite file. `logger` hears of lost connections; a command line's stderr by
 * default.
 */
export async function openSignalementStore(
  options: { databaseUrl: string | null; sqlitePath: string },
  logger: Logger = createLogger({ level: 'error', name: 'signalements' }),
): Promise<SignalementStore> {
  return options.databaseUrl ? openPostgresSignalementStore(options.databaseUrl, { logger }) : openSqliteSignalementStore(options.sqlitePath);
}
