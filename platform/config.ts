import path from 'node:path';
import { ConfigError, loadSettings, type Env, type LoadedSettings, type Settings } from './settings/index.ts';

export { ConfigError, type Env };

/**
 * The settings every process shares, resolved (paths absolute, defaults that depend on other
 * settings filled in), plus the full typed settings for the areas that need more. Built once
 * per process by its composition root (cli/) from `process.env`.
 */
export interface Config {
  dataDir: string;
  warehousePath: string;
  /** OCR_CACHE_DIR resolved: `<dataDir>/cache/ocr` by default, null when `off`. */
  ocrCacheDir: string | null;
  storeUrl: string;
  host: string;
  port: number;
  /** SITE_URL, else `http://localhost:<PORT>`; null when SITE_URL is empty and PORT=0 (any free port names no address). */
  siteUrl: string | null;
  /** SAMPLE_SITES_PORT; null when unset: each command derives its own (see the setting's help). */
  sampleSitesPort: number | null;
  /** SCAN_CACHE_DIR resolved; null when unset: the offline copies keep no scan on disk. */
  scanCacheDir: string | null;
  userAgent: string;
  logLevel: Settings['LOG_LEVEL'];
  /** Every declared setting, typed. */
  settings: Settings;
  /** The environment the settings were read from, for the views that take one (openStore). */
  env: Env;
  /** One source's politeness and schedule settings. */
  sourceConfig(sourceId: string): SourceConfig;
}

export interface SourceConfig {
  url: string | null;
  concurrency: number;
  requestsPerMinute: number;
  retries: number;
  timeoutSeconds: number;
  schedule: string | null;
}

/**
 * Reads and checks every setting (see platform/settings), then resolves the shared ones.
 * `sourceIds`: the registered sources, whose `SOURCE_<ID>_*` settings are checked now too.
 */
export function loadConfig(env: Env, options: { sourceIds?: readonly string[] } = {}): Config {
  const loaded: LoadedSettings = loadSettings(env, options);
  const s = loaded.values;
  const dataDir = path.resolve(s.DATA_DIR);
  return {
    dataDir,
    warehousePath: s.WAREHOUSE_PATH ?? path.join(dataDir, 'warehouse.duckdb'),
    ocrCacheDir: s.OCR_CACHE_DIR === 'off' ? null : path.resolve(s.OCR_CACHE_DIR ?? path.join(dataDir, 'cache', 'ocr')),
    storeUrl: s.STORE_URL ?? `file://${path.join(dataDir, 'store')}`,
    host: s.HOST,
    port: s.PORT,
    siteUrl: s.SITE_URL ?? (s.PORT === 0 ? null : `http://localhost:${s.PORT}`),
    sampleSitesPort: s.SAMPLE_SITES_PORT,
    scanCacheDir: s.SCAN_CACHE_DIR ? path.resolve(s.SCAN_CACHE_DIR) : null,
    userAgent: s.USER_AGENT,
    logLevel: s.LOG_LEVEL,
    settings: s,
    env,
    sourceConfig(sourceId) {
      const source = loaded.source(sourceId);
      return {
        url: source.URL,
        concurrency: source.CONCURRENCY,
        // Politeness matters towards real sites; the bundled offline copy is ours and local.
        requestsPerMinute: source.RPM ?? (source.URL ? 60 : 6000),
        retries: source.RETRIES,
        timeoutSeconds: source.TIMEOUT_SECONDS,
        schedule: source.SCHEDULE,
      };
    },
  };
}
