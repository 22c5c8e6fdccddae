import { clientIp } from '../access/client-ip.ts';
import { CachedBody } from '../body-cache.ts';
import type { Route, RouteContext } from '../route.ts';
import type { ApiSettings } from '../settings.ts';
import type { SnapshotArchive } from '../snapshot-archive.ts';
import type { RequestContext, RequestStep } from './request-context.ts';
import { JSON_CONTENT_TYPE, serialise } from './response-body.ts';

const NO_BODY = Buffer.alloc(0);
/** For requests that come without a signal (no socket: tests, embedding): never aborts. */
const NEVER_ABORTED = new AbortController().signal;

export interface HandlerDependencies {
  settings: ApiSettings;
  archive: SnapshotArchive;
}

/** The last step: the route's handler; a cacheable 200 is remembered in the view for the next request. */
export function routeHandler(deps: HandlerDependencies, params: (route: Route, path: string) => Record<string, string>): RequestStep {
  return async (context) => {
    const route = context.route!;
    const { view, cacheKey } = context;
    const routeContext = new HandlerContext(context, params(route, context.path), deps);
    const result = await route.handle(routeContext);
    if (result.waitedMs !== undefined && result.waitedMs > 0) context.meta.waitedMs = result.waitedMs;
    if (cacheKey === null || result.status !== 200) return result;
    const body = result.body instanceof CachedBody ? result.body : view!.admit(serialise(result.body), result.contentType ?? JSON_CONTENT_TYPE);
    const headers = result.headers && Object.keys(result.headers).length > 0 ? result.headers : null;
    view!.remember(cacheKey, body, headers);
    return { ...result, body };
  };
}

/**
 * What a route handler receives. A class, not a literal with `get signal()`: a literal's accessor
 * is allocated in the old generation and keeps the request's graph alive through young
 * collections (api/http-server.ts, SocketRequest).
 */
class HandlerContext implements RouteContext {
  readonly path: string;
  readonly rawQuery: string;
  readonly params: Record<string, string>;
  readonly snapshot: RouteContext['snapshot'];
  readonly view: RouteContext['view'];
  readonly pinned: boolean;
  readonly archive: SnapshotArchive;
  readonly settings: ApiSettings;
  readonly method: string;
  readonly headers: RouteContext['headers'];
  readonly body: Buffer;
  readonly principal: RouteContext['principal'];
  readonly clientAddress: string;
  readonly #request: RequestContext['request'];

  constructor(context: RequestContext, params: Record<string, string>, deps: HandlerDependencies) {
    const { request } = context;
    this.path = context.path;
    this.rawQuery = context.query;
    this.params = params;
    this.snapshot = context.snapshot;
    this.view = context.view;
    this.pinned = context.pinned;
    this.archive = deps.archive;
    this.settings = deps.settings;
    this.method = context.method;
    this.headers = request.headers;
    this.body = request.body ?? NO_BODY;
    this.principal = context.principal;
    this.clientAddress = clientIp(request.ip, request.headers, deps.settings.trustProxy);
    this.#request = request;
  }

  /** Read by the routes that wait only: the HTTP adapter makes the signal when asked. */
  get signal(): AbortSignal {
    return this.#request.signal ?? NEVER_ABORTED;
  }
}
