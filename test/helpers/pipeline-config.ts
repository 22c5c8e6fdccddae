import { loadConfig, type Config, type Env } from '../../platform/config.ts';

/**
 * The configuration of a pipeline run in a test's process over `dataDir`: `loadConfig` with
 * DATA_DIR, and the suite run's OCR page cache (OCR_CACHE_DIR, test/shared-ocr-cache.ts) when
 * there is one. Built from DATA_DIR alone, a config reads its scans through `<dataDir>/cache/ocr`,
 * empty in every test: each worker process read every scan by OCR again (about 3 CPU seconds a
 * page) that another worker or a command had already read.
 */
export function pipelineConfig(dataDir: string, env: Env = {}): Config {
  const shared = process.env.OCR_CACHE_DIR;
  return loadConfig({ DATA_DIR: dataDir, ...(shared ? { OCR_CACHE_DIR: shared } : {}), ...env });
}
