import { CachedBody } from '../body-cache.ts';
import { encodeBody, etagFor, etagMatches, type Negotiated } from '../http-caching.ts';
import type { CachePolicy, RouteResponse } from '../route.ts';
import { StreamedBody } from '../streamed-body.ts';
import type { ApiSettings } from '../settings.ts';
import type { EncodingOf } from './encoding-step.ts';
import { baseLists, FlatResponse, flatHeaders } from './flat-headers.ts';
import type { AppResponse, RequestContext } from './request-context.ts';
import { JSON_CONTENT_TYPE, serialise } from './response-body.ts';

// What a browser's script may read beyond the safelisted headers: a resumed download's range,
// a created subscription's address, as well as our own.
const EXPOSED_HEADERS = [
  'ETag', 'Link', 'X-Snapshot', 'Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Content-Range', 'Location',
].join(', ');
/** Responses of a snapshot named in the request never change: cached for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const NO_BODY = Buffer.alloc(0);
const baseList = baseLists(EXPOSED_HEADERS);

/**
 * Turns what a step or a route answered into the response sent: headers, tag, 304, encoding.
 * A body held in memory whose encoded form is known is answered at once, not through a promise:
 * that is every remembered read, and a promise more per request was a measurable part of the
 * API's distance to the fair comparator (BENCHMARKS.md).
 */
export type WriteResponse = (context: RequestContext, result: RouteResponse) => AppResponse | Promise<AppResponse>;

export function responseWriter(settings: ApiSettings, encodingOf: EncodingOf): WriteResponse {
  const write = writer(settings, encodingOf);
  // Only the routes closed to other origins pay for a second promise.
  return (context, result) => {
    if (context.route?.crossOrigin !== false) return write(context, result);
    const written = write(context, result);
    return written instanceof Promise ? written.then(withoutCors) : withoutCors(written);
  };
}

function withoutCors(response: AppResponse): AppResponse {
  delete response.headers['access-control-allow-origin'];
  delete response.headers['access-control-expose-headers'];
  return response;
}

function writer(settings: ApiSettings, encodingOf: EncodingOf): WriteResponse {
  const written = writeBuilt(settings, encodingOf);
  const cacheControl = cacheControls(settings);
  return (context, result) => {
    const cache = cacheControl(result.cache, context.pinned);
    if (result.body instanceof CachedBody && result.status === 200) return writeCached(context, result, result.body, cache, encodingOf);
    if (result.body instanceof StreamedBody) return writeStreamed(context, result, result.body, cache);
    return written(context, result, cache);
  };
}

/** A body built for this answer (a problem, a route's own JSON): serialised, tagged, compressed. */
function writeBuilt(settings: ApiSettings, encodingOf: EncodingOf): (context: RequestContext, result: RouteResponse, cache: string) => Promise<AppResponse> {
  return async (context, result, cache) => {
    const { request, method, meta, snapshot } = context;
    const isProblem = result.status >= 400;
    const raw = serialise(result.body instanceof CachedBody ? result.body.raw : result.body);
    const headers = baseHeaders(context.accessHeaders, result.headers, cache);
    if (snapshot) headers['x-snapshot'] = snapshot.id;
    if (result.status === 204) return { status: 204, headers, body: NO_BODY, meta };
    headers['content-type'] = result.contentType ?? (isProblem ? 'application/problem+json' : JSON_CONTENT_TYPE);
    headers.vary = 'Accept-Encoding';
    if (!isProblem && (method === 'GET' || method === 'HEAD')) {
      const etag = result.etag ?? etagFor(raw);
      headers.etag = etag;
      const ifNoneMatch = request.headers['if-none-match'];
      if (etagMatches(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, etag)) {
        return { status: 304, headers: notModifiedHeaders(headers), body: NO_BODY, meta };
      }
    }
    const negotiated = result.compress === false ? { encoding: null, identity: true } : encodingOf(request.headers['accept-encoding']);
    const encoded = await encodeBody(raw, negotiated.encoding, !negotiated.identity);
    if (encoded.encoding) headers['content-encoding'] = encoded.encoding;
    headers['content-length'] = String(encoded.body.length);
    return { status: result.status, headers, body: method === 'HEAD' ? NO_BODY : encoded.body, meta };
  };
}

/**
 * A body held in memory: tag, length and compressed form are already known, and then the answer
 * is built at once; only a compression still to be done makes it wait.
 */
function writeCached(context: RequestContext, result: RouteResponse, body: CachedBody, cache: string, encodingOf: EncodingOf): AppResponse | Promise<AppResponse> {
  const { request, method, meta, snapshot } = context;
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch === undefined && context.route?.crossOrigin !== false && (result.contentType === undefined || result.contentType === body.contentType)) {
    const fast = writeFlat(context, result, body, cache, encodingOf);
    if (fast !== null) return fast;
  }
  const headers = baseHeaders(context.accessHeaders, result.headers, cache);
  if (snapshot) headers['x-snapshot'] = snapshot.id;
  headers.etag = body.etag;
  if (ifNoneMatch !== undefined && (ifNoneMatch === body.etag || etagMatches(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, body.etag))) {
    headers.vary = 'Accept-Encoding';
    return { status: 304, headers: notModifiedHeaders(headers), body: NO_BODY, meta };
  }
  headers['content-type'] = result.contentType ?? body.contentType;
  headers.vary = 'Accept-Encoding';
  const { encoding, identity } = encodingOf(request.headers['accept-encoding']);
  const known = encoding === null ? null : body.encoded(encoding);
  // Too small to gain from compression, but the client excluded the uncompressed form: the
  // only case, with a compression not done yet, that waits.
  if (known instanceof Promise || (known === null && encoding !== null && !identity)) {
    return cachedLater(headers, body, known, encoding, identity, method, meta);
  }
  return cachedAnswer(headers, body, known, encoding, method, meta);
}

