import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedOcrCache } from './helpers/ocr-seed.ts';

/**
 * Vitest's global set-up (vitest.config.ts): one OCR page cache for the whole run
 * (OCR_CACHE_DIR, docs/ocr.md), handed to the test workers and the commands they start through
 * the environment. Each pipeline test starts with an empty data folder, whose own cache would
 * read every scan again in every file and process (about 3 s of CPU a page); an entry depends
 * only on the document's bytes and the OCR programs, so sharing it changes no reading. The cache
 * starts with the committed readings of the default sample world's scans
 * (test/helpers/ocr-seed/), keyed as production keys them: where this machine's tesseract,
 * poppler and language data are the seed's, a suite run reads none of those pages again; where
 * they differ, the keys differ and the engine reads them. The OCR engine's own tests, and
 * scanned-jonc-archive's reading of the world's scans, build their engines with caches of their
 * own. A cache the developer set (or `off`) is left as it is.
 */
export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env.OCR_CACHE_DIR) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-nc-test-ocr-'));
  process.env.OCR_CACHE_DIR = dir;
  await seedOcrCache(dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
