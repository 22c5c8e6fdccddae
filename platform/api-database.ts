import path from 'node:path';
import type { Config } from './config.ts';

/**
 * Where the API process keeps its own state, the webhooks' subscriptions and deliveries and the
 * readers' reports alike: PostgreSQL when DATABASE_URL is set (several API servers share it), else
 * one SQLite file under DATA_DIR. One place, so that the modules that keep state there agree on it
 * without reading one another's settings.
 */
export interface ApiDatabaseLocation {
  /** PostgreSQL URL, or null for the embedded SQLite file. */
  databaseUrl: string | null;
  /** The SQLite file used when `databaseUrl` is null. */
  sqlitePath: string;
}

export function apiDatabaseLocation(config: Pick<Config, 'dataDir' | 'settings'>): ApiDatabaseLocation {
  return { databaseUrl: config.settings.DATABASE_URL, sqlitePath: path.join(config.dataDir, 'api', 'webhooks.sqlite') };
}
