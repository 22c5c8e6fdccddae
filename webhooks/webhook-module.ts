import type { ApiModule, ApiModuleStarter } from '../api/api-module.ts';
import { startWebhooks, type WebhookRuntime, type WebhookRuntimeOptions } from './start-webhooks.ts';
import { registerWebhookMetrics } from './webhook-metrics.ts';
import { WEBHOOK_CONTRACT } from './webhook-contract.ts';
import { WEBHOOK_PLAN_FIELDS } from './webhook-plan-fields.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { webhookSettings } from './webhook-settings.ts';

/** Overrides of the webhook settings read from the configuration (tests: polling, clock, DNS). */
export type WebhookModuleOptions = Partial<Omit<WebhookRuntimeOptions, 'snapshots'>>;

/**
 * The webhooks as an API module: their /v1/webhooks routes bound to the runtime's service,
 * their metrics, the emitter nudged when a new snapshot is served, and the runtime closed with
 * the API. With null (webhooks turned off) the routes answer 503 webhooks_unavailable.
 */
export function webhookModule(runtime: WebhookRuntime | null): ApiModule {
  if (runtime === null) return { name: 'webhooks', routes: webhookRoutes(null), contract: WEBHOOK_CONTRACT };
  return {
    name: 'webhooks',
    routes: webhookRoutes(runtime.service),
    contract: WEBHOOK_CONTRACT,
    snapshotServed: () => runtime.emitter.nudge(),
    registerMetrics: (registry) => registerWebhookMetrics(registry, () => runtime.status()),
    close: () => runtime.close(),
  };
}

/**
 * Starts the webhooks inside an API process (startApiServer's `modules`): the settings of the
 * process's configuration, these options over them, the emitter following the process's
 * store at its snapshot poll interval. `started` receives the runtime (tests drive it).
 */
export function mountWebhooks(options: WebhookModuleOptions = {}, started?: (runtime: WebhookRuntime) => void): ApiModuleStarter {
  const start: ApiModuleStarter = async ({ config, store, logger, settings, keys }) => {
    const runtime = await startWebhooks({
      settings: webhookSettings(config),
      emitterPollMs: settings.snapshotPollSeconds * 1000,
      logger,
      keys,
      ...options,
      snapshots: store,
    });
    started?.(runtime);
    return webhookModule(runtime);
  };
  return Object.assign(start, { planFields: WEBHOOK_PLAN_FIELDS });
}

/**
 * The routes without webhooks: 503 webhooks_unavailable (a server started with webhooks off).
 * Its plans keep the webhook fields, so turning webhooks on changes no plan's meaning.
 */
export const webhooksOff: ApiModuleStarter = Object.assign(() => Promise.resolve(webhookModule(null)), { planFields: WEBHOOK_PLAN_FIELDS });
