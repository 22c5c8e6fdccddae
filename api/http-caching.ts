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

/** Picks br over gzip when both are acceptable (q > 0). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

export async function encodeBody(body: Buffer, encoding: Encoding | null): Promise<{ body: Buffer; encoding: Encoding | null }> {
  if (encoding === null || body.length < COMPRESSION_THRESHOLD_BYTES) return { body, encoding: null };
  if (encoding === 'br') {
    // Quality 5: most of the gain at a fraction of the default (11) cost, per request.
    return { body: await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding };
  }
  return { body: await gzip(body, { level: 6 }), encoding };
}
