import { coreModule } from '../api/core-module.ts';
import type { ServedModuleStarter } from '../api/start-api.ts';
import { mountSignalements, type SignalementModuleOptions } from '../signalements/signalement-module.ts';
import type { WebhookRuntime } from '../webhooks/start-webhooks.ts';
import { mountWebhooks, webhooksOff, type WebhookModuleOptions } from '../webhooks/webhook-module.ts';

export interface ServedModulesOptions {
  /** The reports' overrides (tests: a clock, limits). */
  signalements?: SignalementModuleOptions;
  /** On by default with the configuration's settings; these override them, false turns them off (503 webhooks_unavailable). */
  webhooks?: false | WebhookModuleOptions;
  /** Receives the webhook runtime once started (tests drive it; its `status()` is for monitoring). */
  webhooksStarted?: (runtime: WebhookRuntime) => void;
}

/**
 * The modules the API process serves, in their order: the core, the readers' reports, then the
 * webhooks. One list for every composition root (`npm run serve`, each API worker, the demo),
 * given to `startApiServer({ modules })`.
 */
export function servedModules(options: ServedModulesOptions = {}): ServedModuleStarter[] {
  const webhooks = options.webhooks === false ? webhooksOff : mountWebhooks(options.webhooks ?? {}, options.webhooksStarted);
  return [coreModule, mountSignalements(options.signalements), webhooks];
}
