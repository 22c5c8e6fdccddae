import type { IncomingHttpHeaders } from 'node:http';
import type { Logger } from 'pino';
import { feedIndexPath } from '../publish/artefacts/feed-layout.js';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.js';
import { AppError } from '../kernel/errors/app-error.js';
import { allowAll, type AccessControl, type RequestPrincipal } from './access-seam.js';
import { BodyCache, CachedBody } from './body-cache.js';
import { loggedUrl } from './logged-url.js';
import { chooseEncoding, encodeBody, etagFor, etagMatches, type Negotiated } from './http-caching.js';
import { ApiError, shownInstance, toProblem } from './problem.js';
import { canonicalQuery } from './response-memo.js';
import { routeMethods, type CachePolicy, type Route, type RouteContext, type RouteResponse } from './route.js';
import { RouteTable } from './route-table.js';
import { PAGE_ROUTES, unroutedPageProblem, wantsPage } from './pages/page-routes.js';
import { allowedMethods, ROUTES } from './routes/index.js';
import { DEFAULT_API_SETTINGS, type ApiSettings } from './settings.js';
import type { BulkExports } from './bulk-export-service.js';
import type { DocumentArchive } from './document-archive.js';
import { currentOnlyArchive, takeSnapshotParameter, type SnapshotArchive } from './snapshot-archive.js';
import { SnapshotViews } from './snapshot-view.js';

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
  /** For access logs and metrics; never sent. */
  meta: { routeId: string | null; snapshotId: string | null; code: string | null; error: unknown };
}

export interface AppOptions {
  /** Where the snapshot being served is taken from, once per request (see SnapshotHolder). */
  snapshots: { readonly current: SnapshotReader | null };
  /** Earlier snapshots, for `snapshot=<id>` and GET /v1/snapshots; default: the current one only. */
  archive?: SnapshotArchive;
  access?: AccessControl;
  settings?: Partial<ApiSettings>;
  logger?: Logger;
  /**
   * Routes of the modules this server runs (ApiModule, api/api-module.ts: the webhooks), served
   * after the core's with their own dependencies; the core knows none of them.
   */
  routes?: readonly Route[];
  /** The archived source documents (GET /v1/documents/{sha256}); without it that route answers 404. */
  documents?: DocumentArchive;
  /** The snapshots' bulk files (GET /v1/exports); without it those routes answer 503 exports_unavailable. */
  exports?: BulkExports;
  /** Body cache shared with the caller (metrics read its figures); default: one of BODY_CACHE_MB. */
  bodies?: BodyCache;
  /** The Prometheus exposition for GET /metrics (api/metrics.ts); without it /metrics answers 404. */
  metrics?: { render(): Promise<string>; contentType: string; token: string | null };
}

export interface App {
  handle(request: AppRequest): Promise<AppResponse>;
  /** Loads what the first requests on a snapshot would otherwise wait for (its search index, the main feed index). */
  warm(snapshot: SnapshotReader): Promise<void>;
  readonly settings: ApiSettings;
  readonly bodies: BodyCache;
}

const EXPOSED_HEADERS = [
  'ETag', 'Link', 'X-Snapshot', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset',
].join(', ');
/** Responses of a snapshot named in the request never change: cached for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const NO_BODY = Buffer.alloc(0);
const ACCEPT_ENCODINGS_REMEMBERED = 256;
/** Longer Accept-Encoding values are read each time, not remembered (real ones are 20-40 characters). */
const ACCEPT_ENCODING_REMEMBERED_CHARS = 128;

/**
 * The API without a socket: a request in, a complete response out (status, headers, encoded
 * body). Order per request: body limit (413), CORS preflight, route match, access control (every
 * /v1 request, so 404s and 400s count against quotas too, and the pages' own quota), 404/405,
 * snapshot (the current one, or the one `snapshot=<id>` names), handler. Page routes
 * (api/pages) render their errors as HTML, and so does an unknown path outside /v1 that a
 * browser asks for (docs/pages.md).
 *
 * The steady state of a read costs two map lookups: a cacheable route's answer is remembered
 * per snapshot and request, its body held once by content hash with its tag and compressed
 * forms (BodyCache); nothing is read, hashed or compressed again while it stays in memory.
 *
 * @example
 * const app = createApp({ snapshots: holder });
 * const res = await app.handle({ method: 'GET', url: '/v1/annonces', headers: {}, ip: '127.0.0.1' });
 */
