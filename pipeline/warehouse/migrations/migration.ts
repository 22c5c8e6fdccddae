import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * One step of the warehouse's schema, numbered from 1. A migration runs once per warehouse,
 * inside the transaction that records it in `schema_version` (pipeline/warehouse/migrate.ts):
 * it is never edited once released, a later change is a new migration.
 *
 * DuckDB refuses to commit a transaction that altered one table twice when one of the ALTERs
 * adds a column with a DEFAULT ("another transaction has altered this table"), so a migration
 * adding such a column alters that table only once: it and another new column of
 * `announcements` are two migrations. Nullable columns without a default may share one
 * (measured with DuckDB 1.5: migration 008).
 */
export interface WarehouseMigration {
  version: number;
  /** Short kebab-case name, as in the file name (`002-ocr.ts`: `ocr`). */
  name: string;
  up(connection: DuckDBConnection): Promise<void>;
  /**
   * false: `up` runs its statements one by one (each committed on its own) and must be safe to
   * run again after a crash part-way; only the baseline, which alters tables several times.
   */
  transactional?: false;
}
