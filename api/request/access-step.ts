import type { AccessCheckResult, AccessControl } from '../access-seam.ts';
import { ApiError } from '../problem.ts';
import type { RequestContext, RequestStep } from './request-context.ts';

/**
 * Access control on every /v1 request and every page, before the route is known to exist: 404s
 * and 400s count against quotas too, and pages against their own. Its headers go on the response.
 */
export function accessStep(access: AccessControl): RequestStep {
  return (context) => {
    const { route, isV1, method, path, request } = context;
    const surface = route?.surface ?? 'api';
    if ((!isV1 && surface !== 'page') || method === 'OPTIONS') return null;
    const decision = access.check({ method, path, routeId: route?.id ?? null, headers: request.headers, ip: request.ip, surface });
    // Known at once with counters in memory: no promise for the request to wait on.
    return decision instanceof Promise ? appliedLater(context, decision) : applied(context, decision);
  };
}

/** Apart from the step: a callback there capturing `context` would allocate a context object at every request, promise or not. */
function appliedLater(context: RequestContext, decision: Promise<AccessCheckResult>): Promise<null> {
  return decision.then((known) => applied(context, known));
}

/**
 * Access control's verdict applied to the request: its headers kept for the response, or its
 * refusal thrown as a problem. Also how a request whose verdict was asked before its context
 * existed (api/request/remembered-reads.ts) goes on through the pipeline without asking again.
 */
export function applied(context: RequestContext, decision: AccessCheckResult): null {
  if (!decision.ok) {
    const p = decision.problem;
    throw new ApiError({ status: p.status, code: p.code, title: p.title, detail: p.detail, headers: p.headers ?? {} });
  }
  context.accessHeaders = decision.headers;
  context.principal = decision.principal ?? null;
  return null;
}