/**
 * The answer once its compressed form is made. Apart from writeCached: a callback there capturing
 * its variables would allocate a context object at each of its calls, compressing or not.
 */
function cachedLater(
  headers: Record<string, string>,
  body: CachedBody,
  known: ReturnType<CachedBody['encoded']>,
  encoding: Negotiated['encoding'],
  identity: boolean,
  method: string,
  meta: AppResponse['meta'],
): Promise<AppResponse> {
  return Promise.resolve(known).then(async (encoded) => {
    const bytes = encoded === null && !identity ? (await encodeBody(body.raw, encoding, true)).body : encoded;
    return cachedAnswer(headers, body, bytes, encoding, method, meta);
  });
}

/**
 * The common read (unconditional, its encoded form known, headers of no colliding name): the
 * headers as one flat list, most of it made once per body (api/request/flat-headers.ts). Null
 * sends the answer down the general path, which writes the same bytes.
 */
function writeFlat(context: RequestContext, result: RouteResponse, body: CachedBody, cache: string, encodingOf: EncodingOf): AppResponse | null {
  const { encoding, identity } = encodingOf(context.request.headers['accept-encoding']);
  const known = encoding === null ? null : body.encoded(encoding);
  if (known instanceof Promise || (known === null && encoding !== null && !identity)) return null;
  return flatAnswer(baseList(cache), context.accessHeaders, result.headers, context.snapshot?.id ?? null, body, encoding, known, context.method, context.meta);
}

/**
 * The 200 of a held body whose encoded form is known, its headers as one flat list; null when
 * a header name of access control or of the route collides with ours (the general path then).
 * Shared by writeFlat and the remembered reads (api/request/remembered-reads.ts): one code for the same bytes.
 */
export function flatAnswer(
  base: readonly string[],
  access: Record<string, string> | null,
  route: Record<string, string> | undefined,
  snapshotId: string | null,
  body: CachedBody,
  encoding: string | null,
  known: Buffer | null,
  method: string,
  meta: AppResponse['meta'],
): FlatResponse | null {
  const flat = flatHeaders(base, access, route, snapshotId, body, encoding, known, lowerName);
  if (flat === null) return null;
  return new FlatResponse(200, flat, method === 'HEAD' ? NO_BODY : (known ?? body.raw), meta);
}

/** The first headers of a current snapshot's data answer (`cache: 'data'`, not pinned), as writeFlat gives them to flatAnswer. */
export function currentDataBase(settings: ApiSettings): readonly string[] {
  return baseList(cacheControls(settings)('data', false));
}

function cachedAnswer(headers: Record<string, string>, body: CachedBody, encoded: Buffer | null, encoding: string | null, method: string, meta: AppResponse['meta']): AppResponse {
  let bytes = body.raw;
  if (encoded !== null) {
    bytes = encoded;
    headers['content-encoding'] = encoding!;
  }
  headers['content-length'] = bytes === body.raw ? body.length : String(bytes.length);
  return { status: 200, headers, body: method === 'HEAD' ? NO_BODY : bytes, meta };
}

/**
 * A body sent as it is read: the route gave its tag and length; never compressed. A 304 or a
 * HEAD sends none of it, so the stream is destroyed unread.
 */
function writeStreamed(context: RequestContext, result: RouteResponse, body: StreamedBody, cache: string): AppResponse {
  const { request, method, meta, snapshot } = context;
  const headers = baseHeaders(context.accessHeaders, result.headers, cache);
  if (snapshot) headers['x-snapshot'] = snapshot.id;
  headers['content-type'] = result.contentType ?? 'application/octet-stream';
  headers.vary = 'Accept-Encoding';
  if (result.etag === undefined) {
    body.stream.destroy();
    throw new Error('a streamed body needs its tag from the route: it is never read whole to compute one');
  }
  headers.etag = result.etag;
  const ifNoneMatch = request.headers['if-none-match'];
  if (etagMatches(Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch, result.etag)) {
    body.stream.destroy();
    return { status: 304, headers: notModifiedHeaders(headers), body: NO_BODY, meta };
  }
  headers['content-length'] = String(body.length);
  if (method === 'HEAD') {
    body.stream.destroy();
    return { status: result.status, headers, body: NO_BODY, meta };
  }
  return { status: result.status, headers, body: NO_BODY, stream: body, meta };
}

/**
 * A 304's headers: those of the 200 that guide caches (ETag, Cache-Control, Vary), without the
 * representation's own (RFC 9110 §15.4.5): no Content-Type, and no Content-Range, which would
 * describe a part of a body the 304 does not carry.
 */
function notModifiedHeaders(headers: Record<string, string>): Record<string, string> {
  delete headers['content-type'];
  delete headers['content-range'];
  return headers;
}

/**
 * Cache-Control by policy. The data policy's value is made once: made per response it was a new
 * string, which the header lists' Map (baseLists) then had to flatten and internalize each time.
 */
function cacheControls(settings: ApiSettings): (policy: CachePolicy, pinned: boolean) => string {
  const data = `public, max-age=${settings.cacheMaxAgeSeconds}`;
  return (policy, pinned) => {
    if (policy === 'data') return pinned ? IMMUTABLE_CACHE_CONTROL : data;
    if (policy === 'static') return 'public, max-age=3600';
    if (policy === 'immutable') return IMMUTABLE_CACHE_CONTROL;
    return 'no-store';
  };
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
