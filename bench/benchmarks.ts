import type { BenchModule } from './bench-types.js';

/**
 * The benchmarks, in run order (the API one serves the corpus the publish one built).
 * `pipeline`: measures work `npm run pipeline` does, so its process gets the same heap budget.
 */
export const BENCHMARKS: ReadonlyArray<{ name: string; load: () => Promise<BenchModule>; pipeline?: true }> = [
  { name: 'normaliser', load: () => import('./normaliser-bench.js') },
  { name: 'warehouse-load', load: () => import('./warehouse-load-bench.js'), pipeline: true },
  { name: 'publish', load: () => import('./publish-bench.js'), pipeline: true },
  { name: 'api', load: () => import('./api-bench.js') },
  { name: 'webhooks', load: () => import('./webhooks-bench.js') },
  { name: 'change-feed', load: () => import('./change-feed-bench.js') },
  { name: 'cli-start', load: () => import('./cli-start-bench.js') },
  { name: 'signalements', load: () => import('./signalements-bench.js'), pipeline: true },
];
