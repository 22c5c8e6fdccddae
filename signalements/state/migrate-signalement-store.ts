import type { DatabaseSync } from 'node:sqlite';
import type pg from 'pg';
import { migratePostgres } from '../../platform/migrations/postgres-target.ts';
import { migrateSqlite } from '../../platform/migrations/sqlite-target.ts';
import { SIGNALEMENT_MIGRATIONS } from './migrations/index.ts';

/**
 * The reports' tables live in the webhook database (same SQLite file, same PostgreSQL database)
 * but are numbered on their own (`signalement_schema_version`, migrations in ./migrations/): the
 * webhook migrations and these evolve independently, and neither module has to know the
 * other's. Both go through the shared runner (platform/migrations/); its MigrationError is
 * wrapped in `signalements_unavailable` by the stores' openers.
 */
const VERSION_TABLE = 'signalement_schema_version';

/** The reports' own advisory lock (not the webhooks'): it also serialises the cap of open reports. */
export const SIGNALEMENT_LOCK = 7_316_025;

const settings = (driver: string, to: number | undefined) => ({
  store: { label: `[signalements] [${driver}]`, subject: "the reports' store" },
  versionTable: VERSION_TABLE,
  migrations: SIGNALEMENT_MIGRATIONS,
  ...(to === undefined ? {} : { to }),
});

/** Brings the reports' tables of a SQLite database to the latest version (or `to`, tests). */
export function migrateSqliteSignalements(db: DatabaseSync, to?: number): void {
  migrateSqlite(db, settings('sqlite', to));
}

/** Brings the reports' tables of a PostgreSQL database to the latest version (or `to`, tests), under the reports' lock. */
export async function migratePostgresSignalements(client: pg.ClientBase, to?: number): Promise<void> {
  await migratePostgres(client, { ...settings('postgres', to), lockKey: SIGNALEMENT_LOCK });
}
