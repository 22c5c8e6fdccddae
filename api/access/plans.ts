import type { OutagePolicy } from './counters.ts';
import fs from 'node:fs';
import { ConfigError } from '../../platform/config.ts';
import { ROUTE_PATTERN } from './route-patterns.ts';
import { errorMessage } from '../../kernel/errors/app-error.ts';

export interface PlanDefinition {
  /** Requests per fixed day (00:00 to 00:00 Pacific/Noumea). */
  requestsPerDay: number;
  /**
   * Webhook subscriptions allowed per key; 0 none; null no cap at all (a PLANS_FILE's choice:
   * each subscription holds up to 1,000 RIDETs, so one key could fill the database). Enforced
   * by the webhooks routes.
   */
  webhooks: number | null;
  /** Whether deliveries carry X-Service-Signature. */
  signedWebhooks: boolean;
  /** Route patterns this plan may call (see route-patterns.ts). */
  routes: string[];
  /** While the shared counters (Redis) are down: count locally (default) or refuse (503). See counters.ts. */
  outage?: OutagePolicy;
}

export interface PlansConfig {
  /** Route patterns callable without a key; other routes answer 401 api_key_required. */
  anonymous: { routes: string[]; outage?: OutagePolicy };
  plans: Record<string, PlanDefinition>;
}

const READ_ROUTES = ['*', '!webhooks*'];
const ALL_ROUTES = ['*'];
/**
 * Anonymous clients read everything but webhooks and the bulk files' bytes: a download is
 * one request of the per-IP hour but tens of megabytes, so it needs a key, any plan's
 * (docs/access.md, "Bulk files"). The list of files stays open.
 */
const ANONYMOUS_ROUTES = [...READ_ROUTES, '!exports.get'];

/**
 * DESIGN.md §5: the contract's Description B plus Veille from Description A. Its "unlimited"
 * webhooks of equipe and enterprise are capped per key (100 and 1,000) so that one key cannot
 * grow the webhook database and each snapshot's fan-out without bound (docs/access.md).
 */
export const DEFAULT_PLANS: PlansConfig = {
  anonymous: { routes: ANONYMOUS_ROUTES },
  plans: {
    sandbox: { requestsPerDay: 100, webhooks: 0, signedWebhooks: false, routes: READ_ROUTES },
    veille: { requestsPerDay: 1_000, webhooks: 0, signedWebhooks: false, routes: READ_ROUTES },
    pro: { requestsPerDay: 10_000, webhooks: 5, signedWebhooks: false, routes: ALL_ROUTES },
    equipe: { requestsPerDay: 50_000, webhooks: 100, signedWebhooks: true, routes: ALL_ROUTES },
    enterprise: { requestsPerDay: 500_000, webhooks: 1_000, signedWebhooks: true, routes: ALL_ROUTES },
  },
};

export const PLAN_NAME = /^[a-z][a-z0-9_-]{0,31}$/;

function fail(where: string, message: string): never {
  throw new ConfigError(`PLANS_FILE ${where}: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseRoutes(where: string, value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0) fail(where, `expected a non-empty array of route patterns, got ${JSON.stringify(value)}`);
  for (const pattern of value) {
    if (typeof pattern !== 'string' || !ROUTE_PATTERN.test(pattern)) {
      fail(where, `expected route patterns like "*", "annonces*", "!webhooks*", got ${JSON.stringify(pattern)}`);
    }
  }
  return [...(value as string[])];
}

function parseOutage(where: string, value: unknown): { outage?: OutagePolicy } {
  if (value === undefined) return {};
  if (value !== 'local' && value !== 'refuse') fail(where, `expected "local" (count per instance) or "refuse" (answer 503), got ${JSON.stringify(value)}`);
  return { outage: value };
}

function parsePlan(name: string, value: unknown): PlanDefinition {
  const where = `plans.${name}`;
  if (!PLAN_NAME.test(name)) fail(where, 'expected a plan name of lowercase letters, digits, "-" or "_"');
  if (!isRecord(value)) fail(where, `expected an object, got ${JSON.stringify(value)}`);
  const { requestsPerDay, webhooks, signedWebhooks, routes, outage } = value;
  if (typeof requestsPerDay !== 'number' || !Number.isInteger(requestsPerDay) || requestsPerDay < 1) {
    fail(`${where}.requestsPerDay`, `expected an integer >= 1, got ${JSON.stringify(requestsPerDay)}`);
  }
  if (webhooks !== null && (typeof webhooks !== 'number' || !Number.isInteger(webhooks) || webhooks < 0)) {
    fail(`${where}.webhooks`, `expected an integer >= 0 or null (unlimited), got ${JSON.stringify(webhooks)}`);
  }
  if (typeof signedWebhooks !== 'boolean') fail(`${where}.signedWebhooks`, `expected true or false, got ${JSON.stringify(signedWebhooks)}`);
  return { requestsPerDay, webhooks, signedWebhooks, routes: parseRoutes(`${where}.routes`, routes), ...parseOutage(`${where}.outage`, outage) };
}

/** Checks a plans document; every mistake names its place in the file. */
export function parsePlans(document: unknown): PlansConfig {
  if (!isRecord(document)) fail('', `expected an object {anonymous?, plans}, got ${JSON.stringify(document)}`);
  if (!isRecord(document.plans) || Object.keys(document.plans).length === 0) fail('plans', 'expected an object with at least one plan');
  let anonymous = DEFAULT_PLANS.anonymous;
  if (document.anonymous !== undefined) {
    if (!isRecord(document.anonymous)) fail('anonymous', `expected an object {routes}, got ${JSON.stringify(document.anonymous)}`);
    anonymous = { routes: parseRoutes('anonymous.routes', document.anonymous.routes), ...parseOutage('anonymous.outage', document.anonymous.outage) };
  }
  const plans: Record<string, PlanDefinition> = {};
  for (const [name, plan] of Object.entries(document.plans)) plans[name] = parsePlan(name, plan);
  return { anonymous, plans };
}

/** The plans of PLANS_FILE, which replaces the defaults as a whole; the defaults when unset. */
export function loadPlans(file: string | null): PlansConfig {
  if (!file) return DEFAULT_PLANS;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`PLANS_FILE: cannot read ${file} (${errorMessage(error)})`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`PLANS_FILE: ${file} is not valid JSON (${errorMessage(error)})`);
  }
  return parsePlans(document);
}
