import type { IncomingMessage, ServerResponse } from 'node:http';
import { isNotModified, validatorsFor } from '../../sample-sites/conditional-response.ts';
import iconv from 'iconv-lite';

export interface SendPageOptions {
  html: string;
  /** 'utf-8' (default) or 'windows-1252': the bytes actually sent. */
  encoding?: 'utf-8' | 'windows-1252';
  /** The charset announced in Content-Type; defaults to the real one. A different value mislabels the page. */
  declaredCharset?: string;
  /** YYYY-MM-DD: sent as Last-Modified; with it the page carries an ETag and answers 304. */
  lastModified?: string;
  /** Cut the body to this many bytes (a connection dropped by a broken proxy). */
  truncateAt?: number;
  status?: number;
  headers?: Record<string, string>;
}

/**
 * Sends one page the way the real sites do: encoded bytes, Content-Type with a charset that may
 * be wrong, and for dated documents an ETag and Last-Modified honoured by conditional requests.
 */
export function sendPage(req: IncomingMessage, res: ServerResponse, options: SendPageOptions): void {
  const encoding = options.encoding ?? 'utf-8';
  let body = encoding === 'utf-8' ? Buffer.from(options.html, 'utf8') : iconv.encode(options.html, encoding);
  if (options.truncateAt !== undefined) body = body.subarray(0, options.truncateAt);
  const headers: Record<string, string> = {
    'content-type': `text/html; charset=${options.declaredCharset ?? encoding}`,
    ...options.headers,
  };
  if (options.lastModified) {
    const validators = validatorsFor(body, new Date(`${options.lastModified}T08:00:00Z`));
    const { etag, lastModified } = validators;
    headers['etag'] = etag;
    headers['last-modified'] = lastModified;
    const notModified = isNotModified(req, validators);
    if (notModified) {
      // Crawlers guess a missing type from the URL ('.php' is not HTML): say it, as Apache does.
      res.writeHead(304, { etag, 'last-modified': lastModified, 'content-type': headers['content-type'] as string });
      res.end();
      return;
    }
  }
  res.writeHead(options.status ?? 200, { ...headers, 'content-length': String(body.length) });
  res.end(body);
}

/** A permanent move, as a CMS answers after an ad's slug changed. */
export function sendMoved(res: ServerResponse, location: string): void {
  res.writeHead(301, { location, 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><title>Page déplacée</title><a href="${location}">Nouvelle adresse</a>`);
}

/** The error page a CMS shows when its database hiccups. */
export function sendServerError(res: ServerResponse): void {
  res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
  res.end('<!doctype html><title>Erreur 500</title><h1>Erreur interne du serveur</h1><p>Veuillez réessayer dans quelques instants.</p>');
}
