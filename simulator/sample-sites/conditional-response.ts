import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The validators a real document server sends with a document that does not change. */
export interface Validators {
  etag: string;
  lastModified: string;
}

/** A strong ETag from the bytes, and Last-Modified from when the document went online. */
export function validatorsFor(body: Buffer, onlineSince: Date): Validators {
  return {
    etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`,
    lastModified: onlineSince.toUTCString(),
  };
}

/**
 * Whether a conditional request already holds this version (RFC 9110: If-None-Match wins over
 * If-Modified-Since). The offline copies answer such requests 304, as the real sites do, which is
 * what makes a crawler's second night cheap.
 */
export function isNotModified(req: IncomingMessage, validators: Validators): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) return ifNoneMatch.split(',').map((tag) => tag.trim()).includes(validators.etag);
  const ifModifiedSince = req.headers['if-modified-since'];
  return ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(validators.lastModified);
}
