import type { SignalementMigration } from './signalement-migration.ts';

/**
 * The three columns whose values `GET /v1/signalements/{id}` publishes take the names
 * `SignalementSuivi` gives them (docs/architecture.md, "Column names"): `created_at` becomes
 * `cree_le`, `settled_at` `clos_le`, `rejection_reason` `motif_rejet`. The rows are kept as they
 * are (times stay epoch milliseconds), and both dialects carry the indexes on `created_at`
 * along. A plain RENAME in both: PostgreSQL has no RENAME COLUMN IF EXISTS, and the step runs in
 * the transaction that records it, under the reports' lock, so it never runs twice.
 */
export const contractNames: SignalementMigration = {
  version: 4,
  name: 'contract-names',
  sql: () => `ALTER TABLE signalements RENAME COLUMN created_at TO cree_le;
ALTER TABLE signalements RENAME COLUMN settled_at TO clos_le;
ALTER TABLE signalements RENAME COLUMN rejection_reason TO motif_rejet;`,
};
