import type { IncomingHttpHeaders } from 'node:http';
import type { SnapshotReader } from '../../publish/snapshot/snapshot-types.ts';
import type { RequestPrincipal } from '../access-seam.ts';
import type { Route, RouteResponse } from '../route.ts';
import type { SnapshotView } from '../snapshot-view.ts';
import type { StreamedBody } from '../streamed-body.ts';

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
  /** Aborts when the client closes the connection before its answer (the HTTP adapter's). */
  signal?: AbortSignal;
}

export interface AppResponse {
  status: number;
  headers: Record<string, string>;
  /**
   * The same headers as a flat list [name, value, ...] in sending order, when the answer was
   * built that way (a remembered read, api/request/flat-headers.ts): what node:http is given.
   */
  readonly flat?: readonly string[];
  body: Buffer;
  /**
   * A body sent as it is read (api/streamed-body.ts); `body` is then empty and `content-length`
   * says its length. Whoever receives the response sends it or destroys it.
   */
  stream?: StreamedBody;
  /**
   * For access logs and metrics; never sent. `waitedMs`: time the route waited on purpose (a
   * long poll), part of the request's time but not of its work.
   */
  meta: { routeId: string | null; snapshotId: string | null; code: string | null; error: unknown; waitedMs?: number };
}

/**
 * One request on its way through the pipeline's steps (api/request/): what was asked, and what
 * the steps so far decided. Steps read and fill it; the response is written from it.
 */
export interface RequestContext {
  readonly request: AppRequest;
  /** Upper-cased. */
  readonly method: string;
  readonly path: string;
  /** The query as the route sees it (without `snapshot=` once pinning took it). */
  query: string;
  readonly isV1: boolean;
  /** Every route whose template matches the path (several share a path, one per method). */
  readonly candidates: readonly Route[];
  /** The route for this method, else the first candidate; null when none matches. */
  readonly route: Route | null;
  /** The snapshot served: taken once at the start, replaced only by pinning. */
  snapshot: SnapshotReader | null;
  /** True when the request named its snapshot (`snapshot=<id>`). */
  pinned: boolean;
  view: SnapshotView | null;
  /** Where a cacheable answer is remembered in the view, when it is. */
  cacheKey: string | null;
  /** What access control adds to the response (limits), once it said yes. */
  accessHeaders: Record<string, string> | null;
  principal: RequestPrincipal | null;
  readonly meta: AppResponse['meta'];
}

/**
 * One step of the request pipeline: returns a response to answer now (the following steps are
 * skipped), or null to go on; throws an ApiError to answer a problem.
 */
export type RequestStep = (context: RequestContext) => RouteResponse | null | Promise<RouteResponse | null>;
