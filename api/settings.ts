import { ConfigError, type Env, type Setting } from '../platform/config.js';

/**
 * Settings of the API process (beyond the shared ones of pipeline/config.ts: HOST, PORT,
 * STORE_URL, SITE_URL, LOG_LEVEL). Read once at start-up; docs/api.md lists them (tested).
 */
export const API_SETTINGS: readonly Setting[] = [
  { name: 'SNAPSHOT_POLL_SECONDS', default: '5', help: 'How often the API checks whether `current` points at a new snapshot (hot swap); 0 disables polling.' },
  { name: 'BODY_LIMIT_BYTES', default: '16384', help: 'Largest request body accepted; beyond it the API answers 413.' },
  { name: 'TRUST_PROXY', default: 'false', help: 'Proxies of ours in front of the API whose X-Forwarded-For is trusted for the client address (logs, anonymous quota): false (none), true (one) or a number.' },
  { name: 'CACHE_MAX_AGE_SECONDS', default: '60', help: 'max-age of Cache-Control on data responses (ETag revalidation after that).' },
  { name: 'SHUTDOWN_GRACE_SECONDS', default: '10', help: 'On SIGTERM, how long in-flight requests may run before the process exits anyway.' },
];

export interface ApiSettings {
  snapshotPollSeconds: number;
  bodyLimitBytes: number;
  /** Trusted proxy hops (0 = socket address only). */
  trustProxy: number;
  cacheMaxAgeSeconds: number;
  shutdownGraceSeconds: number;
}

export const DEFAULT_API_SETTINGS: ApiSettings = loadApiSettings({});

export function loadApiSettings(env: Env = process.env): ApiSettings {
  const read = (name: string): string => {
    const value = env[name];
    const setting = API_SETTINGS.find((s) => s.name === name)!;
    return value === undefined || value === '' ? setting.default : value;
  };
  const integer = (name: string, min: number): number => {
    const raw = read(name);
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min) {
      throw new ConfigError(`${name}: expected an integer >= ${min}, got ${JSON.stringify(raw)}`);
    }
    return n;
  };
  const trustProxy = read('TRUST_PROXY').trim();
  if (!/^(true|false|\d{1,2})$/.test(trustProxy)) {
    throw new ConfigError(`TRUST_PROXY: expected true, false or a number of proxies, got ${JSON.stringify(trustProxy)}`);
  }
  return {
    snapshotPollSeconds: integer('SNAPSHOT_POLL_SECONDS', 0),
    bodyLimitBytes: integer('BODY_LIMIT_BYTES', 0),
    trustProxy: trustProxy === 'true' ? 1 : trustProxy === 'false' ? 0 : Number(trustProxy),
    cacheMaxAgeSeconds: integer('CACHE_MAX_AGE_SECONDS', 0),
    shutdownGraceSeconds: integer('SHUTDOWN_GRACE_SECONDS', 0),
  };
}
