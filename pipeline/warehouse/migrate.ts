import type { DuckDBConnection } from '@duckdb/node-api';
import { AppError } from '../../kernel/errors/app-error.ts';
import { duckdbVersion, migrateDuckdb } from '../../platform/migrations/duckdb-target.ts';
import type { MigrationResult } from '../../platform/migrations/migration.ts';
import { MigrationError } from '../../platform/migrations/migration-error.ts';
import { WAREHOUSE_MIGRATIONS } from './migrations/index.ts';
import type { WarehouseMigration } from './migrations/migration.ts';

/** The warehouse's own codes, which the command line renders in French (cli/french-errors.ts). */
export class WarehouseMigrationError extends AppError<'warehouse_migration_failed' | 'warehouse_schema_newer'> {}

const STORE = { label: '[warehouse]', subject: 'the warehouse' };

/**
 * The version a warehouse is at (0: none applied). A warehouse made before migrations were
 * numbered has no `schema_version`: it is at version 0 whatever it holds, and migration 1 brings
 * it to the baseline.
 *
 * @internal The migration tests read the version a run left.
 */
export function warehouseVersion(connection: DuckDBConnection): Promise<number> {
  return duckdbVersion(connection);
}

/**
 * Brings the warehouse to the latest version (or to `options.to`, for tests that build an
 * older one) with the shared runner: a failure leaves the warehouse at the last version that
 * succeeded, and a warehouse newer than this code is refused rather than written with an older
 * idea of its schema. A wrongly numbered list (MigrationError `migration_numbering_invalid`) is
 * a fault of the code, not of the warehouse, and keeps its code.
 */
export async function migrateWarehouse(
  connection: DuckDBConnection,
  options: { to?: number; migrations?: readonly WarehouseMigration[] } = {},
): Promise<MigrationResult> {
  try {
    return await migrateDuckdb(connection, { store: STORE, migrations: options.migrations ?? WAREHOUSE_MIGRATIONS, ...(options.to === undefined ? {} : { to: options.to }) });
  } catch (error) {
    if (!MigrationError.is(error) || error.code === 'migration_numbering_invalid') throw error;
    const code = error.code === 'migration_schema_newer' ? 'warehouse_schema_newer' : 'warehouse_migration_failed';
    throw new WarehouseMigrationError(code, error.message, { cause: error.cause });
  }
}
