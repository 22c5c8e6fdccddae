import type { SourceAdapter } from './source-adapter.ts';
import { joncAdapter } from './jonc/index.ts';
import { lncAdapter } from './lnc/index.ts';
import { actuncAdapter } from './actunc/index.ts';
import { provinceSudAdapter } from './province-sud/index.ts';
import { provinceNordAdapter } from './province-nord/index.ts';
import { provinceIlesAdapter } from './province-iles/index.ts';
import { sourceIdOf, UnknownSourceError } from './source-ids.ts';

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