export function createApp(options: AppOptions): App {
  const settings: ApiSettings = { ...DEFAULT_API_SETTINGS, ...options.settings };
  const access = options.access ?? allowAll;
  const bodies = options.bodies ?? new BodyCache(settings.bodyCacheMegabytes * 1024 * 1024);
  const views = new SnapshotViews(bodies);
  const archive = options.archive ?? currentOnlyArchive(options.snapshots);
  const table = new RouteTable([...ROUTES, ...(options.routes ?? [])], PAGE_ROUTES);
  const encodings = new Map<string, Negotiated>();
  const encodingOf = (header: string | string[] | undefined): Negotiated => {
    if (header === undefined) return chooseEncoding(undefined);
    const text = Array.isArray(header) ? header.join(',') : header;
    let encoding = encodings.get(text);
    if (encoding === undefined) {
      encoding = chooseEncoding(text);
      if (text.length > ACCEPT_ENCODING_REMEMBERED_CHARS) return encoding;
      if (encodings.size >= ACCEPT_ENCODINGS_REMEMBERED) encodings.clear();
      encodings.set(text, encoding);
    }
    return encoding;
  };

  async function handle(request: AppRequest): Promise<AppResponse> {
    // Taken once: a snapshot swap during this request does not affect it.
    let snapshot = options.snapshots.current;
    const method = request.method.toUpperCase();
    const { path, rawQuery } = splitTarget(request.url);
    const isV1 = path === '/v1' || path.startsWith('/v1/');
    // Several routes may share a path, one per method; the first stands for the path otherwise.
    const candidates = table.candidates(path);
    const route = candidates.length === 1 ? candidates[0]! : (candidates.find((r) => routeMethods(r).includes(method)) ?? candidates[0] ?? null);
    let accessHeaders: Record<string, string> | null = null;
    let principal: RequestPrincipal | null = null;
    let pinned = false;
    const meta: AppResponse['meta'] = { routeId: route?.id ?? null, snapshotId: snapshot?.id ?? null, code: null, error: null };

    try {
      const declared = request.headers['content-length'];
      if (
        (declared !== undefined && Number(declared) > settings.bodyLimitBytes) ||
        (request.bodyBytes ?? 0) > settings.bodyLimitBytes
      ) {
        throw ApiError.of('payload_too_large', `Le corps de requête dépasse ${settings.bodyLimitBytes} octets.`, {
          headers: { connection: 'close' },
        });
      }
      if (method === 'OPTIONS' && route) {
        return finishResponse(request, method, { status: 204, body: NO_BODY, cache: 'no-store', headers: preflightHeaders(allowedMethods(candidates)) }, accessHeaders, snapshot, settings, meta, pinned, encodingOf);
      }
      const surface = route?.surface ?? 'api';
      if ((isV1 || surface === 'page') && method !== 'OPTIONS') {
        const decision = await access.check({ method, path, routeId: route?.id ?? null, headers: request.headers, ip: request.ip, surface });
        if (!decision.ok) {
          const p = decision.problem;
          throw new ApiError({ status: p.status, code: p.code, title: p.title, detail: p.detail, headers: p.headers ?? {} });
        }
        accessHeaders = decision.headers;
        principal = decision.principal ?? null;
      }
      if (!route) throw ApiError.of('not_found', `Aucune ressource à l’adresse ${shownPath(path)} ; la liste des routes est à /v1, leur description à /v1/openapi.json.`);
      if (!routeMethods(route).includes(method)) {
        const allowed = allowedMethods(candidates).join(', ');
        throw ApiError.of('method_not_allowed', `La méthode ${method.slice(0, 20)} n’est pas acceptée ici ; méthodes acceptées : ${allowed}.`, {
          headers: { allow: allowed },
        });
      }
      const negotiated = encodingOf(request.headers['accept-encoding']);
      if (!negotiated.identity && negotiated.encoding === null) {
        // RFC 9110 §12.5.3: the uncompressed form is excluded and no coding we send is accepted.
        throw ApiError.of('not_acceptable', 'L’en-tête Accept-Encoding exclut la réponse non compressée (identity;q=0 ou *;q=0) sans accepter br ni gzip : acceptez l’un des deux, ou retirez cette exclusion.');
      }
      let query = rawQuery;
      if (route.pinnable) {
        const taken = takeSnapshotParameter(rawQuery);
        if (taken.id !== null) {
          query = taken.rest;
          const named = await archive.open(taken.id);
          if (named === null) {
            throw ApiError.of('snapshot_not_found', `Aucun instantané ${taken.id} ; la liste des instantanés disponibles est à /v1/snapshots.`);
          }
          snapshot = named;
          pinned = true;
          meta.snapshotId = named.id;
        }
      }
      if (route.needsSnapshot && !snapshot) {
        throw ApiError.of('snapshot_unavailable', 'Aucun instantané de données n’est encore chargé ; réessayez dans quelques instants.', {
          headers: { 'retry-after': '5' },
        });
      }
      const view = snapshot ? views.of(snapshot) : null;
      // Pinned or not is part of the key: the same snapshot answers both ways (snapshot=<current
      // id>), and a pinned answer's links keep naming the snapshot where the other's must not.
      // The query is written one way: spellings of one request (`?&limit=2&&`) share an entry.
      const cacheKey = route.cacheable && view !== null ? `${route.id}\n${pinned ? 'pinned' : 'current'}\n${path}?${canonicalQuery(query)}` : null;
      if (cacheKey !== null) {
        const remembered = view!.response(cacheKey);
        if (remembered) {
          const again: RouteResponse = { status: 200, body: remembered.body, cache: 'data' };
          if (remembered.headers) again.headers = remembered.headers;
          return finishResponse(request, method, again, accessHeaders, snapshot, settings, meta, pinned, encodingOf);
        }
      }
      const context: RouteContext = {
        path, rawQuery: query, params: table.params(route, path), snapshot, view, pinned, settings, method, headers: request.headers,
        body: request.body ?? NO_BODY, principal, archive, documents: options.documents ?? null, exports: options.exports ?? null,
        latest: () => options.snapshots.current,
      };
      const result = await route.handle(context);
      if (cacheKey !== null && result.status === 200) {
        const body = result.body instanceof CachedBody ? result.body : view!.admit(serialise(result.body), result.contentType ?? JSON_CONTENT_TYPE);
        const headers = result.headers && Object.keys(result.headers).length > 0 ? result.headers : null;
        view!.remember(cacheKey, body, headers);
        return await finishResponse(request, method, { ...result, body }, accessHeaders, snapshot, settings, meta, pinned, encodingOf);
      }
      return await finishResponse(request, method, result, accessHeaders, snapshot, settings, meta, pinned, encodingOf);
    } catch (error) {
      const apiError = asApiError(error);
      if (apiError === null) {
        meta.error = error;
        options.logger?.error({ err: error, url: loggedUrl(request.url) }, 'request failed');
      } else if (apiError.code === 'document_corrupt') {
        meta.error = error;
        options.logger?.error(
          { err: error, url: loggedUrl(request.url) },
          'archived document failed its content-hash check: refused with 500 document_corrupt, its bytes not sent; restore raw/<sha256> from a backup or fetch it again',
        );
      } else if (apiError.code === 'snapshot_corrupt') {
        meta.error = error;
        options.logger?.error(
          { err: error, url: loggedUrl(request.url), snapshot: snapshot?.id ?? null },
          'snapshot object failed its content-hash check: refused with 503 snapshot_corrupt and not cached; repair the store (a publish rewrites it) and run `npm run snapshots -- verify`',
        );
      }
      const problem = toProblem(apiError ?? error, shownInstance(path));
      meta.code = problem.body.code;
      let result: RouteResponse = { status: problem.status, body: problem.body, headers: problem.headers, cache: 'no-store' };
      // A browser that asks for a page that does not exist gets a page, not problem+json; /v1
      // always answers problems, whatever Accept says (clients branch on `code`).
      const page = route?.renderProblem
        ? route.renderProblem(problem.body)
        : route === null && !isV1 && wantsPage(path, request.headers.accept)
          ? unroutedPageProblem(problem.body, path)
          : null;
      if (page !== null) result = { ...page, headers: { ...problem.headers, ...page.headers }, cache: 'no-store' };
      return finishResponse(request, method, result, accessHeaders, snapshot, settings, meta, pinned, encodingOf);
    }
  }

  // Prometheus text format, served beside /healthz: never counted against quotas.
  const metrics = options.metrics;
  const withMetrics: App['handle'] = metrics
    ? async (request) => {
        if (!request.url.startsWith('/metrics') || splitTarget(request.url).path !== '/metrics') return handle(request);
        return serveMetrics(request, metrics);
      }
    : handle;

  async function warm(snapshot: SnapshotReader): Promise<void> {
    const view = views.of(snapshot);
    await Promise.all([view.holdSearch(), view.feedIndex(feedIndexPath({ type: null, source: null }))]);
  }

  return { handle: withMetrics, warm, settings, bodies };
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

function serialise(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
}

/** Errors of ours that have a problem of their own; anything else is a 500. */
function asApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (AppError.is(error) && error.code === 'snapshot_corrupt') {
    return ApiError.of('snapshot_corrupt', 'Les données publiées de cette ressource sont endommagées dans le stockage ; elles ne sont pas servies. L’incident est journalisé.');
  }
  if (AppError.is(error) && error.code === 'document_corrupt') {
    return ApiError.of('document_corrupt', 'Le document archivé à cette adresse ne correspond plus à son empreinte sha256 : il n’est pas servi. L’incident est journalisé ; la source officielle reste à l’adresse source_url de l’annonce.');
  }
  return null;
}

