import type { SnapshotReader } from '../publish/snapshot/snapshot-types.ts';
import { feedIndexPath } from '../publish/artefacts/feed-layout.ts';
import { allowAll, type AccessCheckResult, type AccessControl } from './access-seam.ts';
import { BodyCache, CachedBody } from './body-cache.ts';
import type { SnapshotSource } from './changes/long-polls.ts';
import { accessStep, applied as applyDecision } from './request/access-step.ts';
import { bodyLimit } from './request/body-limit.ts';
import { acceptableEncoding, rememberedEncodings } from './request/encoding-step.ts';
import { pinning, snapshotRequired } from './request/pinning.ts';
import { preflight } from './request/preflight.ts';
import { problemResponse } from './request/problem-response.ts';
import { RememberedReads } from './request/remembered-reads.ts';
import { rememberedResponse } from './request/remembered-response.ts';
import type { AppRequest, AppResponse, RequestContext, RequestStep } from './request/request-context.ts';
import { routeFound } from './request/route-found.ts';
import { routeHandler } from './request/route-handler.ts';
import { currentDataBase, responseWriter } from './request/write-response.ts';
import { FlatResponse } from './request/flat-headers.ts';
import { routeMethods, type Route, type RouteResponse } from './route.ts';
import { RouteTable } from './route-table.ts';
import { DEFAULT_API_SETTINGS, type ApiSettings } from './settings.ts';
import { currentOnlyArchive, type SnapshotArchive } from './snapshot-archive.ts';
import { SnapshotViews } from './snapshot-view.ts';
import type { Logger } from 'pino';

export type { AppRequest, AppResponse } from './request/request-context.ts';

export interface AppOptions {
  /**
   * Where the snapshot being served is taken from, once per request (see SnapshotHolder), and
   * with `subscribe` how the change feed's long polls hear of a swap (else they look at it).
   */
  snapshots: SnapshotSource;
  /** Earlier snapshots, for `snapshot=<id>` and GET /v1/snapshots; default: the current one only. */
  archive?: SnapshotArchive;
  access?: AccessControl;
  settings?: Partial<ApiSettings>;
  logger?: Logger;
  /**
   * The routes of the modules this server runs (ApiModule, api/api-module.ts: the core's, then
   * the add-ons'), in that order, with their own dependencies: the app serves these and no other.
   */
  routes: readonly Route[];
  /** The modules' HTML pages outside /v1 (the core's), found when no route matches the path. */
  pages?: readonly Route[];
  /** Body cache shared with the caller (metrics read its figures); default: one of BODY_CACHE_MB. */
  bodies?: BodyCache;
  /** The Prometheus exposition for GET /metrics (api/metrics.ts); without it /metrics answers 404. */
  metrics?: { render(): Promise<string>; contentType: string; token: string | null };
}

export interface App {
  /**
   * The response: a plain value when every step answered at once (a remembered read with its
   * counters in memory: no promise), a promise when one had to wait (a handler, a
   * compression, counters elsewhere). Callers check `instanceof Promise`, or await either.
   */
  handle(request: AppRequest): AppResponse | Promise<AppResponse>;
  /** Loads what the first requests on a snapshot would otherwise wait for (its search index, the main feed index). */
  warm(snapshot: SnapshotReader): Promise<void>;
  readonly settings: ApiSettings;
  readonly bodies: BodyCache;
}

const NO_BODY = Buffer.alloc(0);
const PIPELINE_ENDED = 'the request pipeline ended without an answer: its last step must answer';

