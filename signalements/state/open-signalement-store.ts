import type { Logger } from '../../platform/logger.ts';
import { openSqliteSignalementStore } from './sqlite-signalement-store.ts';
import type { SignalementStore } from './signalement-store.ts';

/**
 * The webhook database's location (webhooks/webhook-settings.ts): PostgreSQL when DATABASE_URL
 * is set, else its SQLite file. `logger` hears of lost connections; a command line's stderr by
 * default. The PostgreSQL client and the logger load only when DATABASE_URL is set: `pipeline
 * revue` on the SQLite file starts without them.
 */
export async function openSignalementStore(options: { databaseUrl: string | null; sqlitePath: string }, logger?: Logger): Promise<SignalementStore> {
  if (!options.databaseUrl) return openSqliteSignalementStore(options.sqlitePath);
  const [{ openPostgresSignalementStore }, { createLogger }] = await Promise.all([import('./postgres-signalement-store.ts'), import('../../platform/logger.ts')]);
  return openPostgresSignalementStore(options.databaseUrl, { logger: logger ?? createLogger({ level: 'error', name: 'signalements' }) });
}
