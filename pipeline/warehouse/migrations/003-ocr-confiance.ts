import type { WarehouseMigration } from './migration.ts';

/** `ocr_confiance`: the mean word confidence of an OCR reading (0..1); null for every notice before. */
export const ocrConfiance: WarehouseMigration = {
  version: 3,
  name: 'ocr-confiance',
  async up(connection) {
    await connection.run(`ALTER TABLE announcements ADD COLUMN ocr_confiance DOUBLE`);
  },
};
