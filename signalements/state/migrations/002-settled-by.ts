import type { SignalementMigration } from './signalement-migration.ts';

/**
 * Who settled a report, and why one was rejected (statut `rejete`, `pipeline signalement
 * rejeter`): an operator's decision is recorded with its author, as a correction is. Both null
 * on reports settled before (the correction they name has its author) and on open ones.
 */
export const settledBy: SignalementMigration = {
  version: 2,
  name: 'settled-by',
  sql: (d) => `ALTER TABLE signalements ADD COLUMN ${d.ifNotExists}settled_by TEXT;
ALTER TABLE signalements ADD COLUMN ${d.ifNotExists}rejection_reason TEXT;`,
};
