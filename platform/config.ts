import path from 'node:path';

/**
 * Every setting of the project, in one place: name, default, one-line help. Read from the
 * environment once, checked at start-up; `docs/configuration.md` lists them all (a test keeps
 * the two in step). Per-source settings (`SOURCE_<ID>_URL`, ...) are declared by
 * `sourceSettings()` below for every registered source.
 */
export interface Setting {
  name: string;
  default: string;
  help: string;
}

export const SETTINGS: readonly Setting[] = [
  { name: 'DATA_DIR', default: 'data', help: 'Working folder of the embedded default (warehouse, object store, reports, crawler storage).' },
  { name: 'WAREHOUSE_PATH', default: '', help: 'DuckDB warehouse file; empty means `<DATA_DIR>/warehouse.duckdb`.' },
  { name: 'STORE_URL', default: '', help: 'Object store for snapshots and the raw archive: `file://<dir>` or `s3://<bucket>/<prefix>`; empty means `file://<DATA_DIR>/store`.' },
  { name: 'HOST', default: '127.0.0.1', help: 'Address the API listens on.' },
  { name: 'PORT', default: '8080', help: 'Port the API listens on.' },
  { name: 'SITE_URL', default: '', help: 'Public site base URL used in `fiche_url` and pages; empty means `http://localhost:<PORT>`.' },
  { name: 'SAMPLE_SITES_PORT', default: '0', help: 'Port of the bundled offline sample sources (0 picks a free port).' },
  { name: 'USER_AGENT', default: 'annonces-nc/0.1 (+https://annonces.nc/robots)', help: 'User agent sent to every source.' },
  { name: 'LOG_LEVEL', default: 'info', help: 'Log level: fatal, error, warn, info, debug, trace, silent.' },
] as const;

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  readonly code = 'config_invalid';
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export interface Config {
  dataDir: string;
  warehousePath: string;
  storeUrl: string;
  host: string;
  port: number;
  siteUrl: string;
  sampleSitesPort: number;
  userAgent: string;
  logLevel: string;
  env: Env;
}

function read(env: Env, name: string): string {
  const setting = SETTINGS.find((s) => s.name === name);
  if (!setting) throw new Error(`Unknown setting ${name}`);
  const value = env[name];
  return value === undefined || value === '' ? setting.default : value;
}

export function parsePort(name: string, raw: string, allowZero = false): number {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < (allowZero ? 0 : 1) || port > 65535) {
    throw new ConfigError(`${name}: expected a port number ${allowZero ? '0' : '1'}..65535, got ${JSON.stringify(raw)}`);
  }
  return port;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(read(env, 'DATA_DIR'));
  const port = parsePort('PORT', read(env, 'PORT'));
  const storeUrl = read(env, 'STORE_URL') || `file://${path.join(dataDir, 'store')}`;
  if (!/^(file|s3):\/\//.test(storeUrl)) {
    throw new ConfigError(`STORE_URL: expected file://<dir> or s3://<bucket>/<prefix>, got ${JSON.stringify(storeUrl)}`);
  }
  const logLevel = read(env, 'LOG_LEVEL');
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got ${JSON.stringify(logLevel)}`);
  }
  return {
    dataDir,
    warehousePath: read(env, 'WAREHOUSE_PATH') || path.join(dataDir, 'warehouse.duckdb'),
    storeUrl,
    host: read(env, 'HOST'),
    port,
    siteUrl: (read(env, 'SITE_URL') || `http://localhost:${port}`).replace(/\/+$/, ''),
    sampleSitesPort: parsePort('SAMPLE_SITES_PORT', read(env, 'SAMPLE_SITES_PORT'), true),
    userAgent: read(env, 'USER_AGENT'),
    logLevel,
    env,
  };
}

/** Per-source settings, declared for every registered source id (e.g. SOURCE_JONC_URL). */
export const SOURCE_SETTING_SUFFIXES: ReadonlyArray<{ suffix: string; default: string; help: string }> = [
  { suffix: 'URL', default: '', help: 'Base URL of the source; empty means its offline copy on the bundled sample-sites server.' },
  { suffix: 'CONCURRENCY', default: '4', help: 'Parallel requests to the source.' },
  { suffix: 'RPM', default: '', help: 'Requests per minute ceiling; empty means 60 for a configured (real) URL and 6000 for the local offline copy.' },
  { suffix: 'RETRIES', default: '3', help: 'Retries per URL, with exponential backoff and jitter.' },
  { suffix: 'TIMEOUT_SECONDS', default: '20', help: 'Per-request timeout.' },
  { suffix: 'SCHEDULE', default: '', help: "Cron expression (Pacific/Noumea) for `pipeline schedule`; empty means the source's own default." },
];

export function sourceSettingName(sourceId: string, suffix: string): string {
  return `SOURCE_${sourceId.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_${suffix}`;
}

export interface SourceConfig {
  url: string | null;
  concurrency: number;
  requestsPerMinute: number;
  retries: number;
  timeoutSeconds: number;
  schedule: string | null;
}

export function loadSourceConfig(sourceId: string, env: Env = process.env): SourceConfig {
  const get = (suffix: string) => {
    const name = sourceSettingName(sourceId, suffix);
    const value = env[name];
    return { name, value: value === undefined || value === '' ? SOURCE_SETTING_SUFFIXES.find((s) => s.suffix === suffix)!.default : value };
  };
  const positive = (suffix: string, min: number) => {
    const { name, value } = get(suffix);
    const n = Number(value);
    if (!Number.isInteger(n) || n < min) throw new ConfigError(`${name}: expected an integer >= ${min}, got ${JSON.stringify(value)}`);
    return n;
  };
  const url = get('URL').value;
  if (url && !/^https?:\/\//.test(url)) {
    throw new ConfigError(`${sourceSettingName(sourceId, 'URL')}: expected an http(s) URL, got ${JSON.stringify(url)}`);
  }
  // Politeness matters towards real sites; the bundled offline copy is ours and local.
  const rpmDefault = url ? 60 : 6000;
  const rpmRaw = env[sourceSettingName(sourceId, 'RPM')];
  return {
    url: url ? url.replace(/\/+$/, '') : null,
    concurrency: positive('CONCURRENCY', 1),
    requestsPerMinute: rpmRaw === undefined || rpmRaw === '' ? rpmDefault : positive('RPM', 1),
    retries: positive('RETRIES', 0),
    timeoutSeconds: positive('TIMEOUT_SECONDS', 1),
    schedule: get('SCHEDULE').value || null,
  };
}
