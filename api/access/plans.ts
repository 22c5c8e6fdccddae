import type { OutagePolicy } from './counters.ts';
import fs from 'node:fs';
import { ConfigError } from '../../platform/config.ts';
import { ROUTE_PATTERN } from './route-patterns.ts';
import { errorMessage } from '../../kernel/errors/app-error.ts';
import type { BuiltInPlan, PlanField, PlanGrants } from '../plan-field.ts';
import { PlanFieldError } from './errors.ts';

/**
 * A plan: the core's fields, and the served modules' under their own names (api/plan-field.ts),
 * which only those modules read (`grantOf`). Its shape is PLANS_FILE's.
 */
export interface PlanDefinition extends PlanGrants {
  /** Requests per fixed day (00:00 to 00:00 Pacific/Noumea). */
  requestsPerDay: number;
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

/** The names a module's field may not take: the core's own fields of a plan. */
const CORE_FIELDS = new Set(['requestsPerDay', 'routes', 'outage']);

const READ_ROUTES = ['*', '!webhooks*'];
const ALL_ROUTES = ['*'];
/**
 * Anonymous clients read everything but webhooks and the bulk files' bytes: a download is
 * one request of the per-IP hour but tens of megabytes, so it needs a key, any plan's
 * (docs/access.md, "Bulk files"). The list of files stays open.
 */
const ANONYMOUS_ROUTES = [...READ_ROUTES, '!exports.get'];

/** DESIGN.md §5: the contract's Description B plus Veille from Description A, as far as the core goes. */
const CORE_PLANS: Record<BuiltInPlan, Pick<PlanDefinition, 'requestsPerDay' | 'routes'>> = {
  sandbox: { requestsPerDay: 100, routes: READ_ROUTES },
  veille: { requestsPerDay: 1_000, routes: READ_ROUTES },
  pro: { requestsPerDay: 10_000, routes: ALL_ROUTES },
  equipe: { requestsPerDay: 50_000, routes: ALL_ROUTES },
  enterprise: { requestsPerDay: 500_000, routes: ALL_ROUTES },
};

/**
 * The built-in plans with these modules' fields at their defaults: what a server serving those
 * modules grants without PLANS_FILE. Throws `plan_field_conflict` for a field named twice.
 */
export function defaultPlans(fields: readonly PlanField<unknown>[]): PlansConfig {
  checkFields(fields);
  const plans: Record<string, PlanDefinition> = {};
  for (const name of Object.keys(CORE_PLANS) as BuiltInPlan[]) {
    const { requestsPerDay, routes } = CORE_PLANS[name];
    // In PLANS_FILE's order, as a parsed plan has them: the quota, the modules' fields, the routes.
    plans[name] = { requestsPerDay, ...Object.fromEntries(fields.map((field) => [field.name, field.defaults[name]])), routes };
  }
  return { anonymous: { routes: ANONYMOUS_ROUTES }, plans };
}

/**
 * The built-in plans as the core alone grants them (quotas, routes), without any module's field:
 * enough to name the plans, make keys and check routes and quotas.
 */
export const DEFAULT_PLANS: PlansConfig = defaultPlans([]);

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

function parsePlan(name: string, value: unknown, fields: readonly PlanField<unknown>[]): PlanDefinition {
  const where = `plans.${name}`;
  if (!PLAN_NAME.test(name)) fail(where, 'expected a plan name of lowercase letters, digits, "-" or "_"');
  if (!isRecord(value)) fail(where, `expected an object, got ${JSON.stringify(value)}`);
  const { requestsPerDay, routes, outage } = value;
  if (typeof requestsPerDay !== 'number' || !Number.isInteger(requestsPerDay) || requestsPerDay < 1) {
    fail(`${where}.requestsPerDay`, `expected an integer >= 1, got ${JSON.stringify(requestsPerDay)}`);
  }
  const granted: Record<string, unknown> = {};
  for (const field of fields) {
    const given = value[field.name];
    if (!field.accepts(given)) fail(`${where}.${field.name}`, `expected ${field.expected}, got ${JSON.stringify(given)}`);
    granted[field.name] = given;
  }
  return { requestsPerDay, ...granted, routes: parseRoutes(`${where}.routes`, routes), ...parseOutage(`${where}.outage`, outage) };
}

/**
 * Checks a plans document against the core's fields and those of the modules served (`fields`);
 * every mistake names its place in the file. A key no served module declares is left unread.
 */
export function parsePlans(document: unknown, fields: readonly PlanField<unknown>[]): PlansConfig {
  checkFields(fields);
  if (!isRecord(document)) fail('', `expected an object {anonymous?, plans}, got ${JSON.stringify(document)}`);
  if (!isRecord(document.plans) || Object.keys(document.plans).length === 0) fail('plans', 'expected an object with at least one plan');
  let anonymous = DEFAULT_PLANS.anonymous;
  if (document.anonymous !== undefined) {
    if (!isRecord(document.anonymous)) fail('anonymous', `expected an object {routes}, got ${JSON.stringify(document.anonymous)}`);
    anonymous = { routes: parseRoutes('anonymous.routes', document.anonymous.routes), ...parseOutage('anonymous.outage', document.anonymous.outage) };
  }
  const plans: Record<string, PlanDefinition> = {};
  for (const [name, plan] of Object.entries(document.plans)) plans[name] = parsePlan(name, plan, fields);
  return { anonymous, plans };
}

/** Two modules, or a module and the core, naming the same field would read each other's grant. */
function checkFields(fields: readonly PlanField<unknown>[]): void {
  const seen = new Set<string>();
  for (const { name } of fields) {
    if (CORE_FIELDS.has(name) || seen.has(name)) throw new PlanFieldError('plan_field_conflict', `[plans] the plan field "${name}" is declared twice (by two modules, or by a module and the core)`);
    seen.add(name);
  }
}

/**
 * The plans of PLANS_FILE, which replaces the defaults as a whole; the defaults when unset.
 * `fields`: those of the modules served (their starters' `planFields`).
 */
export function loadPlans(file: string | null, fields: readonly PlanField<unknown>[]): PlansConfig {
  if (!file) return defaultPlans(fields);
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
  return parsePlans(document, fields);
}
