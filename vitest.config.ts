import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Integration tests start real servers (HTTP, s3rver, redis, chromium); give them room on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default', './test/plain-summary-reporter.ts'],
  },
});
