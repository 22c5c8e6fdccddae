import type { OfflineSite } from '../sample-sites/offline-site.ts';
import { joncOfflineSite } from './jonc/site.ts';
import { lncSite } from './lnc/site.ts';
import { actuncSite } from './actunc/site.ts';
import { provinceSudSite } from './province-sud/site.ts';
import { provinceNordSite } from './province-nord/site.ts';
import { provinceIlesSite } from './province-iles/site.ts';

/**
 * The offline copy of each registered source (`sources/registry.ts`), by the source's id: the
 * one place that maps a source to its copy. Production code never learns of it; the composition
 * roots (cli/) and tests hand the pipeline the copies' addresses (offlineCopyUrls).
 */
export const OFFLINE_COPIES: Readonly<Record<string, OfflineSite>> = {
  JONC: joncOfflineSite,
  LNC: lncSite,
  ActuNC: actuncSite,
  ProvinceSud: provinceSudSite,
  ProvinceNord: provinceNordSite,
  ProvinceIles: provinceIlesSite,
};

/** The offline copies served by the bundled sample-sites server, each under its own `samplePath`. */
export const OFFLINE_SITES: readonly OfflineSite[] = Object.values(OFFLINE_COPIES);

/** The offline copy of a source, by its id as the registry spells it; undefined when it has none. */
export function offlineCopyOf(sourceId: string): OfflineSite | undefined {
  return Object.hasOwn(OFFLINE_COPIES, sourceId) ? OFFLINE_COPIES[sourceId] : undefined;
}

/**
 * Where each source's offline copy answers on a running sample-sites server (`http://127.0.0.1:41234`):
 * `http://127.0.0.1:41234/jonc` for JONC; null for a source without a copy. What runPipeline's
 * `sourceUrls` takes.
 */
export function offlineCopyUrls(serverUrl: string): (sourceId: string) => string | null {
  return (sourceId) => {
    const site = offlineCopyOf(sourceId);
    return site ? `${serverUrl}${site.samplePath}` : null;
  };
}
