import { loadSettings, type Env } from '../platform/settings/index.ts';

/**
 * The V8 heap budget of a pipeline process (ingestion and publish): `npm run pipeline` starts
 * node with `--max-old-space-size=<PIPELINE_HEAP_MB>` through cli/with-heap-budget.sh (which
 * checks the value by the same rule before node starts), and benchmarks of
 * pipeline work start their processes with the same flag, so they measure it as shipped.
 *
 * Why a budget at all: V8 sizes its heap limit from the machine's memory (about 4 GB on a 24 GB
 * machine) and lets garbage pile up towards it. A first publish at 10^6 announcements peaked at
 * 1.2 GiB RSS while what it held stayed under 400 MB; with this budget it peaks at about
 * 0.75 GiB, for more frequent garbage collection. What a publish holds grows with the corpus
 * (the search index of every company, the ids of the ledger), hence the setting.
 */
export const DEFAULT_PIPELINE_HEAP_MB = 768;

/** The node flag that applies the budget, from PIPELINE_HEAP_MB (checked by the settings module). */
export function pipelineHeapFlag(env: Env): string {
  return `--max-old-space-size=${loadSettings(env).values.PIPELINE_HEAP_MB}`;
}
