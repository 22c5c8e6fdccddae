import { grantOf } from '../api/plan-field.ts';
import { ApiError, type ParameterError } from '../api/problem.ts';
import { queryNames, type ParameterSpec } from '../api/parameter-spec.ts';
import { QueryReader } from '../api/query.ts';
import type { Route, RouteContext, RouteResponse } from '../api/route.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';
import { invalidBody, readJsonObject } from '../api/json-body.ts';
import { readCreateFields, readNoFields, readUpdateFields } from './subscription-input.ts';
import type { WebhookOwner, WebhookService } from './webhook-service.ts';
import { DELIVERY_STATUS_BY_NAME } from './webhook-views.ts';
import { DELIVERIES_PARAMETERS, LIST_LIMIT, REDELIVER_PARAMETERS, WEBHOOK_PARAMETERS, WEBHOOKS_LIST_PARAMETERS } from './webhook-parameters.ts';
import { SIGNED_WEBHOOKS, WEBHOOK_LIMIT } from './webhook-plan-fields.ts';
import { webhookProblem } from './webhook-problem.ts';

/** What a subscription's body looks like, shown when a request sends none. */
const SUBSCRIPTION_EXAMPLE = '{"url": "https://…", "ridets": ["1234567001"]}';

/**
 * /v1/webhooks: the subscriber endpoints (docs/webhooks.md). Every id starts with `webhooks`, so
 * the plans' route rules (`!webhooks*` for the read-only plans) cover them all. Responses are
 * never cached: they are private to the key.
 */

const LIST_ACCEPTED = queryNames(WEBHOOKS_LIST_PARAMETERS);
const DELIVERIES_ACCEPTED = queryNames(DELIVERIES_PARAMETERS);

interface Call {
  service: WebhookService;
  owner: WebhookOwner;
  context: RouteContext;
}

function call(context: RouteContext, service: WebhookService | null): Call {
  if (!service) throw webhookProblem('webhooks_unavailable', 'Les webhooks ne sont pas servis par ce serveur.', { headers: { 'retry-after': '60' } });
  const principal = context.principal;
  if (!principal || principal.kind !== 'key') {
    throw new ApiError({
      status: 401,
      code: 'api_key_required',
      title: "Clé d'API requise",
      detail: "Les webhooks demandent une clé d'API (en-tête X-API-Key ou Authorization: Bearer).",
      headers: { 'WWW-Authenticate': 'Bearer realm="annonces-nc"' },
    });
  }
  return {
    service,
    context,
    owner: { keyId: principal.keyId, planName: principal.planName, maxSubscriptions: grantOf(principal.plan, WEBHOOK_LIMIT), signed: grantOf(principal.plan, SIGNED_WEBHOOKS) },
  };
}

/** Checks the URL (where it leads) with the other fields, so one 400 lists every problem. */
async function checkedTarget(service: WebhookService, url: string | undefined, errors: ParameterError[]): Promise<{ url: string; host: string } | null> {
  if (url === undefined) return null;
  const check = await service.checkUrl(url);
  if (check.ok) return check;
  errors.push({ name: 'url', detail: check.detail });
  return null;
}

/** A webhook route before it is bound to its service (webhookRoutes). */
type WebhookRoute = Omit<Route, 'handle'> & { handle: (context: RouteContext, service: WebhookService | null) => Promise<RouteResponse> };

const json = (status: number, body: unknown, headers: Record<string, string> = {}): RouteResponse => ({ status, body, headers, cache: 'no-store' });

function noQuery(context: RouteContext): void {
  new QueryReader(context.rawQuery, []).assertValid();
}

function pathParam(context: RouteContext, name: string): string {
  try {
    return decodeURIComponent(context.params[name] ?? '');
  } catch {
    return context.params[name] ?? '';
  }
}

/** Reads `limit` and `cursor` (and more through `extra`), for a list whose cursor belongs to `scope`. */
function pageQuery(context: RouteContext, allowed: readonly string[], scope: (query: QueryReader) => string) {
  const query = new QueryReader(context.rawQuery, allowed);
  const limit = query.integer('limit', LIST_LIMIT);
  const rawCursor = query.string('cursor', { maxLength: 500 });
  const scopeKey = scope(query);
  let after = null;
  if (rawCursor !== null) {
    const decoded = decodeListCursor(rawCursor, scopeKey);
    if (decoded.ok) after = decoded.position;
    else query.fail('cursor', decoded.detail);
  }
  query.assertValid();
  return { query, limit, after, scopeKey };
}

function listBody(
  page: { items: unknown[]; last: { createdAt: number; id: string } | null; hasMore: boolean },
  limit: number,
  scopeKey: string,
  nextUrl: (cursor: string) => string,
): RouteResponse {
  const next = page.hasMore && page.last ? encodeListCursor(page.last, scopeKey) : null;
  return json(200, { data: page.items, pagination: { limit, next_cursor: next, has_more: page.hasMore } }, next ? { link: `<${nextUrl(next)}>; rel="next"` } : {});
}

const webhooksCreateRoute: WebhookRoute = {
  id: 'webhooks.create',
  template: '/v1/webhooks',
  methods: ['POST'],
  needsSnapshot: false,
  async handle(context, available) {
    const { service, owner } = call(context, available);
    noQuery(context);
    const { fields, errors } = readCreateFields(readJsonObject(context, { required: true, example: SUBSCRIPTION_EXAMPLE }));
    const target = await checkedTarget(service, fields.url, errors);
    if (errors.length > 0 || target === null) throw invalidBody(errors);
    const created = await service.create(owner, fields, target);
    return json(201, created, { location: `/v1/webhooks/${String(created.id)}` });
  },
};

