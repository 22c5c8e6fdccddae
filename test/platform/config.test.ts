import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';

describe('loadConfig', () => {
  it('SCAN_CACHE_DIR: none when empty, else the folder resolved', () => {
    const dataDir = path.resolve('data-dir-for-config');
    expect(loadConfig({ DATA_DIR: dataDir }).scanCacheDir).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, SCAN_CACHE_DIR: ' ' }).scanCacheDir).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, SCAN_CACHE_DIR: '/var/cache/annonces-scans' }).scanCacheDir).toBe('/var/cache/annonces-scans');
    expect(loadConfig({ DATA_DIR: dataDir, SCAN_CACHE_DIR: 'scans' }).scanCacheDir).toBe(path.resolve('scans'));
  });
});
