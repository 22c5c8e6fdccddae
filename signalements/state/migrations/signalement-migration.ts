import type { SqlMigration } from '../../../platform/migrations/sql-dialect.ts';

/** One numbered change of the reports' tables, one template for both dialects (released ones are never edited). */
export type SignalementMigration = SqlMigration;
