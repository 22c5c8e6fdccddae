/**
 * HTTP answers shared by the offline copies of the province sites: documents with validators
 * (ETag, Last-Modified) that answer 304 to a matching conditional request, like the real sites'
 * static file servers.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { isNotModified, validatorsFor } from '../../sample-sites/conditional-response.ts';

export interface DocumentResponse {
  body: Buffer;
  contentType: string;
  /** YYYY-MM-DD the document was put online. */
  publishedOn: string;
}

export function sendDocument(req: IncomingMessage, res: ServerResponse, doc: DocumentResponse): void {
  // Nouméa is UTC+11: documents go online at 08:00 local time.
  const validators = validatorsFor(doc.body, new Date(`${doc.publishedOn}T08:00:00+11:00`));
  const { etag, lastModified } = validators;
  if (isNotModified(req, validators)) {
    res.writeHead(304, { etag, 'last-modified': lastModified });
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': doc.contentType, 'content-length': doc.body.length, etag, 'last-modified': lastModified });
  res.end(doc.body);
}

export function sendHtml(res: ServerResponse, html: string | Buffer, contentType = 'text/html; charset=utf-8', status = 200): void {
  res.writeHead(status, { 'content-type': contentType });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { location, 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>Déplacé</title><p>Ce document a été déplacé : <a href="${location}">${location}</a></p>`);
}

export function serverError(res: ServerResponse): void {
  sendHtml(res, '<!doctype html><title>Erreur</title><h1>Erreur interne du serveur</h1><p>Veuillez réessayer plus tard.</p>', 'text/html; charset=utf-8', 500);
}

/** Waits like an overloaded page does before answering. */
export function slowDown(ms = 1500): Promise<void> {
  return sleep(ms);
}

/**
 * Per-site memory of how many times each path was asked, so a page can fail on its first
 * request and recover on the retry, deterministically.
 */
export class HitCounter {
  private readonly hits = new Map<string, number>();
  hit(path: string): number {
    const n = (this.hits.get(path) ?? 0) + 1;
    this.hits.set(path, n);
    return n;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
