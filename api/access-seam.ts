import type { IncomingHttpHeaders } from 'node:http';
import type { PlanGrants } from './plan-field.ts';

/**
 * The seam between the app and access control (keys, plans, quotas: `api/access/`). The app calls
 * `check()` once per /v1 request and per page request (preflight OPTIONS excepted), after matching the route and before
 * answering anything, including 404/405 and validation errors, so every /v1 request is counted.
 * On `ok` its `headers` (e.g. X-RateLimit-*) are added to the response whatever it turns out to be;
 * otherwise `problem` is rendered as application/problem+json with its `headers` (e.g. Retry-After).
 */
export interface AccessCheckInput {
  method: string;
  /** Path without the query string, e.g. `/v1/annonces`. */
  path: string;
  /** Id of the matched route (`entreprises.get`, `annonces.list`, `search`, `openapi`), null when none matches. */
  routeId: string | null;
  headers: IncomingHttpHeaders;
  /** Socket peer address; forwarded-for headers are in `headers` for implementations that trust a proxy. */
  ip: string | null;
  /**
   * `page` for the public pages (widget.html, entreprise.html), checked against their own
   * per-IP limit, never against keys or API quotas; `api` (the default) for /v1.
   */
  surface?: 'api' | 'page';
}

export interface AccessProblem {
  status: number;
  code: string;
  title: string;
  detail: string;
  headers?: Record<string, string>;
}

/**
 * Who a request was charged to, for routes that scope data or work to a key (webhooks, bulk
 * file builds): the key's id and what its plan grants them (`routes`: its route patterns,
 * api/access/route-patterns.ts; a module's own fields through `grantOf`, api/plan-field.ts).
 */
export type RequestPrincipal =
  | { kind: 'anonymous'; clientId: string }
  | { kind: 'key'; keyId: string; planName: string; plan: PlanGrants & { routes: readonly string[] } };

/**
 * Where a key stands now, for modules that act for a key outside its requests (webhook
 * deliveries): usable on a plan, revoked, unknown to the keys file, or on a plan the plans
 * configuration no longer has.
 */
export type KeyStanding =
  | { kind: 'active'; planName: string; plan: PlanGrants }
  | { kind: 'revoked'; revokedAt: string }
  | { kind: 'unknown' }
  | { kind: 'plan_unknown'; planName: string };

/** The keys as access control sees them now, followed as they change (keys file reloads). */
export interface KeyDirectory {
  standing(keyId: string): KeyStanding;
  /** Called after each change of the key set; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Re-reads the keys now if they changed (a timer does it every KEYS_RELOAD_SECONDS). */
  refresh(): void;
}

export type AccessCheckResult =
  | { ok: true; headers: Record<string, string>; principal?: RequestPrincipal }
  | { ok: false; problem: AccessProblem };

export interface AccessControl {
  /**
   * The verdict: a plain value when it is known at once (counters in this process's memory), a
   * promise only when it must be asked elsewhere (Redis, the primary's counters over IPC). Most
   * requests then make no promise; callers check `instanceof Promise`.
   */
  check(input: AccessCheckInput): AccessCheckResult | Promise<AccessCheckResult>;
  /** The keys, for modules that must follow revocations and plan changes; none without keys. */
  keys?: KeyDirectory;
  /** Releases watchers and connections at shutdown. */
  close?(): Promise<void>;
}

/** The default: everyone allowed, nothing added. */
export const allowAll: AccessControl = {
  check() {
    return { ok: true, headers: {} };
  },
};