/**
 * The API without a socket: a request in, a complete response out (status, headers, encoded
 * body). A request goes through a list of steps over its context (api/request/), each of which
 * may answer or throw a problem: body limit (413), CORS preflight, access control (every /v1
 * request, so 404s and 400s count against quotas too, and the pages' own quota), 404/405,
 * Accept-Encoding (406), snapshot pinning (`snapshot=<id>`), a snapshot loaded (503), the
 * remembered answer, the route's handler. Page routes (api/pages) render their errors as HTML,
 * and so does an unknown path outside /v1 that a browser asks for (docs/pages.md).
 *
 * A cacheable route's answer is remembered per snapshot and request, its body held once by
 * content hash with its tag and compressed forms (BodyCache); nothing is read, hashed or
 * compressed again while it stays in memory. A target answered that way is then answered with
 * one look-up (api/request/remembered-reads.ts), access control still asked at every request.
 *
 * @example
 * const app = createApp({ snapshots: holder, routes: core.routes, pages: core.pages }); // core: a started coreModule
 * const res = await app.handle({ method: 'GET', url: '/v1/annonces', headers: {}, ip: '127.0.0.1' });
 */
export function createApp(options: AppOptions): App {
  const settings: ApiSettings = { ...DEFAULT_API_SETTINGS, ...options.settings };
  const bodies = options.bodies ?? new BodyCache(settings.bodyCacheMegabytes * 1024 * 1024);
  const views = new SnapshotViews(bodies);
  const archive = options.archive ?? currentOnlyArchive(options.snapshots);
  const table = new RouteTable(options.routes, options.pages);
  const encodingOf = rememberedEncodings();
  const write = responseWriter(settings, encodingOf);
  const access = options.access ?? allowAll;
  const accessChecked = accessStep(access);
  const remembered = rememberedResponse(views);
  const steps: readonly RequestStep[] = [
    // The steps before access control answer nothing on a GET or HEAD without a body: a
    // remembered read that asked for the verdict goes on from the access step (`resume`).
    bodyLimit(settings.bodyLimitBytes),
    preflight,
    accessChecked,
    routeFound,
    acceptableEncoding(encodingOf),
    pinning(archive),
    snapshotRequired,
    remembered,
    routeHandler(
      { settings, archive },
      (route, path) => table.params(route, path),
    ),
  ];
  const accessAt = steps.indexOf(accessChecked);
  const rememberedAt = steps.indexOf(remembered);
  const reads = new RememberedReads({
    snapshots: options.snapshots, access, memo: views.memo, bodies, encodingOf, base: currentDataBase(settings),
    resume: (request, decision, snapshot) => resume(request, decision, snapshot),
    failed: (request, error, snapshot) => writeProblem(startContext(request, snapshot), error),
  });

  // A remembered read first (one look-up, api/request/remembered-reads.ts), else the pipeline.
  function handle(request: AppRequest): AppResponse | Promise<AppResponse> {
    return reads.answer(request) ?? run(startContext(request), 0);
  }

  // Synchronous for as long as the steps answer at once; the first step that returns a promise
  // hands the rest of the request to `handleLater`. Not an async function: its promise and
  // awaits were most of the app's own cost on a remembered read.
  function run(context: RequestContext, from: number): AppResponse | Promise<AppResponse> {
    try {
      for (let i = from; i < steps.length; i++) {
        const answered = steps[i]!(context);
        if (answered instanceof Promise) return handleLater(context, answered, i + 1);
        if (answered === null) continue;
        const written = write(context, answered);
        if (i === rememberedAt && written instanceof FlatResponse) remember(context, answered.body);
        return written instanceof Promise ? writtenLater(context, written) : written;
      }
      throw new Error(PIPELINE_ENDED);
    } catch (error) {
      return writeProblem(context, error);
    }
  }

  /**
   * The pipeline of a request whose access verdict was asked already, on the snapshot it arrived
   * on (a remembered read that could not finish).
   */
  function resume(request: AppRequest, decision: AccessCheckResult | undefined, snapshot: SnapshotReader): AppResponse | Promise<AppResponse> {
    const context = startContext(request, snapshot);
    if (decision === undefined) return run(context, accessAt);
    try {
      applyDecision(context, decision);
    } catch (error) {
      return writeProblem(context, error);
    }
    return run(context, accessAt + 1);
  }

  function remember(context: RequestContext, body: RouteResponse['body']): void {
    if (!(body instanceof CachedBody)) return;
    const { candidates, route } = context;
    reads.remember(context, body, routeOf(candidates, 'GET') === route, routeOf(candidates, 'HEAD') === route);
  }

  // Apart from `run`: a callback there capturing `context` would allocate a context object
  // for it at every request, promise or not (docs/api-performance.md).
  function writtenLater(context: RequestContext, written: Promise<AppResponse>): Promise<AppResponse> {
    return written.catch((error: unknown) => writeProblem(context, error));
  }

  async function handleLater(context: RequestContext, pending: Promise<RouteResponse | null>, next: number): Promise<AppResponse> {
    try {
      let result = await pending;
      let at = next - 1;
      for (let i = next; result === null && i < steps.length; i++) {
        const answered = steps[i]!(context);
        result = answered instanceof Promise ? await answered : answered;
        at = i;
      }
      if (result === null) throw new Error(PIPELINE_ENDED);
      const written = write(context, result);
      // Counts asked elsewhere (Redis, the primary over IPC) make every request wait here.
      if (at === rememberedAt && written instanceof FlatResponse) remember(context, result.body);
      return written instanceof Promise ? await written : written;
    } catch (error) {
      return writeProblem(context, error);
    }
  }

  function writeProblem(context: RequestContext, error: unknown): AppResponse | Promise<AppResponse> {
    return write(context, problemResponse(context, error, options.logger));
  }

  // Taken once, when the request arrives: a snapshot swap during this request does not affect it.
  function startContext(request: AppRequest, snapshot: SnapshotReader | null = options.snapshots.current): RequestContext {
    // node:http's methods are upper case already: no new string for them.
    const method = request.method === 'GET' || request.method === 'HEAD' ? request.method : request.method.toUpperCase();
    const { path, rawQuery } = splitTarget(request.url);
    // Several routes may share a path, one per method; the first stands for the path otherwise.
    const candidates = table.candidates(path);
    const route = candidates.length === 1 ? candidates[0]! : routeFor(candidates, method);
    return {
      request, method, path, query: rawQuery, isV1: path === '/v1' || path.startsWith('/v1/'), candidates, route, snapshot, pinned: false,
      view: null, cacheKey: null, accessHeaders: null, principal: null,
      meta: { routeId: route?.id ?? null, snapshotId: snapshot?.id ?? null, code: null, error: null },
    };
  }

  // Prometheus text format, served beside /healthz: never counted against quotas.
  const metrics = options.metrics;
  // Not an async function: every request would pay one more promise for a path it rarely asks.
  const withMetrics: App['handle'] = metrics
    ? (request) => (request.url.startsWith('/metrics') && splitTarget(request.url).path === '/metrics' ? serveMetrics(request, metrics) : handle(request))
    : handle;

  async function warm(snapshot: SnapshotReader): Promise<void> {
    const view = views.of(snapshot);
    await Promise.all([view.holdSearch(), view.feedIndex(feedIndexPath({ type: null, source: null }))]);
  }

  return { handle: withMetrics, warm, settings, bodies };
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
  let text: string;
  try {
    text = await metrics.render();
  } catch {
    // With API_WORKERS > 1 a scrape sums every worker (api/cluster/metrics-owner.ts); a worker
    // that cannot answer makes it fail whole rather than expose a partial sum as the total.
    return plain(503, 'Mesures indisponibles pour le moment : réessayez.\n', { 'retry-after': '5' });
  }
  const response = plain(200, text);
  response.headers['content-type'] = metrics.contentType;
  return response;
}

/**
 * The route of several sharing a path that takes this method, else the first. Apart from
 * startContext: a callback there capturing `method` would allocate a context object at every
 * request, one route or several (docs/api-performance.md).
 */
function routeFor(candidates: readonly Route[], method: string): Route | null {
  return candidates.find((r) => routeMethods(r).includes(method)) ?? candidates[0] ?? null;
}

/** The route the pipeline picks for a method among a path's candidates, when it takes that method; else null. */
function routeOf(candidates: readonly Route[], method: string): Route | null {
  const route = candidates.length === 1 ? candidates[0]! : routeFor(candidates, method);
  return route !== null && routeMethods(route).includes(method) ? route : null;
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

export type { Route };
