import type { OfflineSite } from '../sample-sites/offline-site.js';
import { joncOfflineSite } from './jonc/site.js';
import { lncSite } from './lnc/site.js';
import { actuncSite } from './actunc/site.js';
import { provinceSudSite } from './province-sud/site.js';
import { provinceNordSite } from './province-nord/site.js';
import { provinceIlesSite } from './province-iles/site.js';

/**
 * The offline copies served by the bundled sample-sites server, one per registered source
 * (`sources/registry.ts`); each is mounted under its adapter's `samplePath`.
 */
export const OFFLINE_SITES: readonly OfflineSite[] = [
  joncOfflineSite,
  lncSite,
  actuncSite,
  provinceSudSite,
  provinceNordSite,
  provinceIlesSite,
];
