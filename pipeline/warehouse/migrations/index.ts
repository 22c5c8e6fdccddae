import { baseline } from './001-baseline.js';
import { ocr } from './002-ocr.js';
import { ocrConfiance } from './003-ocr-confiance.js';
import { dirigeantsClosing } from './004-dirigeants-closing.js';
import { dirigeantsUnknownStart } from './005-dirigeants-unknown-start.js';
import { corrections } from './006-corrections.js';
import { reconciliation } from './007-reconciliation.js';
import { companyFacts } from './008-company-facts.js';
import { officerAnnouncementColumns } from './009-officer-announcement-columns.js';
import type { WarehouseMigration } from './migration.js';

/** Every migration of the warehouse, in order: a new one is appended, never inserted. */
export const WAREHOUSE_MIGRATIONS: readonly WarehouseMigration[] = [baseline, ocr, ocrConfiance, dirigeantsClosing, dirigeantsUnknownStart, corrections, reconciliation, companyFacts, officerAnnouncementColumns];
