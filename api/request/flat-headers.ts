import type { CachedBody } from '../body-cache.ts';
import type { AppResponse } from './request-context.ts';

/**
 * A remembered read's headers as node:http takes them fastest: one flat list [name, value, ...]
 * in sending order, for `res.writeHead(status, list)`, most of it made once per body and
 * encoding (the fair comparator sends the same bytes that way). The list says exactly
 * what the headers object of the general path says, in the same order: the order is
 * base (CORS, Cache-Control, nosniff), access control's (X-RateLimit-*), the route's (Link),
 * X-Snapshot, then the body's (ETag, Content-Type, Vary, Content-Encoding, Content-Length).
 * test/api/response-bytes.test.ts holds both paths to the same bytes.
 */

/** Names the base and the body's part set: a name of access control or of a route among them takes the general path, which lets ours win in place. */
const RESERVED = new Set([
  'access-control-allow-origin', 'access-control-expose-headers', 'cache-control', 'x-content-type-options',
  'x-snapshot', 'etag', 'content-type', 'vary', 'content-encoding', 'content-length', 'connection',
]);

/** The first headers of every response, made once per Cache-Control value (a handful: data, pinned, static...). */
export function baseLists(exposed: string): (cache: string) => readonly string[] {
  const bases = new Map<string, readonly string[]>();
  return (cache) => {
    let list = bases.get(cache);
    if (list === undefined) {
      list = ['access-control-allow-origin', '*', 'access-control-expose-headers', exposed, 'cache-control', cache, 'x-content-type-options', 'nosniff'];
      if (bases.size < 16) bases.set(cache, list);
    }
    return list;
  };
}

/**
 * The body's part, once per body and coding: the tag, type, Vary, coding and length. Held as
 * long as the body is (a weak map): a few references to strings the body holds already.
 */
function bodyList(body: CachedBody, encoding: string | null, encoded: Buffer | null): readonly string[] {
  let lists = bodyLists.get(body);
  if (lists === undefined) {
    lists = {};
    bodyLists.set(body, lists);
  }
  const slot = encoded === null ? 'identity' : encoding!;
  let list = lists[slot];
  if (list === undefined) {
    list = encoded === null
      ? ['etag', body.etag, 'content-type', body.contentType, 'vary', 'Accept-Encoding', 'content-length', body.length]
      : ['etag', body.etag, 'content-type', body.contentType, 'vary', 'Accept-Encoding', 'content-encoding', encoding!, 'content-length', String(encoded.length)];
    lists[slot] = list;
  }
  return list;
}
const bodyLists = new WeakMap<CachedBody, Record<string, readonly string[]>>();

/**
 * The whole list for one answer, or null when a name of access control or of the route would
 * collide with ours (then the general path's object, where ours win in place, is used).
 */
export function flatHeaders(
  base: readonly string[],
  access: Record<string, string> | null,
  route: Record<string, string> | undefined,
  snapshotId: string | null,
  body: CachedBody,
  encoding: string | null,
  encoded: Buffer | null,
  lowerName: (name: string) => string,
): string[] | null {
  const list = base.slice();
  if (access !== null) {
    for (const name in access) {
      const lower = lowerName(name);
      if (RESERVED.has(lower)) return null;
      list.push(lower, access[name]!);
    }
  }
  if (route !== undefined) {
    for (const name in route) {
      const lower = lowerName(name);
      // A name already listed (access control's, or the route's in another case) is replaced in
      // place on the general path. Values are searched too: a value that reads as the name only
      // sends this answer down the general path, which writes the same bytes.
      if (RESERVED.has(lower) || list.indexOf(lower, base.length) !== -1) return null;
      list.push(lower, route[name]!);
    }
  }
  if (snapshotId !== null) list.push('x-snapshot', snapshotId);
  const tail = bodyList(body, encoding, encoded);
  for (let i = 0; i < tail.length; i++) list.push(tail[i]!);
  return list;
}

/**
 * An answer whose headers are a flat list (above). `headers` reads the same list as an object,
 * made only when someone asks (tests, embedding): node:http is given `flat`.
 */
export class FlatResponse implements AppResponse {
  readonly status: number;
  readonly flat: readonly string[];
  readonly body: Buffer;
  readonly meta: AppResponse['meta'];
  #headers: Record<string, string> | null = null;

  constructor(status: number, flat: readonly string[], body: Buffer, meta: AppResponse['meta']) {
    this.status = status;
    this.flat = flat;
    this.body = body;
    this.meta = meta;
  }

  get headers(): Record<string, string> {
    if (this.#headers === null) {
      const headers: Record<string, string> = {};
      for (let i = 0; i < this.flat.length; i += 2) headers[this.flat[i]!] = this.flat[i + 1]!;
      this.#headers = headers;
    }
    return this.#headers;
  }
}
