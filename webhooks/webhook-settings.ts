import { apiDatabaseLocation, type ApiDatabaseLocation } from '../platform/api-database.ts';
import type { Config } from '../platform/config.ts';
import type { Settings } from '../platform/settings/index.ts';

/** The settings of the webhooks, where their database is among them (platform/api-database.ts). */
export interface WebhookSettings extends ApiDatabaseLocation {
  allowHttp: boolean;
  allowPrivateNetworks: boolean;
  timeoutMs: number;
  concurrencyPerHost: number;
  maxInFlight: number;
  disableAfterMs: number;
  secretOverlapMs: number;
  dedupeLegalEvents: boolean;
}

const HOUR_MS = 3_600_000;

export function webhookSettings(config: Pick<Config, 'dataDir' | 'settings'>): WebhookSettings {
  const s: Settings = config.settings;
  return {
    ...apiDatabaseLocation(config),
    allowHttp: s.WEBHOOKS_ALLOW_HTTP,
    allowPrivateNetworks: s.WEBHOOKS_ALLOW_PRIVATE_NETWORKS,
    timeoutMs: s.WEBHOOKS_TIMEOUT_SECONDS * 1000,
    concurrencyPerHost: s.WEBHOOKS_CONCURRENCY_PER_HOST,
    maxInFlight: s.WEBHOOKS_MAX_IN_FLIGHT,
    disableAfterMs: s.WEBHOOKS_DISABLE_AFTER_HOURS * HOUR_MS,
    secretOverlapMs: s.WEBHOOKS_SECRET_OVERLAP_HOURS * HOUR_MS,
    dedupeLegalEvents: s.WEBHOOKS_DEDUPE_LEGAL_EVENTS,
  };
}
