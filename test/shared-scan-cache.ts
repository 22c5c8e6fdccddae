import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PREFIX = 'annonces-nc-test-scans-';
/** A kept folder no run has used for this long belongs to code that has since changed: removed. */
const UNUSED_FOR_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Vitest's global set-up (vitest.config.ts): one folder of the offline copies' rendered files
 * (SCAN_CACHE_DIR: the JONC's scans and printed issues, the provinces' acts; simulator/scans/
 * scan-cache.ts, kept-entry.ts), handed to the test workers and the commands they start through
 * the environment, and kept in the machine's temporary folder from one run to the next. Every
 * worker that serves the JONC archive and every demo or `pipeline run` process over the offline
 * copies rendered the same files again in every run (pdf-lib's drawing, pdftoppm, the degradation
 * loop, deflating the pages): about 2 CPU s for the README demo's world, paid again by each worker
 * that renders the same issues at the same time (docs/test-suite.md). An entry depends
 * only on what it is keyed by and on the code that draws it; the folder is named after that code
 * (`keptFolderName`), so an edit of the simulator, a dependency, Node or poppler starts an empty
 * folder rather than serve a file the code would no longer make. Listed before the set-up that
 * moves TMPDIR into memory, so that the folder outlives the run. A folder the developer set is
 * left as it is.
 */
export default function setup(): undefined {
  if (process.env.SCAN_CACHE_DIR) return undefined;
  const dir = path.join(os.tmpdir(), keptFolderName(ROOT));
  fs.mkdirSync(dir, { recursive: true });
  // Marks it used, so that the pruning below, in a later run of other code, keeps it.
  const now = new Date();
  fs.utimesSync(dir, now, now);
  pruneUnused(os.tmpdir(), dir, now.getTime());
  process.env.SCAN_CACHE_DIR = dir;
  return undefined;
}

/**
 * The kept folder's name: a digest of everything the rendered bytes come from beyond an entry's
 * own key: the simulator's TypeScript sources (the drawing and scanning code, and the world the
 * inputs come from), the lockfile (pdf-lib and the other libraries), Node (its zlib deflates the
 * pages) and poppler's version (pdftoppm renders them). The entries' own version numbers stay the
 * guard within one folder.
 */
export function keptFolderName(root: string): string {
  const hash = createHash('sha256');
  const simulator = path.join(root, 'simulator');
  for (const file of fs.readdirSync(simulator, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!file.endsWith('.ts')) continue;
    const full = path.join(simulator, file);
    hash.update(`${file}\0`).update(fs.readFileSync(full)).update('\0');
  }
  hash.update(fs.readFileSync(path.join(root, 'package-lock.json'))).update('\0');
  hash.update(`${process.version}\0${popplerVersion()}`);
  return `${PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

/**
 * The version line of the pdftoppm the scanner runs, or a word of its own when it is missing (the
 * scans then fail as they would without the cache).
 */
function popplerVersion(): string {
  // The program scan-pdf.ts's SCAN_DEFAULTS names, not imported: that module loads pdf-lib, about
  // 0.3 CPU s in vitest's main process at every run, unit runs included. The version goes to stderr.
  const run = spawnSync('pdftoppm', ['-v'], { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
  return run.error ? 'no pdftoppm' : (run.stderr.split('\n')[0] ?? '');
}

function pruneUnused(tmp: string, current: string, now: number): void {
  for (const name of fs.readdirSync(tmp)) {
    const dir = path.join(tmp, name);
    if (!name.startsWith(PREFIX) || dir === current) continue;
    try {
      if (now - fs.statSync(dir).mtimeMs > UNUSED_FOR_MS) fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}
