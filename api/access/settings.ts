import path from 'node:path';
import { ConfigError, loadConfig, type Env, type Setting } from '../../platform/config.js';
import { loadPlans, type PlansConfig } from './plans.js';

/**
 * Access-control settings (keys, plans, quotas); listed in docs/access.md. TRUST_PROXY is
 * declared once, in api/settings.ts, and read here too (see trustProxyHops).
 */
export const ACCESS_SETTINGS: readonly Setting[] = [
  { name: 'KEYS_FILE', default: '', help: 'API keys file (hashes only), written by `npm run keys` and re-read by the server when it changes; empty means `<DATA_DIR>/api/keys.json`.' },
  { name: 'KEYS_RELOAD_SECONDS', default: '2', help: 'How often the server checks the keys file for changes (seconds, > 0); a new or revoked key takes effect within this delay.' },
  { name: 'PLANS_FILE', default: '', help: 'JSON file of plans (daily quotas, webhooks, allowed routes) replacing the built-in table as a whole; empty means the DESIGN.md §5 defaults.' },
  { name: 'ANONYMOUS_LIMIT_PER_HOUR', default: '60', help: 'Requests per fixed clock hour for a client without a key, counted per client IP (IPv6 per /64).' },
  { name: 'REDIS_URL', default: '', help: 'Redis URL (redis://host:port/db) for counters shared by several API instances; empty keeps counters in process memory.' },
  { name: 'REDIS_KEY_PREFIX', default: 'annonces-nc', help: 'Prefix of every counter key written to Redis.' },
  { name: 'REDIS_TIMEOUT_MS', default: '500', help: 'Redis command timeout; beyond it (or while Redis is down) each instance counts in memory until Redis answers again.' },
] as const;

export interface AccessConfig {
  keysFile: string;
  keysReloadSeconds: number;
  plans: PlansConfig;
  anonymousLimitPerHour: number;
  trustProxy: number;
  redisUrl: string | null;
  redisKeyPrefix: string;
  redisTimeoutMs: number;
}

function read(env: Env, name: string): string {
  const setting = ACCESS_SETTINGS.find((s) => s.name === name);
  if (!setting) throw new Error(`Unknown setting ${name}`);
  const value = env[name];
  return value === undefined || value === '' ? setting.default : value.trim();
}

function number(env: Env, name: string, { min, integer }: { min: number; integer: boolean }): number {
  const raw = read(env, name);
  const value = Number(raw);
  if (raw === '' || !Number.isFinite(value) || value < min || (integer && !Number.isInteger(value))) {
    throw new ConfigError(`${name}: expected ${integer ? 'an integer' : 'a number'} >= ${min}, got ${JSON.stringify(raw)}`);
  }
  return value;
}

/**
 * TRUST_PROXY as a number of trusted proxy hops: `false` 0 (socket address only), `true` 1
 * (one proxy of ours in front: the client is the last X-Forwarded-For entry), or a count.
 */
export function trustProxyHops(env: Env = process.env): number {
  const raw = (env.TRUST_PROXY ?? '').trim() || 'false';
  if (raw === 'false') return 0;
  if (raw === 'true') return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  throw new ConfigError(`TRUST_PROXY: expected true, false or a number of proxies, got ${JSON.stringify(raw)}`);
}

/** Keys file location shared by the server and the keys CLI, so both always agree. */
export function keysFilePath(env: Env = process.env): string {
  const configured = read(env, 'KEYS_FILE');
  return configured ? path.resolve(configured) : path.join(loadConfig(env).dataDir, 'api', 'keys.json');
}

/** Reads and checks every access setting once, with messages naming the setting. */
export function loadAccessConfig(env: Env = process.env): AccessConfig {
  const keysReloadSeconds = number(env, 'KEYS_RELOAD_SECONDS', { min: 0, integer: false });
  if (keysReloadSeconds === 0) throw new ConfigError('KEYS_RELOAD_SECONDS: expected a number > 0, got "0"');
  const redisUrl = read(env, 'REDIS_URL') || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) {
    throw new ConfigError(`REDIS_URL: expected redis://host:port[/db] or rediss://..., got ${JSON.stringify(redisUrl)}`);
  }
  const planFile = read(env, 'PLANS_FILE');
  return {
    keysFile: keysFilePath(env),
    keysReloadSeconds,
    plans: loadPlans(planFile ? path.resolve(planFile) : null),
    anonymousLimitPerHour: number(env, 'ANONYMOUS_LIMIT_PER_HOUR', { min: 1, integer: true }),
    trustProxy: trustProxyHops(env),
    redisUrl,
    redisKeyPrefix: read(env, 'REDIS_KEY_PREFIX'),
    redisTimeoutMs: number(env, 'REDIS_TIMEOUT_MS', { min: 1, integer: true }),
  };
}
