import type { IncomingHttpHeaders } from 'node:http';
import type { SnapshotReader } from '../publish/snapshot/snapshot-types.ts';
import type { ParameterSpec } from './parameter-spec.ts';
import type { ProblemBody } from './problem.ts';
import type { RequestPrincipal } from './access-seam.ts';
import type { ApiSettings } from './settings.ts';
import type { SnapshotArchive } from './snapshot-archive.ts';
import type { SnapshotView } from './snapshot-view.ts';

/** What every route handler receives: the snapshot taken at the request's start, never re-read. */
export interface RouteContext {
  path: string;
  rawQuery: string;
  params: Record<string, string>;
  /** null only for routes that declare `needsSnapshot: false`. */
  snapshot: SnapshotReader | null;
  /** The snapshot as served (verified reads, parsed feeds, search, remembered responses). */
  view: SnapshotView | null;
  /** True when the request named its snapshot (`snapshot=<id>`): links must keep naming it. */
  pinned: boolean;
  /** The snapshots this server can serve (GET /v1/snapshots). */
  archive: SnapshotArchive;
  settings: ApiSettings;
  method: string;
  headers: IncomingHttpHeaders;
  /** The request body as received (empty when none); only routes that accept one read it. */
  body: Buffer;
  /** Who the request was charged to, when access control tells (null with `allowAll`). */
  principal: RequestPrincipal | null;
  /** Aborts when the client closes the connection before its answer: a route that waits stops waiting. */
  signal: AbortSignal;
  /**
   * The client's address, as access control and the logs read it (the socket peer, or under
   * TRUST_PROXY the forwarded one; api/access/client-ip.ts), key or not: routes that bound work
   * per network use it. `unknown` when there is no socket (an in-process request).
   */
  clientAddress: string;
}

/** `immutable`: a body that never changes at its address (an archived document): cached a year. */
export type CachePolicy = 'data' | 'static' | 'no-store' | 'immutable';

export interface RouteResponse {
  status: number;
  /**
   * Serialised as JSON unless already a Buffer, or a CachedBody (artefacts served byte for byte
   * from memory, with their tag and compressed forms), or a StreamedBody (sent as it is read;
   * the route then gives `etag` and `compress: false`).
   */
  body: unknown;
  headers?: Record<string, string>;
  cache: CachePolicy;
  /** Default `application/json; charset=utf-8` (`application/problem+json` for errors). */
  contentType?: string;
  /** The entity tag, when the route knows one (an archived document's sha256); else the app hashes the body. */
  etag?: string;
  /** false: the body goes out as it is, whatever Accept-Encoding allows (the exact archived bytes). */
  compress?: boolean;
  /**
   * Milliseconds the route spent waiting on purpose, as the client asked (a long poll): not
   * work, so the slow-request log leaves it out.
   */
  waitedMs?: number;
}

export interface Route {
  /** Stable id, passed to access control and logged (`entreprises`, `annonces`, ...). */
  id: string;
  /**
   * Path template as documented (`/v1/entreprises/{ridet}`), written once: the route table
   * derives its matcher (api/route-template.ts) and hands the parameters in `params`.
   */
  template: string;
  /**
   * Its path and query parameters, declared once (api/parameter-spec.ts): its QueryReader accepts
   * the query ones, its OpenAPI operation lists them (with `snapshot` when pinnable), docs/api.md's
   * table names them. Absent: none.
   */
  parameters?: readonly ParameterSpec[];
  /** true: a parameter needs at least one character (`/v1/webhooks/` is no subscription). */
  nonEmptyParams?: boolean;
  /** Methods answered; GET and HEAD when absent. Several routes may share a template, one per method. */
  methods?: readonly string[];
  needsSnapshot: boolean;
  /**
   * Accepts `snapshot=<id>` (read routes): the app serves that snapshot instead of the current
   * one, with immutable caching; the route never sees the parameter.
   */
  pinnable?: boolean;
  /**
   * A 200 depends only on the snapshot and the request target: the app remembers it per
   * snapshot (body by content hash, with its tag and compressed forms) and answers the same
   * request again without calling the handler.
   */
  cacheable?: boolean;
  handle(context: RouteContext): Promise<RouteResponse>;
  /**
   * `page`: the public site (widget.html, entreprise.html), outside /v1: no key, its own per-IP
   * page quota (docs/pages.md). Default `api`.
   */
  surface?: 'api' | 'page';
  /** How this route shows its errors; default application/problem+json. */
  renderProblem?(problem: ProblemBody): RouteResponse;
  /**
   * false: its answers carry no CORS header (no `Access-Control-Allow-Origin`, preflight
   * included), so a script of another site cannot read them: a page holding a per-request
   * secret (the report form's token). Default: readable from any origin, as the data is public.
   */
  crossOrigin?: false;
}

/** What a route without `methods` answers: one list for all, not an array made per request. */
const READ_METHODS: readonly string[] = Object.freeze(['GET', 'HEAD']);

/** The methods a route answers. */
export function routeMethods(route: Route): readonly string[] {
  return route.methods ?? READ_METHODS;
}
