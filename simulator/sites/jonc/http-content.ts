import type { IncomingMessage, ServerResponse } from 'node:http';
import { isNotModified, validatorsFor } from '../../sample-sites/conditional-response.ts';

/**
 * Serves a content document (PDF, publication JSON) with the validators of a real document
 * server: a strong ETag from the bytes, Last-Modified from the issue date, and 304 when the
 * client already holds this version.
 */
export function sendContent(req: IncomingMessage, res: ServerResponse, body: Buffer, contentType: string, date: string): void {
  const { etag, lastModified } = validatorsFor(body, new Date(`${date}T06:00:00+11:00`));
  const headers = { etag, 'last-modified': lastModified, 'cache-control': 'public, max-age=3600' };
  if (isNotModified(req, { etag, lastModified })) {
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

/**
 * An error as Leginova gives it: an RFC 9457 problem details body (`type`, `title`, `status`,
 * `detail`, `instance`), `application/problem+json`, French like the portal.
 */
export function sendProblem(res: ServerResponse, status: number, title: string, detail: string, instance: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'application/problem+json; charset=utf-8' });
  res.end(JSON.stringify({ type: 'about:blank', title, status, detail, instance }));
}
