import type { Logger } from '../platform/logger.js';
import type { Config } from '../platform/config.js';
import type { Warehouse } from '../pipeline/warehouse/warehouse.js';
import { buildArtefacts } from './artefacts/build-artefacts.js';
import { codeVersion } from './code-version.js';
import { publishSnapshot } from './snapshot/publish-snapshot.js';
import { chooseSiteUrl, currentSiteUrl } from './site-url.js';
import { loadSnapshotSettings } from './snapshot/settings.js';
import type { ObjectStore } from './store/object-store.js';
import type { PublishResult } from './snapshot/snapshot-types.js';

/**
 * The publish step of a run: warehouse -> artefacts (publish/artefacts) -> content-addressed
 * snapshot made current (publish/snapshot). Only what changed since the parent is written.
 * The site URL of `fiche_url` is SITE_URL when set, else the parent snapshot's (publish/site-url.ts).
 */
export async function publishWarehouse(options: {
  warehouse: Warehouse;
  store: ObjectStore;
  config: Config;
  runIds: string[];
  force?: boolean;
  logger?: Logger;
}): Promise<PublishResult & Record<string, unknown>> {
  const settings = loadSnapshotSettings(options.config.env);
  const parentSiteUrl = await currentSiteUrl(options.store);
  const site = chooseSiteUrl({ configured: options.config.settings.SITE_URL, parent: parentSiteUrl, fallback: options.config.siteUrl });
  if (parentSiteUrl !== null && site.siteUrl !== parentSiteUrl) {
    options.logger?.warn({ from: parentSiteUrl, to: site.siteUrl }, 'SITE_URL differs from the current snapshot: every fiche_url changes, every company is republished');
  }
  const built = await buildArtefacts(options.warehouse, { siteUrl: site.siteUrl });
  const result = await publishSnapshot(
    options.store,
    { ...built, runIds: options.runIds, codeVersion: codeVersion(), force: options.force ?? false },
    { maxShrink: settings.maxShrink, skipUnchanged: true, ...(options.logger ? { logger: options.logger } : {}) },
  );
  return { ...result, siteUrl: site.siteUrl, siteUrlFrom: site.from };
}
