import type { ApiModule, ApiModuleStarter } from '../api/api-module.ts';
import { apiDatabaseLocation } from '../platform/api-database.ts';
import { registerSignalementMetrics } from './signalement-metrics.ts';
import { SIGNALEMENT_CONTRACT } from './signalement-contract.ts';
import { signalementRoutes } from './signalement-routes.ts';
import { DEFAULT_LIMITS, SignalementService, type SignalementLimits } from './signalement-service.ts';
import { openSignalementStore } from './state/open-signalement-store.ts';
import type { SignalementStore } from './state/signalement-store.ts';

export interface SignalementModuleOptions {
  limits?: Partial<SignalementLimits>;
  /** Epoch milliseconds; tests inject one (rate windows, form tokens). */
  now?: () => number;
  /** Another store than the webhook database of the process's configuration (tests). */
  store?: SignalementStore;
}

/** The reports as an API module: their routes, their metrics, their store closed with the API. */
export function signalementModule(service: SignalementService): ApiModule {
  return {
    name: 'signalements',
    routes: signalementRoutes(service),
    contract: SIGNALEMENT_CONTRACT,
    registerMetrics: (registry) => registerSignalementMetrics(registry, service),
    close: () => service.store.close(),
  };
}

/**
 * Mounts the reports in an API process (startApiServer's `modules`): stored in the API's
 * database (platform/api-database.ts: DATABASE_URL, else DATA_DIR/api/webhooks.sqlite).
 */
export function mountSignalements(options: SignalementModuleOptions = {}): ApiModuleStarter {
  return async ({ config, logger }) => {
    const store = options.store ?? (await openSignalementStore(apiDatabaseLocation(config), logger));
    const service = new SignalementService(store, {
      limits: {
        ...DEFAULT_LIMITS,
        networkDailyShare: config.settings.REPORTS_NETWORK_DAILY_SHARE,
        rateLimitClients: config.settings.REPORTS_RATE_LIMIT_CLIENTS,
        ...options.limits,
      },
      now: options.now ?? Date.now,
      formSecret: await store.formSecret(),
      siteUrl: config.settings.SITE_URL,
    });
    return signalementModule(service);
  };
}
