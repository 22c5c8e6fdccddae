import type { RequestContext } from './request-context.ts';

/**
 * A read that the body limit, the preflight, pinning and the snapshot check all let through
 * without looking further: GET or HEAD, no body declared or received, no query, a snapshot
 * loaded. Most requests are (a keyed record is), and the app leaves those four steps out of
 * their list (api/app.ts).
 */
export function plainRead(context: RequestContext): boolean {
  const { method, request } = context;
  return (
    (method === 'GET' || method === 'HEAD') &&
    context.query === '' &&
    context.snapshot !== null &&
    request.headers['content-length'] === undefined &&
    !(request.bodyBytes !== undefined && request.bodyBytes > 0)
  );
}
