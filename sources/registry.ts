import type { SourceAdapter } from './source-adapter.js';
import type { OfflineSite } from './sample-sites/offline-site.js';
import { joncAdapter } from './jonc/index.js';
import { joncOfflineSite } from './jonc/offline/index.js';
import { lncAdapter, lncSite } from './lnc/index.js';
import { actuncAdapter, actuncSite } from './actunc/index.js';
import { provinceSudAdapter } from './province-sud/index.js';
import { provinceSudSite } from './province-sud/offline-site.js';
import { provinceNordAdapter } from './province-nord/index.js';
import { provinceNordSite } from './province-nord/offline-site.js';
import { provinceIlesAdapter } from './province-iles/index.js';
import { provinceIlesSite } from './province-iles/offline-site.js';

/**
 * Every source the pipeline knows, in one explicit list. Adding a source = a folder under
 * `sources/<id>/` with its adapter and offline copy, plus one line in each list below.
 */
export const SOURCES: readonly SourceAdapter[] = [
  joncAdapter,
  lncAdapter,
  actuncAdapter,
  provinceSudAdapter,
  provinceNordAdapter,
  provinceIlesAdapter,
];

/** The offline copies served by the bundled sample-sites server (one per source above). */
export const OFFLINE_SITES: readonly OfflineSite[] = [
  joncOfflineSite,
  lncSite,
  actuncSite,
  provinceSudSite,
  provinceNordSite,
  provinceIlesSite,
];

export class UnknownSourceError extends Error {
  readonly code = 'source_unknown';
  constructor(id: string) {
    super(`Source inconnue : ${id}. Sources connues : ${SOURCES.map((s) => s.id).join(', ')}`);
    this.name = 'UnknownSourceError';
  }
}

/** Resolves ids case-insensitively (`jonc` -> JONC); all sources when `ids` is empty. */
export function selectSources(ids: readonly string[]): SourceAdapter[] {
  if (ids.length === 0) return [...SOURCES];
  return ids.map((id) => {
    const found = SOURCES.find((s) => s.id.toLowerCase() === id.trim().toLowerCase());
    if (!found) throw new UnknownSourceError(id);
    return found;
  });
}
