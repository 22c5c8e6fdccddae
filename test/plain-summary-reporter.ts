import type { Reporter } from 'vitest/node';

/**
 * Ends the run with one plain line, `vitest: N passed, N failed, N skipped`, that any CI log
 * reader understands (vitest's own summary is formatted for people).
 */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(...[testModules, unhandledErrors]: Parameters<NonNullable<Reporter['onTestRunEnd']>>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      // A file that failed to load has no tests but must not read as a pass.
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) counts.failed += 1;
    }
    counts.failed += unhandledErrors.length;
    process.stdout.write(`\nvitest: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`);
  }
}
