import { applyCorrections, type CorrectionsOutcome } from '../corrections/apply-corrections.ts';
import type { Warehouse } from '../warehouse/warehouse.ts';
import { attachRidOnly } from './attach-rid-only.ts';
import { deriveCompanies, derivationOutdated } from './derive-companies.ts';
import { linkRepublications } from './link-republications.ts';
import { reconcile, type ReconciliationOutcome } from '../reconcile/reconcile.ts';

export interface FinishedLoad {
  companiesDerived: number;
  /** The operators' corrections, applied again over what the load wrote (pipeline/corrections/). */
  corrections: CorrectionsOutcome;
  /** What the reconciliation step decided (pipeline/reconcile/). */
  reconciliation: ReconciliationOutcome;
}

/**
 * What a run or a re-parse does once its announcements are loaded, for the RIDETs it touched:
 * apply the operators' corrections again (a parse never undoes one; the RIDETs a correction
 * moves announcements between are touched too), reconcile (pipeline/reconcile/: a notice whose
 * printed number is a slip goes to the company it names, or to a person), attach RID-only notices to their establishment
 * (attach-rid-only.ts), link republications of one legal event (link-republications.ts), then
 * derive the company records again, including those the attachment moved announcements from or
 * to; every company when they were derived with older rules (DERIVATION_VERSION).
 */
export async function finishLoad(warehouse: Warehouse, ridets: ReadonlySet<string>): Promise<FinishedLoad> {
  const corrections = await applyCorrections(warehouse);
  const corrected = new Set([...ridets, ...corrections.ridets]);
  const reconciliation = await reconcile(warehouse, corrected);
  const reconciled = new Set([...corrected, ...reconciliation.ridets]);
  const touched = new Set([...reconciled, ...(await attachRidOnly(warehouse, reconciled))]);
  await linkRepublications(warehouse, touched);
  const companiesDerived = await deriveCompanies(warehouse, (await derivationOutdated(warehouse)) ? null : touched);
  return { companiesDerived, corrections, reconciliation };
}
