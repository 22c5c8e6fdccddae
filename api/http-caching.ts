import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Below this, compression costs more than it saves. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Weak because the same representation is sent gzip-, br- or un-encoded under one tag; a weak
 * tag is all If-None-Match needs. The hash covers the content, which is immutable per snapshot.
 */
export function etagFor(body: Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** RFC 9110 weak comparison against an If-None-Match header. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
}

export type Encoding = 'br' | 'gzip';

/** What a request's Accept-Encoding allows, as far as the codings we send go. */
export interface Negotiated {
  /** The coding to compress with (br over gzip when both are acceptable), or null. */
  encoding: Encoding | null;
  /** Whether the uncompressed form is acceptable: when not, even a small body is compressed. */
  identity: boolean;
}

const ANY: Negotiated = { encoding: null, identity: true };
// RFC 9110 §12.4.2: 0 to 1 with at most three decimals.
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * Reads Accept-Encoding as RFC 9110 §12.5.3 says: a coding is acceptable when listed with q > 0,
 * or not listed while `*` has q > 0; identity is acceptable unless `identity;q=0`, or `*;q=0`
 * without an identity entry, excludes it. An entry whose qvalue is not one (`q=-1`, `q=1.5`,
 * `q=abc`) is ignored, as if absent: a sloppy client then gets what it would get without that
 * entry, neither a coding it may not read nor a refusal. Parameters other than q are ignored.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Negotiated {
  if (!acceptEncoding) return ANY;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    let valid = true;
    for (const param of params) {
      const eq = param.indexOf('=');
      if ((eq === -1 ? param : param.slice(0, eq)).trim().toLowerCase() !== 'q') continue;
      const value = eq === -1 ? '' : param.slice(eq + 1).trim();
      valid = QVALUE.test(value);
      if (!valid) break;
      q = Number(value);
    }
    if (valid) accepted.set(name, q);
  }
  const star = accepted.get('*');
  const ok = (name: string) => (accepted.get(name) ?? star ?? 0) > 0;
  return {
    encoding: ok('br') ? 'br' : ok('gzip') ? 'gzip' : null,
    identity: (accepted.get('identity') ?? star ?? 1) > 0,
  };
}

/**
 * The body in `encoding`. Small bodies are sent as they are (compression costs more than it
 * saves) unless `force`: the client excluded the uncompressed form (identity;q=0).
 */
export async function encodeBody(body: Buffer, encoding: Encoding | null, force = false): Promise<{ body: Buffer; encoding: Encoding | null }> {
  if (encoding === null || (!force && body.length < COMPRESSION_THRESHOLD_BYTES)) return { body, encoding: null };
  if (encoding === 'br') {
    // Quality 5: most of the gain at a fraction of the default (11) cost, per request.
    return { body: await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  return { body: await gzip(body, { level: 6 }), encoding };
}