const webhooksListRoute: WebhookRoute = {
  id: 'webhooks.list',
  template: '/v1/webhooks',
  parameters: WEBHOOKS_LIST_PARAMETERS,
  needsSnapshot: false,
  async handle(context, available) {
    const { service, owner } = call(context, available);
    const { limit, after, scopeKey } = pageQuery(context, LIST_ACCEPTED, () => `webhooks:${owner.keyId}`);
    const page = await service.list(owner, { limit, after });
    return listBody(page, limit, scopeKey, (cursor) => `/v1/webhooks?limit=${limit}&cursor=${cursor}`);
  },
};

const webhooksGetRoute: WebhookRoute = {
  id: 'webhooks.get',
  template: '/v1/webhooks/{id}',
  needsSnapshot: false,
  parameters: WEBHOOK_PARAMETERS,
  nonEmptyParams: true,
  async handle(context, available) {
    const { service, owner } = call(context, available);
    noQuery(context);
    return json(200, await service.get(owner, pathParam(context, 'id')));
  },
};

const webhooksUpdateRoute: WebhookRoute = {
  id: 'webhooks.update',
  template: '/v1/webhooks/{id}',
  methods: ['PATCH'],
  needsSnapshot: false,
  parameters: WEBHOOK_PARAMETERS,
  nonEmptyParams: true,
  async handle(context, available) {
    const { service, owner } = call(context, available);
    noQuery(context);
    const { fields, errors } = readUpdateFields(readJsonObject(context, { required: true, example: SUBSCRIPTION_EXAMPLE }));
    const target = await checkedTarget(service, fields.url, errors);
    if (errors.length > 0) throw invalidBody(errors);
    return json(200, await service.update(owner, pathParam(context, 'id'), fields, target));
  },
};

const webhooksDeleteRoute: WebhookRoute = {
  id: 'webhooks.delete',
  template: '/v1/webhooks/{id}',
  methods: ['DELETE'],
  needsSnapshot: false,
  parameters: WEBHOOK_PARAMETERS,
  nonEmptyParams: true,
  async handle(context, available) {
    const { service, owner } = call(context, available);
    noQuery(context);
    await service.remove(owner, pathParam(context, 'id'));
    return { status: 204, body: Buffer.alloc(0), cache: 'no-store' };
  },
};

/** An action endpoint: POST, no query, an empty body or `{}`. */
function action(id: string, template: string, parameters: readonly ParameterSpec[], run: (c: Call, params: string[]) => Promise<RouteResponse>): WebhookRoute {
  const names = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  return {
    id,
    template,
    parameters,
    methods: ['POST'],
    needsSnapshot: false,
    nonEmptyParams: true,
    async handle(context, available) {
      const c = call(context, available);
      noQuery(context);
      const errors = readNoFields(readJsonObject(context, { required: false }));
      if (errors.length > 0) throw invalidBody(errors);
      return run(c, names.map((name) => pathParam(context, name)));
    },
  };
}

const webhooksTestRoute = action('webhooks.test', '/v1/webhooks/{id}/test', WEBHOOK_PARAMETERS, async ({ service, owner }, [id]) =>
  json(200, await service.test(owner, id!)),
);

const webhooksRotateSecretRoute = action(
  'webhooks.rotate-secret',
  '/v1/webhooks/{id}/rotate-secret',
  WEBHOOK_PARAMETERS,
  async ({ service, owner }, [id]) => json(200, await service.rotateSecret(owner, id!)),
);

const webhooksRedeliverRoute = action(
  'webhooks.redeliver',
  '/v1/webhooks/{id}/deliveries/{delivery}/redeliver',
  REDELIVER_PARAMETERS,
  async ({ service, owner }, [id, delivery]) => json(202, await service.redeliver(owner, id!, delivery!)),
);

const webhooksDeliveriesRoute: WebhookRoute = {
  id: 'webhooks.deliveries',
  template: '/v1/webhooks/{id}/deliveries',
  needsSnapshot: false,
  parameters: DELIVERIES_PARAMETERS,
  nonEmptyParams: true,
  async handle(context, available) {
    const { service, owner } = call(context, available);
    const id = pathParam(context, 'id');
    const filter: { statut: string | null } = { statut: null };
    const { limit, after, scopeKey } = pageQuery(context, DELIVERIES_ACCEPTED, (query) => {
      filter.statut = query.oneOf('statut', Object.keys(DELIVERY_STATUS_BY_NAME));
      return `deliveries:${id}:${filter.statut ?? ''}`;
    });
    const statusName = filter.statut;
    const status = statusName === null ? null : DELIVERY_STATUS_BY_NAME[statusName]!;
    const page = await service.deliveries(owner, id, { limit, after, status });
    const statusParam = statusName === null ? '' : `&statut=${statusName}`;
    return listBody(page, limit, scopeKey, (cursor) => `/v1/webhooks/${encodeURIComponent(id)}/deliveries?limit=${limit}${statusParam}&cursor=${cursor}`);
  },
};

/** In the order they are documented. */
const WEBHOOK_ROUTES: readonly WebhookRoute[] = [
  webhooksCreateRoute,
  webhooksListRoute,
  webhooksGetRoute,
  webhooksUpdateRoute,
  webhooksDeleteRoute,
  webhooksTestRoute,
  webhooksDeliveriesRoute,
  webhooksRedeliverRoute,
  webhooksRotateSecretRoute,
];

/**
 * The /v1/webhooks routes bound to a service; with null (webhooks turned off) they answer 503
 * webhooks_unavailable, so that the API says why rather than 404.
 */
export function webhookRoutes(service: WebhookService | null): Route[] {
  return WEBHOOK_ROUTES.map((route) => ({ ...route, handle: (context: RouteContext) => route.handle(context, service) }));
}
