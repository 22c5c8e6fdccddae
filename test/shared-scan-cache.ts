import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest's global set-up (vitest.config.ts): one folder of the offline copies' rendered scans for
 * the whole run (SCAN_CACHE_DIR, simulator/scans/scan-cache.ts), handed to the test workers and
 * the commands they start through the environment. Every worker that serves the JONC archive, and
 * every demo or `pipeline run` process over the offline copies, rendered its scanned issues again
 * (pdftoppm, the degradation loop, deflating the pages: seconds of CPU a world); an entry depends
 * only on the printed bytes, the seed, the date and the scanner's version, so sharing it changes
 * no byte served. A folder the developer set is left as it is.
 */
export default function setup(): (() => void) | undefined {
  if (process.env.SCAN_CACHE_DIR) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-nc-test-scans-'));
  process.env.SCAN_CACHE_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
