import path from 'node:path';
import type { Config } from '../../platform/config.ts';
import type { PlanField } from '../plan-field.ts';
import { loadPlans, type PlansConfig } from './plans.ts';

export interface AccessConfig {
  keysFile: string;
  keysReloadSeconds: number;
  plans: PlansConfig;
  anonymousLimitPerHour: number;
  /** Trusted proxy hops, TRUST_PROXY (declared with the API settings, used here for client addresses). */
  trustProxy: number;
  redisUrl: string | null;
  redisKeyPrefix: string;
  redisTimeoutMs: number;
  /** Page views per clock hour per client IP (widget.html, entreprise.html); 0 = unlimited. */
  pagesLimitPerHour: number;
  /** Keys an in-memory counter holds at most (QUOTA_COUNTER_KEYS); default QUOTA_COUNTER_KEYS's. */
  counterKeys?: number;
}

/** Keys file location shared by the server and the keys CLI, so both always agree. */
export function keysFilePath(config: Config): string {
  const configured = config.settings.KEYS_FILE;
  return configured ? path.resolve(configured) : path.join(config.dataDir, 'api', 'keys.json');
}

/**
 * The access settings of a loaded configuration; reads the plans file when one is set, checked
 * against the plan fields of the modules the process serves (`planFields`).
 */
export function accessConfig(config: Config, planFields: readonly PlanField<unknown>[]): AccessConfig {
  const s = config.settings;
  return {
    keysFile: keysFilePath(config),
    keysReloadSeconds: s.KEYS_RELOAD_SECONDS,
    plans: loadPlans(s.PLANS_FILE ? path.resolve(s.PLANS_FILE) : null, planFields),
    anonymousLimitPerHour: s.ANONYMOUS_LIMIT_PER_HOUR,
    trustProxy: s.TRUST_PROXY,
    redisUrl: s.REDIS_URL,
    redisKeyPrefix: s.REDIS_KEY_PREFIX,
    redisTimeoutMs: s.REDIS_TIMEOUT_MS,
    pagesLimitPerHour: s.PAGES_LIMIT_PER_HOUR,
    counterKeys: s.QUOTA_COUNTER_KEYS,
  };
}
