import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.js';
import { allowAll, type AccessControl, type RequestPrincipal } from './access-seam.js';
import { chooseEncoding, encodeBody, etagFor, etagMatches } from './http-caching.js';
import { ApiError, toProblem } from './problem.js';
import { routeMethods, type CachePolicy, type RouteContext, type RouteResponse } from './route.js';
import { PAGE_ROUTES } from './pages/page-routes.js';
import { allowedMethods, ROUTES } from './routes/index.js';
import { DEFAULT_API_SETTINGS, type ApiSettings } from './settings.js';
import type { WebhookService } from './webhooks/webhook-service.js';

export interface AppRequest {
  method: string;
  /** Request target as received (`/v1/annonces?limit=5`). */
  url: string;
  headers: IncomingHttpHeaders;
  /** Socket peer address. */
  ip: string | null;
  /** Bytes of request body received (the HTTP adapter stops counting just past the limit). */
  bodyBytes?: number;
  /** The body itself, when within the limit (routes that accept one read it). */
  body?: Buffer;
}

export interface AppResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** For access logs; never sent. */
  meta: { routeId: string | null; snapshotId: string | null; code: string | null; error: unknown };
}

export interface AppOptions {
  /** Where the snapshot being served is taken from, once per request (see SnapshotHolder). */
  snapshots: { readonly current: SnapshotReader | null };
  access?: AccessControl;
  settings?: Partial<ApiSettings>;
  logger?: Logger;
  /** Serves /v1/webhooks (api/webhooks/); without it those routes answer 503 webhooks_unavailable. */
  webhooks?: WebhookService;
}

export interface App {
  handle(request: AppRequest): Promise<AppResponse>;
  readonly settings: ApiSettings;
}

const EXPOSED_HEADERS = [
  'ETag', 'Link', 'X-Snapshot', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset',
].join(', ');

/**
 * The API without a socket: a request in, a complete response out (status, headers, encoded
 * body). Order per request: body limit (413), CORS preflight, route match, access control (every
 * /v1 request, so 404s and 400s count against quotas too, and the pages' own quota), 404/405,
 * snapshot, handler. Page routes (api/pages) render their errors as HTML.
 *
 * @example
 * const app = createApp({ snapshots: holder });
 * const res = await app.handle({ method: 'GET', url: '/v1/annonces', headers: {}, ip: '127.0.0.1' });
 */
export function createApp(options: AppOptions): App {
  const settings: ApiSettings = { ...DEFAULT_API_SETTINGS, ...options.settings };
  const access = options.access ?? allowAll;

  async function handle(request: AppRequest): Promise<AppResponse> {
    // Taken once: a snapshot swap during this request does not affect it.
    const snapshot = options.snapshots.current;
    const method = request.method.toUpperCase();
    const { path, rawQuery } = splitTarget(request.url);
    const isV1 = path === '/v1' || path.startsWith('/v1/');
    // Several routes may share a path, one per method; the first stands for the path otherwise.
    // The public pages (api/pages) are looked up after the API's own routes.
    const apiCandidates = ROUTES.filter((r) => r.match(path) !== null);
    const candidates = apiCandidates.length > 0 ? apiCandidates : PAGE_ROUTES.filter((r) => r.match(path) !== null);
    const route = candidates.find((r) => routeMethods(r).includes(method)) ?? candidates[0] ?? null;
    let extraHeaders: Record<string, string> = {};
    let principal: RequestPrincipal | null = null;
    const meta: AppResponse['meta'] = { routeId: route?.id ?? null, snapshotId: snapshot?.id ?? null, code: null, error: null };

    const finish = async (result: RouteResponse): Promise<AppResponse> =>
      finishResponse(request, method, result, { ...extraHeaders }, snapshot, settings, meta);
    const fail = async (error: unknown): Promise<AppResponse> => {
      if (!(error instanceof ApiError)) {
        meta.error = error;
        options.logger?.error({ err: error, url: request.url }, 'request failed');
      }
      const problem = toProblem(error, path);
      meta.code = problem.body.code;
      if (route?.renderProblem) {
        const page = route.renderProblem(problem.body);
        return finish({ ...page, headers: { ...problem.headers, ...page.headers }, cache: 'no-store' });
      }
      return finish({ status: problem.status, body: problem.body, headers: problem.headers, cache: 'no-store' });
    };

    try {
      const declared = Number(request.headers['content-length'] ?? 0);
      if ((Number.isFinite(declared) && declared > settings.bodyLimitBytes) || (request.bodyBytes ?? 0) > settings.bodyLimitBytes) {
        throw ApiError.of('payload_too_large', `Le corps de requête dépasse ${settings.bodyLimitBytes} octets.`, {
          headers: { connection: 'close' },
        });
      }
      if (method === 'OPTIONS' && route) {
        return finish({ status: 204, body: Buffer.alloc(0), cache: 'no-store', headers: preflightHeaders(allowedMethods(candidates)) });
      }
      const surface = route?.surface ?? 'api';
      if ((isV1 || surface === 'page') && method !== 'OPTIONS') {
        const decision = await access.check({ method, path, routeId: route?.id ?? null, headers: request.headers, ip: request.ip, surface });
        if (!decision.ok) {
          const p = decision.problem;
          throw new ApiError({ status: p.status, code: p.code, title: p.title, detail: p.detail, headers: p.headers ?? {} });
        }
        extraHeaders = { ...decision.headers };
        principal = decision.principal ?? null;
      }
      if (!route) throw ApiError.of('not_found', `Aucune ressource à l’adresse ${shownPath(path)} ; voir /v1/openapi.json.`);
      if (!routeMethods(route).includes(method)) {
        const allowed = allowedMethods(candidates).join(', ');
        throw ApiError.of('method_not_allowed', `La méthode ${method.slice(0, 20)} n’est pas acceptée ici ; méthodes acceptées : ${allowed}.`, {
          headers: { allow: allowed },
        });
      }
      if (route.needsSnapshot && !snapshot) {
        throw ApiError.of('snapshot_unavailable', 'Aucun instantané de données n’est encore chargé ; réessayez dans quelques instants.', {
          headers: { 'retry-after': '5' },
        });
      }
      const context: RouteContext = {
        path, rawQuery, params: route.match(path) ?? {}, snapshot, settings, method, headers: request.headers,
        body: request.body ?? Buffer.alloc(0), principal, webhooks: options.webhooks ?? null,
      };
      return await finish(await route.handle(context));
    } catch (error) {
      return fail(error);
    }
  }

  return { handle, settings };
}

