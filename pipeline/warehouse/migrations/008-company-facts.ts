import type { WarehouseMigration } from './migration.js';

/**
 * Company facts and the publication dates of mandates (issue 33 item 4, issue 35 item 5).
 *
 * - `dirigeants.publie_le`, `fin_publiee_le`: the publication dates of the notices that opened
 *   and closed a mandate, kept apart from its dates of effect (`depuis`, `jusqu_au`).
 * - `announcements.ocr_doutes`: the fields of a notice read by OCR holding words below the review
 *   threshold (issue 33 item 3); `announcements.objet`: the activity the notice prints (issue 35
 *   item 5, correctable by `corriger --objet`). Null on rows loaded before: a reparse fills them.
 *
 * Null on rows derived before: DERIVATION_VERSION 4 derives every company again at the next load.
 * The columns are nullable without a default: DuckDB commits several such ALTERs of one table in
 * one transaction (it refuses when one of them has a DEFAULT, migration.ts).
 */
export const companyFacts: WarehouseMigration = {
  version: 8,
  name: 'company-facts',
  async up(connection) {
    await connection.run(`ALTER TABLE announcements ADD COLUMN ocr_doutes JSON`);
    await connection.run(`ALTER TABLE announcements ADD COLUMN objet VARCHAR`);
    await connection.run(`ALTER TABLE dirigeants ADD COLUMN publie_le DATE`);
    await connection.run(`ALTER TABLE dirigeants ADD COLUMN fin_publiee_le DATE`);
  },
};
