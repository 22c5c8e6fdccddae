import type { WarehouseMigration } from './migration.ts';

/**
 * `dirigeants.closing_announcement_id`: the announcement that ended a mandate (the
 * company record's former officers). Null on rows derived before: the next load derives every
 * company again (`derivation_version`, migration 5), which fills it.
 */
export const dirigeantsClosing: WarehouseMigration = {
  version: 4,
  name: 'dirigeants-closing',
  async up(connection) {
    await connection.run(`ALTER TABLE dirigeants ADD COLUMN closing_announcement_id VARCHAR`);
  },
};
