import { clientIp } from '../access/client-ip.js';
import { CachedBody } from '../body-cache.js';
import type { Route, RouteContext } from '../route.js';
import type { ApiSettings } from '../settings.js';
import type { SnapshotArchive } from '../snapshot-archive.js';
import type { RequestStep } from './request-context.js';
import { JSON_CONTENT_TYPE, serialise } from './response-body.js';

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
    const { request, view, cacheKey } = context;
    const routeContext: RouteContext = {
      path: context.path, rawQuery: context.query, params: params(route, context.path), snapshot: context.snapshot, view, pinned: context.pinned,
      settings: deps.settings, method: context.method, headers: request.headers, body: request.body ?? NO_BODY, principal: context.principal,
      archive: deps.archive, clientAddress: clientIp(request.ip, request.headers, deps.settings.trustProxy),
      // Read by the routes that wait only: the HTTP adapter makes the signal when asked.
      get signal() {
        return request.signal ?? NEVER_ABORTED;
      },
    };
    const result = await route.handle(routeContext);
    if (result.waitedMs !== undefined && result.waitedMs > 0) context.meta.waitedMs = result.waitedMs;
    if (cacheKey === null || result.status !== 200) return result;
    const body = result.body instanceof CachedBody ? result.body : view!.admit(serialise(result.body), result.contentType ?? JSON_CONTENT_TYPE);
    const headers = result.headers && Object.keys(result.headers).length > 0 ? result.headers : null;
    view!.remember(cacheKey, body, headers);
    return { ...result, body };
  };
}
