import type { SourceAdapter } from './source-adapter.js';
import { joncAdapter } from './jonc/index.js';
import { lncAdapter } from './lnc/index.js';
import { actuncAdapter } from './actunc/index.js';
import { provinceSudAdapter } from './province-sud/index.js';
import { provinceNordAdapter } from './province-nord/index.js';
import { provinceIlesAdapter } from './province-iles/index.js';
import { sourceIdOf, UnknownSourceError } from './source-ids.js';

/**
 * Every source the pipeline knows, in one explicit list. Adding a source = a folder under
 * `sources/<id>/` with its adapter, plus one line below and its id in `source-ids.ts` (and its
 * offline copy under `simulator/sites/`).
 */
export const SOURCES: readonly SourceAdapter[] = [
  joncAdapter,
  lncAdapter,
  actuncAdapter,
  provinceSudAdapter,
  provinceNordAdapter,
  provinceIlesAdapter,
];

/** Resolves ids case-insensitively (`jonc` -> JONC); all sources when `ids` is empty. */
export function selectSources(ids: readonly string[]): SourceAdapter[] {
  if (ids.length === 0) return [...SOURCES];
  return ids.map((id) => {
    const known = sourceIdOf(id);
    const found = SOURCES.find((s) => s.id === known);
    if (!found) throw new UnknownSourceError(id);
    return found;
  });
}