async function serveMetrics(request: AppRequest, metrics: NonNullable<AppOptions['metrics']>): Promise<AppResponse> {
  const meta: AppResponse['meta'] = { routeId: 'metrics', snapshotId: null, code: null, error: null };
  const method = request.method.toUpperCase();
  const plain = (status: number, text: string, extra: Record<string, string> = {}): AppResponse => {
    const body = Buffer.from(text);
    return { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'content-length': String(body.length), ...extra }, body: method === 'HEAD' ? NO_BODY : body, meta };
  };
  if (method !== 'GET' && method !== 'HEAD') return plain(405, 'Méthode non autorisée.\n', { allow: 'GET, HEAD' });
  if (metrics.token !== null) {
    const authorization = request.headers.authorization;
    if (authorization !== `Bearer ${metrics.token}`) return plain(401, 'Jeton requis : Authorization: Bearer <METRICS_TOKEN>.\n', { 'www-authenticate': 'Bearer realm="metrics"' });
  }
  const text = await metrics.render();
  const response = plain(200, text);
  response.headers['content-type'] = metrics.contentType;
  return response;
}

/** Path and query from a request target, without URL() (which would read `//host/x` as a host). */
function splitTarget(url: string): { path: string; rawQuery: string } {
  let target = url;
  if (target.charCodeAt(0) !== 47 /* / */) {
    const absolute = /^https?:\/\/[^/]*/i.exec(target);
    if (absolute) target = target.slice(absolute[0].length) || '/';
  }
  const q = target.indexOf('?');
  const hash = target.indexOf('#');
  if (q === -1 && hash === -1) return { path: target, rawQuery: '' };
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

function cacheControl(policy: CachePolicy, settings: ApiSettings, pinned: boolean): string {
  if (policy === 'data') return pinned ? IMMUTABLE_CACHE_CONTROL : `public, max-age=${settings.cacheMaxAgeSeconds}`;
  if (policy === 'static') return 'public, max-age=3600';
  if (policy === 'immutable') return IMMUTABLE_CACHE_CONTROL;
  return 'no-store';
}

async function finishResponse(
  request: AppRequest,
  method: string,
  result: RouteResponse,
  accessHeaders: Record<string, string> | null,
  snapshot: SnapshotReader | null,
  settings: ApiSettings,
  meta: AppResponse['meta'],
  pinned: boolean,
  encodingOf: (header: string | string[] | undefined) => Negotiated,
): Promise<AppResponse> {
  if (result.body instanceof CachedBody && result.status === 200) {
    return finishCached(request, method, result, result.body, accessHeaders, snapshot, cacheControl(result.cache, settings, pinned), meta, encodingOf);
  }
  const isProblem = result.status >= 400;
  const raw = serialise(result.body instanceof CachedBody ? result.body.raw : result.body);
  const headers = baseHeaders(accessHeaders, result.headers, cacheControl(result.cache, settings, pinned));
  if (snapshot) headers['x-snapshot'] = snapshot.id;
  if (result.status === 204) return { status: 204, headers, body: NO_BODY, meta };
  headers['content-type'] = result.contentType ?? (isProblem ? 'application/problem+json' : JSON_CONTENT_TYPE);
  headers.vary = 'Accept-Encoding';
  if (!isProblem && (method === 'GET' || method === 'HEAD')) {
    const etag = result.etag ?? etagFor(raw);
    headers.etag = etag;
    const ifNoneMatch = request.headers['if-none-match'];
    if (etagMatches(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, etag)) {
      delete headers['content-type'];
      return { status: 304, headers, body: NO_BODY, meta };
    }
  }
  const negotiated = result.compress === false ? { encoding: null, identity: true } : encodingOf(request.headers['accept-encoding']);
  const encoded = await encodeBody(raw, negotiated.encoding, !negotiated.identity);
  if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
  headers['content-length'] = String(encoded.body.length);
  return { status: result.status, headers, body: method === 'HEAD' ? NO_BODY : encoded.body, meta };
}

/** A body held in memory: tag, length and compressed form are already known. */
async function finishCached(
  request: AppRequest,
  method: string,
  result: RouteResponse,
  body: CachedBody,
  accessHeaders: Record<string, string> | null,
  snapshot: SnapshotReader | null,
  cache: string,
  meta: AppResponse['meta'],
  encodingOf: (header: string | string[] | undefined) => Negotiated,
): Promise<AppResponse> {
  const headers = baseHeaders(accessHeaders, result.headers, cache);
  if (snapshot) headers['x-snapshot'] = snapshot.id;
  headers.etag = body.etag;
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && (ifNoneMatch === body.etag || etagMatches(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, body.etag))) {
    headers.vary = 'Accept-Encoding';
    return { status: 304, headers, body: NO_BODY, meta };
  }
  headers['content-type'] = result.contentType ?? body.contentType;
  headers.vary = 'Accept-Encoding';
  const { encoding, identity } = encodingOf(request.headers['accept-encoding']);
  let bytes = body.raw;
  if (encoding !== null) {
    const known = body.encoded(encoding);
    let encoded = known instanceof Promise ? await known : known;
    // Too small to gain from compression, but the client excluded the uncompressed form.
    if (encoded === null && !identity) encoded = (await encodeBody(body.raw, encoding, true)).body;
    if (encoded !== null) {
      bytes = encoded;
      headers['content-encoding'] = encoding;
    }
  }
  headers['content-length'] = bytes === body.raw ? body.length : String(bytes.length);
  return { status: 200, headers, body: method === 'HEAD' ? NO_BODY : bytes, meta };
}

/**
 * The headers every response carries, then the access control's and the route's (names
 * lower-cased), then ours again (they win). Built from a literal and added to: copying an
 * object with spread and then adding keys leaves V8 a slow dictionary object, which cost about
 * 10 µs a response, half of all the app's work for a company record.
 */
function baseHeaders(access: Record<string, string> | null, route: Record<string, string> | undefined, cache: string): Record<string, string> {
  const headers: Record<string, string> = {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  };
  if (access !== null) for (const name in access) headers[lowerName(name)] = access[name]!;
  if (route !== undefined) {
    for (const name in route) headers[lowerName(name)] = route[name]!;
    headers['access-control-allow-origin'] = '*';
    headers['access-control-expose-headers'] = EXPOSED_HEADERS;
    headers['cache-control'] = cache;
    headers['x-content-type-options'] = 'nosniff';
  }
  return headers;
}

const lowerNames = new Map<string, string>();
function lowerName(name: string): string {
  let lower = lowerNames.get(name);
  if (lower === undefined) {
    lower = name.toLowerCase();
    // Names come from our code (access control, routes), so the map stays small.
    if (lowerNames.size < 256) lowerNames.set(name, lower);
  }
  return lower;
}

export type { Route };
