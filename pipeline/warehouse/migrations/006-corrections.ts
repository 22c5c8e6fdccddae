import type { WarehouseMigration } from './migration.ts';

/**
 * Operator corrections (pipeline/corrections/): the `corrections` table, one row per correction
 * ever made, never deleted (a taken-back one keeps its row, with who took it back and when), and
 * the `corrections` column of `announcements`, what the correction step applied to that row
 * (null: none, or the loader has just rewritten the row from the parse and the step has not run
 * since). No key on the table: ids are random and the only writer is the `corriger` command.
 */
export const corrections: WarehouseMigration = {
  version: 6,
  name: 'corrections',
  async up(connection) {
    await connection.run(`CREATE TABLE corrections (
      id VARCHAR NOT NULL,
      annonce_id VARCHAR NOT NULL,
      action VARCHAR NOT NULL,
      valeurs JSON NOT NULL,
      avant JSON,
      raison VARCHAR NOT NULL,
      par VARCHAR NOT NULL,
      cree_le TIMESTAMP NOT NULL,
      annulee_le TIMESTAMP,
      annulee_par VARCHAR,
      annulation_raison VARCHAR
    )`);
    await connection.run(`ALTER TABLE announcements ADD COLUMN corrections JSON`);
  },
};
