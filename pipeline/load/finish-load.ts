import type { Warehouse } from '../warehouse/warehouse.js';
import { attachRidOnly } from './attach-rid-only.js';
import { deriveCompanies, derivationOutdated } from './derive-companies.js';
import { linkRepublications } from './link-republications.js';

/**
 * What a run or a re-parse does once its announcements are loaded, for the RIDETs it touched:
 * attach RID-only notices to their establishment (attach-rid-only.ts), link republications of
 * one legal event (link-republications.ts), then derive the company records again, including
 * those the attachment moved announcements from or to; every company when they were derived
 * with older rules (DERIVATION_VERSION).
 *
 * @returns the number of companies derived.
 */
export async function finishLoad(warehouse: Warehouse, ridets: ReadonlySet<string>): Promise<number> {
  const touched = new Set([...ridets, ...(await attachRidOnly(warehouse, ridets))]);
  await linkRepublications(warehouse, touched);
  return deriveCompanies(warehouse, (await derivationOutdated(warehouse)) ? null : touched);
}
