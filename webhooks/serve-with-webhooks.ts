import { startApiServer, type StartApiOptions, type StartedApi } from '../api/start-api.js';
import type { WebhookRuntime } from './start-webhooks.js';
import { mountWebhooks, webhooksOff, type WebhookModuleOptions } from './webhook-module.js';

export interface ServeWithWebhooksOptions extends StartApiOptions {
  /** On by default with the settings of `config`; these override them, false turns them off (503 webhooks_unavailable). */
  webhooks?: false | WebhookModuleOptions;
}

export interface StartedApiWithWebhooks extends StartedApi {
  /** The webhook runtime (its `status()` is for monitoring), null when turned off. */
  webhooks: WebhookRuntime | null;
}

/**
 * The API process as `npm run serve` and the demo run it: the API with the webhooks mounted as
 * one of its modules (webhook-module.ts), after any module the caller adds.
 */
export async function startApiWithWebhooks(options: ServeWithWebhooksOptions): Promise<StartedApiWithWebhooks> {
  const { webhooks: webhookOptions, ...apiOptions } = options;
  let runtime: WebhookRuntime | null = null;
  const webhooks = webhookOptions === false ? webhooksOff : mountWebhooks(webhookOptions ?? {}, (started) => (runtime = started));
  const api = await startApiServer({ ...apiOptions, modules: [...(options.modules ?? []), webhooks] });
  return { url: api.url, modules: api.modules, metrics: api.metrics, close: () => api.close(), webhooks: runtime };
}
