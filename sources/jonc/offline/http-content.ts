import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Serves a content document (PDF, publication JSON) with the validators of a real document
 * server: a strong ETag from the bytes, Last-Modified from the issue date, and 304 when the
 * client already holds this version.
 */
export function sendContent(req: IncomingMessage, res: ServerResponse, body: Buffer, contentType: string, date: string): void {
  const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`;
  const lastModified = new Date(`${date}T06:00:00+11:00`).toUTCString();
  const headers = { etag, 'last-modified': lastModified, 'cache-control': 'public, max-age=3600' };
  const ifNoneMatch = req.headers['if-none-match'];
  const ifModifiedSince = req.headers['if-modified-since'];
  const fresh = ifNoneMatch !== undefined
    ? ifNoneMatch.split(',').map((v) => v.trim()).includes(etag)
    : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(lastModified);
  if (fresh) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-type': contentType, 'content-length': String(body.length) });
  res.end(body);
}

export function sendJson(res: ServerResponse, value: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

export function sendHtml(res: ServerResponse, body: Buffer | string, contentType = 'text/html; charset=utf-8'): void {
  res.writeHead(200, { 'content-type': contentType });
  res.end(body);
}
