import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * One step of the warehouse's schema, numbered from 1. A migration runs once per warehouse,
 * inside the transaction that records it in `schema_version` (pipeline/warehouse/migrate.ts):
 * it is never edited once released, a later change is a new migration.
 */
export interface WarehouseMigration {
  version: number;
  /** Short kebab-case name, as in the file name (`002-ocr.ts`: `ocr`). */
  name: string;
  up(connection: DuckDBConnection): Promise<void>;
}
