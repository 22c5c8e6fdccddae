import { CORE_CONTRACT } from '../../../api/core-module.ts';
import { openApiDocument } from '../../../api/openapi.ts';
import { ERROR_CATALOG } from '../../../api/problem.ts';
import type { Route } from '../../../api/route.ts';
import { signalementRoutes } from '../../../signalements/signalement-routes.ts';
import { webhookRoutes } from '../../../webhooks/webhook-routes.ts';
import { SIGNALEMENT_CONTRACT, SIGNALEMENT_PROBLEMS } from '../../../signalements/signalement-contract.ts';
import { WEBHOOK_CONTRACT, WEBHOOK_PROBLEMS } from '../../../webhooks/webhook-contract.ts';

/**
 * What `npm run serve` describes: the core with its modules in the order cli/serve.ts mounts
 * them (the reports, then the webhooks).
 */
export const SERVED_OPENAPI = openApiDocument([CORE_CONTRACT, SIGNALEMENT_CONTRACT, WEBHOOK_CONTRACT]);

/** Every problem code the served API answers with, but access control's, with its status and title. */
export const SERVED_PROBLEMS: Readonly<Record<string, { status: number; title: string }>> = { ...ERROR_CATALOG, ...SIGNALEMENT_PROBLEMS, ...WEBHOOK_PROBLEMS };

/**
 * The modules cli/serve.ts mounts, without their stores (their routes answer 503 *_unavailable),
 * for a test app that must describe and list what the served process does.
 */
export const SERVED_MODULES_OFF: { routes: readonly Route[]; contracts: [typeof SIGNALEMENT_CONTRACT, typeof WEBHOOK_CONTRACT] } = {
  routes: [...signalementRoutes(null), ...webhookRoutes(null)],
  contracts: [SIGNALEMENT_CONTRACT, WEBHOOK_CONTRACT],
};
