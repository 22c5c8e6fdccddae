import { ConfigError } from '../platform/config.ts';
import { SITE_PATH, feedIndexPath, type FeedIndex, type FeedPage, type SiteArtefact } from './artefacts/feed-layout.ts';
import { openSnapshot } from './snapshot/open-snapshot.ts';
import { readCurrent } from './snapshot/pointer.ts';
import type { SnapshotReader } from './snapshot/snapshot-types.ts';
import type { ObjectStore } from './store/object-store.ts';

/** Where the site URL of a publish came from. */
export type SiteUrlOrigin = 'SITE_URL' | 'parent' | 'default';

export interface SiteUrlChoice {
  siteUrl: string;
  from: SiteUrlOrigin;
}

/**
 * The public site address a publish writes into every `fiche_url` (docs/artefacts.md, "Site
 * URL"). It is data of the snapshot, not of whoever runs the pipeline: an explicit `SITE_URL`
 * wins (changing it is deliberate and republishes every company); otherwise the parent
 * snapshot's address is kept; only the very first publish falls back to the default.
 *
 * @example
 * chooseSiteUrl({ configured: null, parent: 'https://annonces.nc', fallback: 'http://localhost:19001' });
 * // { siteUrl: 'https://annonces.nc', from: 'parent' }
 */
export function chooseSiteUrl(options: { configured: string | null; parent: string | null; fallback: string | null }): SiteUrlChoice {
  if (options.configured) return { siteUrl: trimSlashes(options.configured), from: 'SITE_URL' };
  if (options.parent) return { siteUrl: trimSlashes(options.parent), from: 'parent' };
  // No default with PORT=0: `http://localhost:0` would be written into every fiche_url.
  if (options.fallback === null) throw new ConfigError('SITE_URL : vide, et PORT=0 (un port libre) ne donne pas d’adresse au site pour une première publication ; donnez SITE_URL.');
  return { siteUrl: trimSlashes(options.fallback), from: 'default' };
}

/** The site URL of the snapshot `current` points at, or null when nothing is published yet. */
export async function currentSiteUrl(store: ObjectStore): Promise<string | null> {
  const pointer = await readCurrent(store);
  if (pointer === null) return null;
  return snapshotSiteUrl(await openSnapshot(store, pointer.snapshot));
}

/**
 * A snapshot's site URL: its `site.json`, or, for snapshots published before that file existed,
 * the address in the `fiche_url` of its newest announcement. Null when it has neither.
 */
export async function snapshotSiteUrl(snapshot: SnapshotReader): Promise<string | null> {
  const site = await readJson<SiteArtefact>(snapshot, SITE_PATH);
  if (site && typeof site.site_url === 'string') return site.site_url;
  const index = await readJson<FeedIndex>(snapshot, feedIndexPath({ type: null, source: null }));
  const newest = index?.pages[0];
  const page = newest ? await readJson<FeedPage>(snapshot, newest.path) : null;
  const fiche = page?.items[0]?.fiche_url;
  const match = fiche ? /^(https?:\/\/.+?)\/entreprise\.html\?/.exec(fiche) : null;
  return match ? match[1]! : null;
}

async function readJson<T>(snapshot: SnapshotReader, path: string): Promise<T | null> {
  const body = await snapshot.read(path);
  return body ? (JSON.parse(body.toString('utf8')) as T) : null;
}

function trimSlashes(url: string): string {
  return url.replace(/\/+$/, '');
}
