import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OcrPageCache } from '../../sources/documents/ocr/ocr-page-cache.ts';
import { readOcrSeed } from './ocr-seed.ts';
import setup from '../shared-ocr-cache.ts';

// vitest's global set-up (vitest.config.ts): one OCR page cache for the whole run.
const before = process.env.OCR_CACHE_DIR;
afterEach(() => {
  // The run's own cache stays what the global set-up made it, for the files after this one.
  if (before === undefined) delete process.env.OCR_CACHE_DIR;
  else process.env.OCR_CACHE_DIR = before;
});

describe('the run’s shared OCR cache', () => {
  it('is a new folder named in OCR_CACHE_DIR, removed when the run ends', async () => {
    delete process.env.OCR_CACHE_DIR;
    const teardown = await setup();
    const dir = process.env.OCR_CACHE_DIR;
    expect(path.dirname(dir!)).toBe(os.tmpdir());
    expect(path.basename(dir!)).toMatch(/^annonces-nc-test-ocr-/);
    expect(fs.statSync(dir!).isDirectory()).toBe(true);
    teardown!();
    expect(fs.existsSync(dir!)).toBe(false);
  });

  it('starts with every reading of the default world’s scans, where the engine looks for them', async () => {
    delete process.env.OCR_CACHE_DIR;
    const teardown = await setup();
    try {
      const cache = new OcrPageCache(process.env.OCR_CACHE_DIR!);
      const { entries } = readOcrSeed();
      // The JONC archive's two scanned issues at least (10195, 10316: several pages each).
      expect(new Set(entries.map((e) => e.sha256)).size).toBeGreaterThanOrEqual(2);
      for (const entry of entries) expect(await cache.get(entry.sha256, entry.page, entry.engine), `${entry.sha256} ${entry.page}`).toBe(entry.tsv);
    } finally {
      teardown!();
    }
  });

  it('leaves a cache the developer set (or off) as it is', async () => {
    process.env.OCR_CACHE_DIR = 'off';
    expect(await setup()).toBeUndefined();
    expect(process.env.OCR_CACHE_DIR).toBe('off');
  });
});
