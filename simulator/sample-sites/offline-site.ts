import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SampleWorld } from '../world/index.ts';

/**
 * An offline copy of one real source, served by the bundled sample-sites server under its
 * `samplePath` (e.g. `/jonc`). Content is rendered from the shared sample world and shows only
 * what is published on or before `asOf`, so a later as-of date finds exactly what appeared in
 * between, as a real night would.
 */
export interface OfflineSiteOptions {
  world: SampleWorld;
  /** YYYY-MM-DD: nothing dated after this is visible. */
  asOf: string;
  /** Where rendered scans are kept between processes (simulator/scans/scan-cache.ts); null: none. */
  scanCacheDir?: string | null;
}

/**
 * Handles one request. `path` is the request path below the site's samplePath (starting with
 * `/`), `url` the full request URL (for query parameters). Returning false means 404.
 */
export type OfflineSiteHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
) => Promise<boolean> | boolean;

export interface OfflineSite {
  /** Where the copy is mounted on the sample-sites server (`/jonc`); simulator/sites/registry.ts maps source ids to copies. */
  samplePath: string;
  create(options: OfflineSiteOptions): OfflineSiteHandler;
}
