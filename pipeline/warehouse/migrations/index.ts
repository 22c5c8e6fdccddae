import { baseline } from './001-baseline.js';
import { ocr } from './002-ocr.js';
import { ocrConfiance } from './003-ocr-confiance.js';
import type { WarehouseMigration } from './migration.js';

/** Every migration of the warehouse, in order: a new one is appended, never inserted. */
export const WAREHOUSE_MIGRATIONS: readonly WarehouseMigration[] = [baseline, ocr, ocrConfiance];
