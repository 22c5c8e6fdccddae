import { createApp, type App, type AppOptions } from '../../../api/app.ts';
import type { ModuleContract } from '../../../api/api-module.ts';
import type { BulkExports } from '../../../api/bulk-export-service.ts';
import { changeFeedFigures, createChangeFeed, type ChangeFeedFigures } from '../../../api/changes/change-feed-service.ts';
import { CORE_CONTRACT } from '../../../api/core-module.ts';
import type { DocumentArchive } from '../../../api/document-archive.ts';
import { servedDescription } from '../../../api/openapi.ts';
import { PAGE_ROUTES } from '../../../api/pages/page-routes.ts';
import type { Route } from '../../../api/route.ts';
import { coreRoutes } from '../../../api/routes/index.ts';
import { DEFAULT_API_SETTINGS } from '../../../api/settings.ts';
import { currentOnlyArchive } from '../../../api/snapshot-archive.ts';

export interface CoreAppOptions extends Omit<AppOptions, 'routes' | 'pages'> {
  /** Routes of add-ons (or of the test), served after the core's. */
  routes?: readonly Route[];
  /** What those add-ons add to GET /v1/openapi.json and GET /v1. */
  contracts?: readonly ModuleContract[];
  /** GET /v1/documents/{sha256}; without it that route answers 404. */
  documents?: DocumentArchive;
  /** GET /v1/exports; without it those routes answer 503 exports_unavailable. */
  exports?: BulkExports;
}

/** An app and its core's change feed figures (waiting long polls, pages computed). */
export type CoreApp = App & { readonly changeFeed: ChangeFeedFigures };

/**
 * The app serving the core (then `routes`), over the stores given rather than a store and a
 * cache folder: what startApiServer serves with `modules: [coreModule, ...]`, the core's routes,
 * pages and contract the same (coreRoutes, PAGE_ROUTES, CORE_CONTRACT), for the tests and
 * benchmarks that drive an app without a process around it.
 */
export function coreApp(options: CoreAppOptions): CoreApp {
  const { routes = [], contracts = [], documents = null, exports = null, ...appOptions } = options;
  const settings = { ...DEFAULT_API_SETTINGS, ...options.settings };
  const archive = options.archive ?? currentOnlyArchive(options.snapshots);
  const changes = createChangeFeed(options.snapshots, archive, settings);
  const description = servedDescription([CORE_CONTRACT, ...contracts]);
  const core = coreRoutes({ documents, exports, changes }, () => description);
  const app = createApp({ ...appOptions, archive, routes: [...core, ...routes], pages: PAGE_ROUTES });
  return { ...app, changeFeed: changeFeedFigures(changes) };
}
