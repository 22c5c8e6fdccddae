import { createChangeFeed } from '../../../api/changes/change-feed-service.ts';
import type { Route } from '../../../api/route.ts';
import { CORE_CONTRACT } from '../../../api/core-module.ts';
import { servedDescription } from '../../../api/openapi.ts';
import { coreRoutes } from '../../../api/routes/index.ts';
import { DEFAULT_API_SETTINGS } from '../../../api/settings.ts';
import { currentOnlyArchive } from '../../../api/snapshot-archive.ts';

const NO_SNAPSHOT = { current: null };

/**
 * The core's routes of a server without stores, as `coreRoutes` gives them to every app: what
 * the tests of the documentation and the declarations list. Built here rather than by the
 * production module, which would otherwise build a route list nobody serves whenever it loads.
 */
const CORE_ALONE = servedDescription([CORE_CONTRACT]);

export const ROUTES: readonly Route[] = coreRoutes(
  { documents: null, exports: null, changes: createChangeFeed(NO_SNAPSHOT, currentOnlyArchive(NO_SNAPSHOT), DEFAULT_API_SETTINGS) },
  () => CORE_ALONE,
);
