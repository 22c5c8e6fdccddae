import { baseline } from './001-baseline.ts';
import { ocr } from './002-ocr.ts';
import { ocrConfiance } from './003-ocr-confiance.ts';
import { dirigeantsClosing } from './004-dirigeants-closing.ts';
import { dirigeantsUnknownStart } from './005-dirigeants-unknown-start.ts';
import { corrections } from './006-corrections.ts';
import { reconciliation } from './007-reconciliation.ts';
import { companyFacts } from './008-company-facts.ts';
import { officerAnnouncementColumns } from './009-officer-announcement-columns.ts';
import { quarantineMotif } from './010-quarantine-motif.ts';
import type { WarehouseMigration } from './migration.ts';

/** Every migration of the warehouse, in order: a new one is appended, never inserted. */
export const WAREHOUSE_MIGRATIONS: readonly WarehouseMigration[] = [baseline, ocr, ocrConfiance, dirigeantsClosing, dirigeantsUnknownStart, corrections, reconciliation, companyFacts, officerAnnouncementColumns, quarantineMotif];
