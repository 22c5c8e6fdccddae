import type { WarehouseMigration } from './migration.ts';

/**
 * The quarantine's `reason` takes the name its entries are printed under (`quarantine --json`,
 * `revue`: `motif`): a column that stores a published field bears the field's name
 * (docs/architecture.md, "Column names"). `detail`, `extrait` and `url` are printed under their
 * own names already; the run ids are bookkeeping, as in `announcements`.
 *
 * DuckDB (1.5) renames a column of a table whose only index is its PRIMARY KEY, as quarantine's
 * is; it refuses any ALTER of a table that a CREATE INDEX depends on, so a later rename of such
 * a table rebuilds it instead.
 */
export const quarantineMotif: WarehouseMigration = {
  version: 10,
  name: 'quarantine-motif',
  async up(connection) {
    await connection.run(`ALTER TABLE quarantine RENAME COLUMN reason TO motif`);
  },
};
