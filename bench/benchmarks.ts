import type { BenchModule } from './bench-types.js';

/** The benchmarks, in run order (the API one serves the corpus the publish one built). */
export const BENCHMARKS: ReadonlyArray<{ name: string; load: () => Promise<BenchModule> }> = [
  { name: 'normaliser', load: () => import('./normaliser-bench.js') },
  { name: 'warehouse-load', load: () => import('./warehouse-load-bench.js') },
  { name: 'publish', load: () => import('./publish-bench.js') },
  { name: 'api', load: () => import('./api-bench.js') },
  { name: 'webhooks', load: () => import('./webhooks-bench.js') },
];
