import type { BenchModule } from './bench-types.ts';

/**
 * The benchmarks, in run order (the API one serves the corpus the publish one built).
 * `pipeline`: measures work `npm run pipeline` does, so its process gets the same heap budget.
 * `readsNotices`: its process starts with REGEXP_AT_FIRST_USE_FLAG, as the commands that read them do.
 * `notQuick`: left out of `--quick` (which the test suite runs) unless named by `--only`.
 */
export const BENCHMARKS: ReadonlyArray<{ name: string; load: () => Promise<BenchModule>; pipeline?: true; readsNotices?: true; notQuick?: true }> = [
  { name: 'normaliser', load: () => import('./normaliser-bench.ts'), readsNotices: true },
  { name: 'warehouse-load', load: () => import('./warehouse-load-bench.ts'), pipeline: true },
  { name: 'publish', load: () => import('./publish-bench.ts'), pipeline: true },
  { name: 'api', load: () => import('./api-bench.ts') },
  { name: 'webhooks', load: () => import('./webhooks-bench.ts') },
  { name: 'change-feed', load: () => import('./change-feed-bench.ts') },
  { name: 'cli-start', load: () => import('./cli-start-bench.ts') },
  { name: 'signalements', load: () => import('./signalements-bench.ts'), pipeline: true, readsNotices: true },
  { name: 'night', load: () => import('./night-bench.ts'), pipeline: true, readsNotices: true, notQuick: true },
];
