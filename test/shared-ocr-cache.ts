import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Vitest's global set-up (vitest.config.ts): one OCR page cache for the whole run
 * (OCR_CACHE_DIR, docs/ocr.md), handed to the test workers and the commands they start through
 * the environment. Each pipeline test starts with an empty data folder, whose own cache would
 * read every scan again in every file and process (about 3 s of CPU a page); an entry depends
 * only on the document's bytes and the OCR programs, so sharing it changes no reading. The OCR
 * engine's own tests build their engines with caches of their own. A cache the developer set
 * (or `off`) is left as it is.
 */
export default function setup(): (() => void) | undefined {
  if (process.env.OCR_CACHE_DIR) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-nc-test-ocr-'));
  process.env.OCR_CACHE_DIR = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
