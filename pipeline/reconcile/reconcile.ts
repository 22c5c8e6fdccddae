import type { Warehouse } from '../warehouse/warehouse.ts';
import { reconcileIdentities, type IdentityOutcome } from './reconcile-identities.ts';

export type ReconciliationOutcome = IdentityOutcome;

/**
 * The reconciliation step, after loading and before the company records are derived: it reads
 * the notices of the companies a run touched and of their near neighbours, and decides which
 * company each notice belongs to (reconcile-identities.ts). Which name a company carries is
 * decided with its record (company-names.ts, called by the derivation, which sees all its
 * notices). Every decision is recorded with its rule (decision-store.ts), published in the
 * company's `rapprochements`, and told by `pipeline pourquoi <annonce_id>`.
 */
export async function reconcile(warehouse: Warehouse, touched: ReadonlySet<string>): Promise<ReconciliationOutcome> {
  return reconcileIdentities(warehouse, touched);
}
