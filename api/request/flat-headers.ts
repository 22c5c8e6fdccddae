import type { BodyHeaderLists, CachedBody } from '../body-cache.ts';
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
 * The body's part, once per body and coding: the tag, type, Vary, coding and length. Held by
 * the body (CachedBody.headerLists), as long as it is: a few references to strings it holds already.
 */
function bodyList(lists: BodyLists, body: CachedBody, slot: string, encoding: string | null, encoded: Buffer | null): readonly string[] {
  let list = lists.tails[slot];
  if (list === undefined) {
    list = encoded === null
      ? ['etag', body.etag, 'content-type', body.contentType, 'vary', 'Accept-Encoding', 'content-length', body.length]
      : ['etag', body.etag, 'content-type', body.contentType, 'vary', 'Accept-Encoding', 'content-encoding', encoding!, 'content-length', String(encoded.length)];
    lists.tails[slot] = list;
  }
  return list;
}

/**
 * The last whole list made for a body and coding, with what it was made from: the next answer
 * made from the same base, access header names, route headers and snapshot copies it and sets
 * only access control's values (the quota left changes with every request), instead of listing
 * and checking every name again.
 */
interface ListTemplate {
  readonly base: readonly string[];
  /** Access control's header names, as it gave them, in order. */
  readonly names: readonly string[];
  readonly route: Record<string, string> | undefined;
  readonly snapshotId: string | null;
  readonly list: readonly string[];
}

interface BodyLists extends BodyHeaderLists {
  readonly templates: Record<string, ListTemplate>;
}

/** True when `access` has exactly `names`, in that order. */
function sameNames(names: readonly string[], access: Record<string, string> | null): boolean {
  let i = 0;
  if (access !== null) {
    for (const name in access) {
      if (names[i] !== name) return false;
      i += 1;
    }
  }
  return i === names.length;
}

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
  let lists = body.headerLists as BodyLists | null;
  if (lists === null) {
    lists = { tails: {}, templates: {} };
    body.headerLists = lists;
  }
  const slot = encoded === null ? 'identity' : encoding!;
  const template = lists.templates[slot];
  if (template !== undefined && template.base === base && template.route === route && template.snapshotId === snapshotId && sameNames(template.names, access)) {
    // Access control's values follow the base, one after each of its names.
    const list = template.list.slice();
    if (access !== null) {
      let at = base.length + 1;
      for (const name in access) {
        list[at] = access[name]!;
        at += 2;
      }
    }
    return list;
  }
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
  const tail = bodyList(lists, body, slot, encoding, encoded);
  for (let i = 0; i < tail.length; i++) list.push(tail[i]!);
  // A copy: the list returned is the answer's own.
  lists.templates[slot] = { base, names: access === null ? [] : Object.keys(access), route, snapshotId, list: list.slice() };
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
