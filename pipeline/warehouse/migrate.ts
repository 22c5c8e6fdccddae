import type { DuckDBConnection } from '@duckdb/node-api';
import { AppError, errorMessage } from '../../kernel/errors/app-error.js';
import { WAREHOUSE_MIGRATIONS } from './migrations/index.js';
import type { WarehouseMigration } from './migrations/migration.js';

export class WarehouseMigrationError extends AppError<'warehouse_migration_failed' | 'warehouse_schema_newer'> {}

/**
 * One row per migration applied to this warehouse. A warehouse made before migrations were
 * numbered has none: it is at version 0 whatever it holds, and migration 1 brings it to the
 * baseline.
 */
const VERSION_TABLE = `CREATE TABLE IF NOT EXISTS schema_version (
  version INTEGER NOT NULL,
  name VARCHAR NOT NULL,
  applied_at TIMESTAMP NOT NULL
)`;

export interface MigrationResult {
  from: number;
  to: number;
}

/** The version a warehouse is at (0: none applied). */
export async function warehouseVersion(connection: DuckDBConnection): Promise<number> {
  const exists = await connection.runAndReadAll(
    `SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name = 'schema_version' AND schema_name = 'main'`,
  );
  if (Number(exists.getRowObjectsJson()[0]?.['n'] ?? 0) === 0) return 0;
  const row = await connection.runAndReadAll(`SELECT coalesce(max(version), 0)::INTEGER AS v FROM schema_version`);
  return Number(row.getRowObjectsJson()[0]?.['v'] ?? 0);
}

/**
 * Brings the warehouse to the latest version (or to `options.to`, for tests that build an
 * older one), applying the missing migrations in order, each inside the transaction that
 * records it in `schema_version` (see migrations/migration.ts for the baseline's exception):
 * a failure leaves the warehouse at the last version that succeeded, never half-migrated. A
 * warehouse newer than this code is refused rather than written with an older idea of its schema.
 */
export async function migrateWarehouse(
  connection: DuckDBConnection,
  options: { to?: number; migrations?: readonly WarehouseMigration[] } = {},
): Promise<MigrationResult> {
  const migrations = options.migrations ?? WAREHOUSE_MIGRATIONS;
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new WarehouseMigrationError('warehouse_migration_failed', `[warehouse] migration ${m.name} is numbered ${m.version}, expected ${i + 1}`);
  });
  const latest = migrations.length;
  const target = options.to ?? latest;
  const from = await warehouseVersion(connection);
  if (from > latest) {
    throw new WarehouseMigrationError(
      'warehouse_schema_newer',
      `[warehouse] the warehouse is at schema version ${from}, this code knows up to ${latest}: run a newer version of annonces-nc`,
    );
  }
  if (from >= target) return { from, to: from };
  await connection.run(VERSION_TABLE);
  for (const migration of migrations.slice(from, target)) {
    const record = () => connection.run(`INSERT INTO schema_version (version, name, applied_at) VALUES ($1, $2, now())`, [migration.version, migration.name]);
    try {
      if (migration.transactional === false) {
        await migration.up(connection);
        await record();
        continue;
      }
      await connection.run('BEGIN TRANSACTION');
      try {
        await migration.up(connection);
        await record();
        await connection.run('COMMIT');
      } catch (error) {
        // A failed COMMIT has already ended the transaction.
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    } catch (error) {
      throw new WarehouseMigrationError(
        'warehouse_migration_failed',
        `[warehouse] cannot migrate from version ${migration.version - 1} to ${migration.version}: ${errorMessage(error)}`,
        { cause: error },
      );
    }
  }
  return { from, to: target };
}
