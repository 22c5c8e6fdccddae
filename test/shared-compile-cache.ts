import os from 'node:os';
import path from 'node:path';

/**
 * Vitest's global set-up (vitest.config.ts): Node's compile cache for the test workers and every
 * process they start, most of which run a `.ts` file without the commands' preload that turns
 * the cache on (cli/require-node.mjs). A test starts hundreds of them; with the cache, each start
 * after the first skips loading type stripping and compiling the same modules again. The folder
 * is the one the commands use by default, so a run reuses what the last one compiled (entries
 * are keyed by content: an edited file is a miss, never a stale hit). A folder the developer
 * chose, or NODE_DISABLE_COMPILE_CACHE, is left as it is.
 */
export default function setup(): void {
  if (process.env.NODE_COMPILE_CACHE || process.env.NODE_DISABLE_COMPILE_CACHE) return;
  process.env.NODE_COMPILE_CACHE = path.join(os.tmpdir(), 'node-compile-cache');
}
