import path from 'node:path';
import type { ApiModule, ApiModuleContext, ModuleContract } from './api-module.ts';
import { storeBulkExports } from './bulk-export-service.ts';
import { claimCacheFolder } from './cache-folder.ts';
import { createChangeFeed } from './changes/change-feed-service.ts';
import type { SnapshotSource } from './changes/long-polls.ts';
import { storeDocuments } from './document-archive.ts';
import { CORE_OPENAPI_DOCUMENT, type ServedDescription } from './openapi.ts';
import { PAGE_ROUTES } from './pages/page-routes.ts';
import { ERROR_CATALOG } from './problem.ts';
import { coreRoutes } from './routes/index.ts';
import { CORE_PAGE_SUMMARIES } from './routes/v1-index.ts';
import type { SnapshotArchive } from './snapshot-archive.ts';

const MIB = 1024 * 1024;

/**
 * The core's part of the API's description: its paths and schemas (CORE_OPENAPI_DOCUMENT, whose
 * info and shared components are the frame every contract is merged into), its problem codes
 * and its pages. Its plan fields (`requestsPerDay`, `routes`, `outage`) are not here: access
 * control reads them for every module's routes (a webhook call counts against the day's quota,
 * `routes` patterns name the modules' routes), so they stay with it (api/access/plans.ts).
 */
export const CORE_CONTRACT: ModuleContract = {
  paths: CORE_OPENAPI_DOCUMENT.paths,
  schemas: CORE_OPENAPI_DOCUMENT.components.schemas,
  problems: ERROR_CATALOG,
  pages: CORE_PAGE_SUMMARIES,
};

/**
 * What the core is started with: an add-on's context, and what the process builds to serve
 * snapshots. Declared here, outside the seams an add-on may import (.dependency-cruiser.cjs),
 * so that no add-on reaches the snapshots or the archive.
 */
export interface CoreModuleContext extends ApiModuleContext {
  /** The snapshot being served, and how the change feed's long polls hear of a swap. */
  snapshots: SnapshotSource;
  /** The snapshots servable by `snapshot=<id>` and the change feed's history. */
  archive: SnapshotArchive;
  /** What the server serves, every module's contract merged: complete once all have started, read by GET /v1 and /v1/openapi.json. */
  description: () => ServedDescription;
}

/** The core's starter: startApiServer hands it the core's context, and an add-on's starter only its own. */
export interface CoreModuleStarter {
  (context: CoreModuleContext): Promise<ApiModule>;
  readonly servesSnapshots: true;
  /** None: its plan fields are access control's (see CORE_CONTRACT). */
  readonly planFields?: undefined;
}

/**
 * The API core as a module: the data routes, the index and the OpenAPI document, the archived
 * documents and bulk files (their checked copies and builds in this process's folder under
 * DATA_DIR, emptied at start with what a killed process left, removed when it closes), and the
 * widget and company pages.
 */
export const coreModule: CoreModuleStarter = Object.assign(
  async (context: CoreModuleContext): Promise<ApiModule> => {
    const { config, store, settings, logger } = context;
    const cache = await claimCacheFolder(path.join(config.dataDir, 'cache', 'api'));
    const documents = storeDocuments(store, {
      cacheDir: path.join(cache.dir, 'documents'),
      cacheBytes: settings.documentsCacheMegabytes * MIB,
      inFlightBytes: settings.documentsInFlightMegabytes * MIB,
      logger,
    });
    const exports = storeBulkExports(store, {
      cacheDir: path.join(cache.dir, 'exports'),
      cacheBytes: settings.exportsCacheMegabytes * MIB,
      build: { tempDir: path.join(cache.dir, 'builds') },
      logger,
    });
    const changes = createChangeFeed(context.snapshots, context.archive, settings);
    return {
      name: 'core',
      routes: coreRoutes({ documents, exports, changes }, context.description),
      pages: PAGE_ROUTES,
      contract: CORE_CONTRACT,
      close: () => cache.release(),
    };
  },
  { servesSnapshots: true as const },
);
