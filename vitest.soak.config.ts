import { defineConfig } from 'vitest/config';

// `npm run test:soak`: the long variants of the reliability tests (RELIABILITY.md). The script
// raises their trial counts through the environment; the mixed-load soak only runs here.
export default defineConfig({
  test: {
    include: [
      'test/soak/**/*.soak.ts',
      'test/pipeline/run/crash-recovery.test.ts',
      'test/pipeline/run/disk-full.test.ts',
      'test/pipeline/load/load-documents.test.ts',
      'test/platform/file-lock.test.ts',
      'test/kernel/normalise/fuzz.test.ts',
      'test/api/request-fuzz.test.ts',
      'test/api/search/minisearch-differential.test.ts',
      'test/api/http-edges.test.ts',
      'test/api/access/redis-outage.test.ts',
    ],
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // One at a time: the soak measures latency and memory, and the kill loops are heavy.
    fileParallelism: false,
    reporters: ['default', './test/plain-summary-reporter.ts'],
    // crash-recovery's killed night at its full nine months (`npm test` kills three).
    env: { CRASH_SECOND_NIGHT: '2024-12-31' },
  },
});
