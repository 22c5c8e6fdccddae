import type { SignalementMigration } from './signalement-migration.js';

/**
 * Who settled a report, and why one was rejected (statut `rejete`, `pipeline signalement
 * rejeter`): an operator's decision is recorded with its author, as a correction is. Both null
 * on reports settled before (the correction they name has its author) and on open ones.
 */
export const settledBy: SignalementMigration = {
  version: 2,
  name: 'settled-by',
  sqlite: `ALTER TABLE signalements ADD COLUMN settled_by TEXT;
ALTER TABLE signalements ADD COLUMN rejection_reason TEXT;`,
  postgres: `ALTER TABLE signalements ADD COLUMN IF NOT EXISTS settled_by TEXT;
ALTER TABLE signalements ADD COLUMN IF NOT EXISTS rejection_reason TEXT;`,
};
