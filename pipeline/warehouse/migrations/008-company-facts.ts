import type { WarehouseMigration } from './migration.ts';

/**
 * Company facts and the publication dates of mandates.
 *
 * - `dirigeants.publie_le`, `fin_publiee_le`: the publication dates of the notices that opened
 *   and closed a mandate, kept apart from its dates of effect (`depuis`, `jusqu_au`).
 * - `announcements.ocr_doutes`: the fields of a notice read by OCR holding words below the review
 *   threshold; `announcements.objet`: the activity the notice prints (correctable by
 *   `corriger --objet`). Null on rows loaded before: a reparse fills them.
 * - `companies`: the company facts (pipeline/load/derive-companies.ts): `objet` and the notice
 *   that printed it, `date_creation` with its origin (`avis_de_constitution`,
 *   `premiere_annonce`) and notice, `date_radiation` and its notice, `etablissements` (the
 *   RIDETs of the same RID seen, JSON).
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
    for (const column of [
      'objet VARCHAR', 'objet_annonce_id VARCHAR', 'date_creation DATE', 'date_creation_origine VARCHAR', 'date_creation_annonce_id VARCHAR',
      'date_radiation DATE', 'date_radiation_annonce_id VARCHAR', 'etablissements JSON',
    ]) {
      await connection.run(`ALTER TABLE companies ADD COLUMN ${column}`);
    }
    await connection.run(`ALTER TABLE dirigeants ADD COLUMN publie_le DATE`);
    await connection.run(`ALTER TABLE dirigeants ADD COLUMN fin_publiee_le DATE`);
  },
};
