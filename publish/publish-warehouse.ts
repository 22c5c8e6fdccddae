import type { Logger } from '../platform/logger.js';
import type { Config } from '../platform/config.js';
import type { Warehouse } from '../pipeline/warehouse/warehouse.js';
import { buildArtefacts } from './artefacts/build-artefacts.js';
import { codeVersion } from './code-version.js';
import { publishSnapshot } from './snapshot/publish-snapshot.js';
import { loadSnapshotSettings } from './snapshot/settings.js';
import type { ObjectStore } from './store/object-store.js';
import type { PublishResult } from './snapshot/snapshot-types.js';

/**
 * The publish step of a run: warehouse -> artefacts (publish/artefacts) -> content-addressed
 * snapshot made current (publish/snapshot). Only what changed since the parent is written.
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
  const built = await buildArtefacts(options.warehouse, { siteUrl: options.config.siteUrl });
  const result = await publishSnapshot(
    options.store,
    { ...built, runIds: options.runIds, codeVersion: codeVersion(), force: options.force ?? false },
    { maxShrink: settings.maxShrink, skipUnchanged: true, ...(options.logger ? { logger: options.logger } : {}) },
  );
  return { ...result };
}
