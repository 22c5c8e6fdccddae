import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import setup from '../shared-scan-cache.ts';

// vitest's global set-up (vitest.config.ts): one folder of the offline copies' scans for the run.
const before = process.env.SCAN_CACHE_DIR;
afterEach(() => {
  // The run's own folder stays what the global set-up made it, for the files after this one.
  if (before === undefined) delete process.env.SCAN_CACHE_DIR;
  else process.env.SCAN_CACHE_DIR = before;
});

describe('the run’s shared folder of rendered scans', () => {
  it('is a new folder named in SCAN_CACHE_DIR, removed when the run ends', () => {
    delete process.env.SCAN_CACHE_DIR;
    const teardown = setup();
    const dir = process.env.SCAN_CACHE_DIR;
    expect(path.dirname(dir!)).toBe(os.tmpdir());
    expect(path.basename(dir!)).toMatch(/^annonces-nc-test-scans-/);
    expect(fs.statSync(dir!).isDirectory()).toBe(true);
    teardown!();
    expect(fs.existsSync(dir!)).toBe(false);
  });

  it('leaves a folder the developer set as it is', () => {
    process.env.SCAN_CACHE_DIR = '/somewhere/kept';
    expect(setup()).toBeUndefined();
    expect(process.env.SCAN_CACHE_DIR).toBe('/somewhere/kept');
  });
});
