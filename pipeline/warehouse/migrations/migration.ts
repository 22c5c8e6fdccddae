import type { DuckdbMigration } from '../../../platform/migrations/duckdb-target.ts';

/**
 * One step of the warehouse's schema, numbered from 1, applied by the shared runner
 * (platform/migrations/) inside the transaction that records it in `schema_version`: it is never
 * edited once released, a later change is a new migration.
 *
 * DuckDB refuses to commit a transaction that altered one table twice when one of the ALTERs
 * adds a column with a DEFAULT ("another transaction has altered this table"), so a migration
 * adding such a column alters that table only once: it and another new column of
 * `announcements` are two migrations. Nullable columns without a default may share one
 * (measured with DuckDB 1.5: migration 008). `transactional: false` is for the baseline alone,
 * which alters tables several times.
 */
export type WarehouseMigration = DuckdbMigration;
