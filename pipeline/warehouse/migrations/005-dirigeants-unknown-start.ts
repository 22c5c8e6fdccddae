import type { WarehouseMigration } from './migration.ts';

/**
 * A mandate whose start was never published (the first notice naming it is its end) has no
 * opening announcement: `dirigeants.announcement_id` becomes nullable. And `derivation_version`,
 * the version of the company derivation rules the companies and officers were derived with
 * (pipeline/load/derive-companies.ts): empty here, so the next load derives every company again
 * with the current rules instead of leaving the records of quiet companies as they were.
 */
export const dirigeantsUnknownStart: WarehouseMigration = {
  version: 5,
  name: 'dirigeants-unknown-start',
  async up(connection) {
    await connection.run(`ALTER TABLE dirigeants ALTER COLUMN announcement_id DROP NOT NULL`);
    await connection.run(`CREATE TABLE derivation_version (version INTEGER NOT NULL)`);
  },
};