/** Path and query from a request target, without URL() (which would read `//host/x` as a host). */
function splitTarget(url: string): { path: string; rawQuery: string } {
  let target = url;
  const absolute = /^https?:\/\/[^/]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  const q = target.indexOf('?');
  const hash = target.indexOf('#');
  const end = hash === -1 ? target.length : hash;
  return q === -1 || q > end
    ? { path: target.slice(0, end), rawQuery: '' }
    : { path: target.slice(0, q), rawQuery: target.slice(q + 1, end) };
}

function shownPath(path: string): string {
  return path.length > 80 ? `${path.slice(0, 80)}…` : path;
}

function preflightHeaders(methods: string[]): Record<string, string> {
  return {
    'access-control-allow-methods': methods.join(', '),
    'access-control-allow-headers': 'Authorization, X-API-Key, If-None-Match, Content-Type',
    'access-control-max-age': '86400',
  };
}

function cacheControl(policy: CachePolicy, settings: ApiSettings): string {
  if (policy === 'data') return `public, max-age=${settings.cacheMaxAgeSeconds}`;
  if (policy === 'static') return 'public, max-age=3600';
  return 'no-store';
}

async function finishResponse(
  request: AppRequest,
  method: string,
  result: RouteResponse,
  extraHeaders: Record<string, string>,
  snapshot: SnapshotReader | null,
  settings: ApiSettings,
  meta: AppResponse['meta'],
): Promise<AppResponse> {
  const isProblem = result.status >= 400;
  const raw = Buffer.isBuffer(result.body) ? result.body : Buffer.from(JSON.stringify(result.body));
  const headers: Record<string, string> = {
    ...lowerKeys(extraHeaders),
    ...lowerKeys(result.headers ?? {}),
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
    'cache-control': cacheControl(result.cache, settings),
    'x-content-type-options': 'nosniff',
  };
  if (snapshot) headers['x-snapshot'] = snapshot.id;
  if (result.status === 204) return { status: 204, headers, body: Buffer.alloc(0), meta };
  headers['content-type'] = result.contentType ?? (isProblem ? 'application/problem+json' : 'application/json; charset=utf-8');
  headers.vary = 'Accept-Encoding';
  if (!isProblem && (method === 'GET' || method === 'HEAD')) {
    const etag = etagFor(raw);
    headers.etag = etag;
    const ifNoneMatch = request.headers['if-none-match'];
    if (etagMatches(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, etag)) {
      delete headers['content-type'];
      return { status: 304, headers, body: Buffer.alloc(0), meta };
    }
  }
  const acceptEncoding = request.headers['accept-encoding'];
  const encoded = await encodeBody(raw, chooseEncoding(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding));
  if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
  headers['content-length'] = String(encoded.body.length);
  return { status: result.status, headers, body: encoded.body, meta };
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
