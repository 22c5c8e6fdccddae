import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { REGEXP_AT_FIRST_USE_FLAG } from './kernel/normalise/regexp-tier-flag.ts';
import { testProjects } from './test/projects.ts';
import { SlowFirstSequencer } from './test/slow-first-sequencer.ts';

// Three projects, all run by `npm test` and CI (docs/architecture.md, "Tests"): `npx vitest run
// --project unit` answers in seconds; integration starts servers and DuckDB in the test's
// process; slow starts other programs. Which file goes where is read from its imports
// (test/projects.ts). Integration takes every file the other two do not, so none is left out.
const { unit, slow } = testProjects(path.resolve(import.meta.dirname));

export default defineConfig({
  test: {
    // Limits stop a test that hangs; they never check speed (bench/ does), so none may depend on
    // the machine being idle. Unit tests take milliseconds. The integration and slow projects
    // below wait on servers, DuckDB and child processes, whose wall clock follows the load: they
    // get twice as long (a test measured at 40 s under a load average of 10 to 13 on 2 cores
    // would have stopped at 60 s under more), and a test that runs whole nights, scans or
    // commands declares its limit from that work (test/helpers/work-budget.ts).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Three files at a time, whatever the core count: vitest's default on the 2-core CI machine
    // is one (cores - 1), and most files wait on other programs (servers, DuckDB, child
    // processes). Measured on a clean clone of the same commit, the machine otherwise idle, the
    // same 1,768 tests passed: 262 s two at a time, 212 s three, 214 s four (docs/test-suite.md;
    // earlier, 558 s one at a time against 334 s two).
    maxWorkers: 3,
    // The slow project's files start first, so that the run does not end on one of them alone.
    sequence: { sequencer: SlowFirstSequencer },
    reporters: ['default', './test/plain-summary-reporter.ts'],
    // Node's compile cache for the processes and the offline copies' rendered scans, both kept in
    // the machine's own temporary folder so that a run reuses the last one's (listed before the
    // next, which moves TMPDIR); the run's temporary folders in memory where there is room
    // (test/shared-ram-tmpdir.ts); one OCR page cache for the run, in the environment of the
    // workers and what they start; one folder for the nights several files run alike.
    globalSetup: ['./test/shared-compile-cache.ts', './test/shared-scan-cache.ts', './test/shared-ram-tmpdir.ts', './test/shared-ocr-cache.ts', './test/shared-night-cache.ts'],
    // Files share their worker's loaded modules (isolate: false): each file starts and stops what
    // it uses (servers, DuckDB files, temporary folders, child processes) in its own hooks and
    // none leaves a global changed (faked timers are restored in afterEach), so a fresh module
    // graph per file bought nothing but its imports. Measured under the same load, the same tests
    // passed: unit 2.3 times faster, integration 264 s -> 182 s (imports from 28 % to 4 % of the
    // time), slow 592 s -> 493 s (the sample world and its rendered PDFs are built once per
    // worker, not once per file); docs/test-suite.md.
    isolate: false,
    // V8 compiles each regular expression to machine code at its first use rather than
    // interpreting it until it is hot: the normaliser's hundreds of patterns are each used a few
    // times per notice, and interpreting them first was about half of a worker's first parses
    // (corpus 1's first evaluation 1.25 -> 0.7 CPU s in a process, the 19 groups' 2.1 -> 1.8;
    // docs/test-suite.md). Speed only: a pattern matches the same either way.
    execArgv: [REGEXP_AT_FIRST_USE_FLAG],
    // The workers load the test files and what they import with Node's own `import` (its type
    // stripping, as the commands run: tsconfig.json allows erasable syntax only), not through
    // Vite's transform and vitest's module runner. The transform's cache lives in node_modules,
    // which a clean clone's `npm ci` starts empty, so CI transformed every module it loaded and
    // wrote a cache it never read; Node's compile cache (test/shared-compile-cache.ts) is shared
    // by the workers and the processes they start. The loader hook that rewrites files for
    // `vi.mock` is off too: no test mocks a module (docs/test-suite.md). Speed only: the same
    // files run the same tests.
    experimental: { viteModuleRunner: false, nodeLoader: false },
    projects: [
      { extends: true, test: { name: 'unit', include: unit } },
      { extends: true, test: { name: 'integration', include: ['test/**/*.test.ts'], exclude: ['**/node_modules/**', ...unit, ...slow], testTimeout: 120_000, hookTimeout: 240_000 } },
      { extends: true, test: { name: 'slow', include: slow, testTimeout: 120_000, hookTimeout: 240_000 } },
    ],
  },
});
