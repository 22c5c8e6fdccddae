import type { WarehouseMigration } from './migration.ts';

/** `ocr`: the notice's text was read by OCR from a scanned page; false for every notice before. */
export const ocr: WarehouseMigration = {
  version: 2,
  name: 'ocr',
  async up(connection) {
    await connection.run(`ALTER TABLE announcements ADD COLUMN ocr BOOLEAN DEFAULT false`);
  },
};
