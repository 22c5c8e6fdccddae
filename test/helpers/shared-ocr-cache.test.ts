import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import setup from '../shared-ocr-cache.ts';

// vitest's global set-up (vitest.config.ts): one OCR page cache for the whole run.
const before = process.env.OCR_CACHE_DIR;
afterEach(() => {
  // The run's own cache stays what the global set-up made it, for the files after this one.
  if (before === undefined) delete process.env.OCR_CACHE_DIR;
  else process.env.OCR_CACHE_DIR = before;
});

describe('the run’s shared OCR cache', () => {
  it('is a new folder named in OCR_CACHE_DIR, removed when the run ends', () => {
    delete process.env.OCR_CACHE_DIR;
    const teardown = setup();
    const dir = process.env.OCR_CACHE_DIR;
    expect(path.dirname(dir!)).toBe(os.tmpdir());
    expect(path.basename(dir!)).toMatch(/^annonces-nc-test-ocr-/);
    expect(fs.statSync(dir!).isDirectory()).toBe(true);
    teardown!();
    expect(fs.existsSync(dir!)).toBe(false);
  });

  it('leaves a cache the developer set (or off) as it is', () => {
    process.env.OCR_CACHE_DIR = 'off';
    expect(setup()).toBeUndefined();
    expect(process.env.OCR_CACHE_DIR).toBe('off');
  });
});
