import fs from 'node:fs';
import path from 'node:path';

/**
 * Which vitest project a test file belongs to (vitest.config.ts; docs/architecture.md, "Tests"),
 * read from what the file imports and calls, so that a new file lands in the right project
 * without anyone keeping a list:
 *
 * - slow: it starts another program (our commands as real processes, redis-server, postgres,
 *   s3rver, chromium, tesseract) or is listed in SLOW_FILES (long for other reasons);
 * - integration: it touches the outside in this process (a socket, a temporary folder, DuckDB,
 *   an HTTP server of ours, the sample sites, a local object store, a command's function);
 * - unit: none of that: pure functions over in-memory values and the fixtures they read.
 *
 * Only the file's own imports are read, not its helpers' helpers: the markers below name the
 * helpers that start programs or touch the outside. `npm test` runs all three projects.
 */
export type ProjectName = 'unit' | 'integration' | 'slow';

/**
 * Files slow without starting a program: many pipeline runs each. Those over 30 s in the
 * measures of docs/test-suite.md, taken on a loaded machine (about 10 s idle).
 */
export const SLOW_FILES: readonly string[] = [
  'test/pipeline/run/crash-recovery.test.ts',
  'test/pipeline/run/disk-full.test.ts',
  'test/pipeline/run/operator-guards.test.ts',
  'test/pipeline/run/run-observability.test.ts',
  'test/pipeline/run/run-pipeline.test.ts',
  'test/pipeline/load/load-documents.test.ts',
  'test/pipeline/run/added-columns.test.ts',
];

/** Imports of a file that starts another program. */
const STARTS_A_PROGRAM = [
  /^node:child_process$/,
  /\/cli-process\.ts$/,
  /\/api-process\.ts$/,
  /\/postgres-server\.ts$/,
  /\/redis-server\.ts$/,
  /\/s3rver-process\.ts$/,
  /^playwright-core$/,
  /\/sources\/documents\/ocr\//,
  /\/sources\/documents\/pdf-text\.ts$/,
];

/** Imports of a file that touches the outside in its own process. */
const TOUCHES_THE_OUTSIDE = [
  /^node:(net|http|https|dgram|sqlite)$/,
  /\/warehouse\/warehouse(-reader)?\.ts$/,
  /\/fixture-warehouse\.ts$/,
  /\/api-harness\.ts$/,
  /\/store-server\.ts$/,
  /\/webhook-harness\.ts$/,
  /\/pages-fixture\.ts$/,
  /\/access-fixtures\.ts$/,
  /\/signalement-server\.ts$/,
  /\/start-api\.ts$/,
  /\/served-api-modules\.ts$/,
  /\/http-server\.ts$/,
  /\/sample-sites\/server\.ts$/,
  /\/store\/(fs-store|open-store|s3-store)\.ts$/,
  /\/crawl\//,
  /\/cli\/(demo|serve|sample-sites|keys|pipeline|snapshots)\.ts$/,
  /\/cli\/snapshots\//,
  /\/cli\/pipeline\//,
  /\/in-process\.ts$/,
  /\/run\/(run-pipeline|reparse-run|run-lock)\.ts$/,
  /\/publish-warehouse\.ts$/,
  /\/tmpfs\.ts$/,
  /\/temp-folder\.ts$/,
  // The source contract crawls the offline copy of the source over HTTP.
  /\/source-contract\.ts$/,
];

/** Calls that write to disk even without one of the imports above. */
const WRITES_TO_DISK = /\b(mkdtemp|mkdtempSync|tmpdir)\(/;

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers a file imports, a relative `.js` one read as the `.ts` file it names (a branch written before type stripping). */
function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => (match[1] ?? match[2] ?? match[3] ?? '').replace(/^(\.\.?\/.*)\.js$/, '$1.ts'));
}

/** The project of the test file at `file` (relative to the repository root, with `/`). */
export function projectOf(file: string, source: string): ProjectName {
  if (SLOW_FILES.includes(file)) return 'slow';
  const imports = importsOf(source);
  const imported = (patterns: RegExp[]) => imports.some((specifier) => patterns.some((pattern) => pattern.test(specifier)));
  if (imported(STARTS_A_PROGRAM)) return 'slow';
  if (imported(TOUCHES_THE_OUTSIDE) || WRITES_TO_DISK.test(source)) return 'integration';
  return 'unit';
}

function testFiles(root: string, dir = 'test'): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'fixtures' ? [] : testFiles(root, relative);
    return entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

/** Every test file of the repository at `root`, by project. */
export function testProjects(root: string): Record<ProjectName, string[]> {
  const projects: Record<ProjectName, string[]> = { unit: [], integration: [], slow: [] };
  for (const file of testFiles(root)) projects[projectOf(file, fs.readFileSync(path.join(root, file), 'utf8'))].push(file);
  return projects;
}
