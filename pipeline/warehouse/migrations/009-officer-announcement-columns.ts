import type { WarehouseMigration } from './migration.ts';

/**
 * The officers' two announcement columns take the names the company record publishes them
 * under (kernel/model/officer-record.ts): `announcement_id` becomes `annonce_debut`,
 * `closing_announcement_id` becomes `annonce_fin`. A column that stores a published field bears
 * the field's name (docs/architecture.md, "Column names"); these were the warehouse's only ones
 * that did not. The rows are kept as they are: no derivation again.
 */
export const officerAnnouncementColumns: WarehouseMigration = {
  version: 9,
  name: 'officer-announcement-columns',
  async up(connection) {
    await connection.run(`ALTER TABLE dirigeants RENAME COLUMN announcement_id TO annonce_debut`);
    await connection.run(`ALTER TABLE dirigeants RENAME COLUMN closing_announcement_id TO annonce_fin`);
  },
};
