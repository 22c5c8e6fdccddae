import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { clientIp } from './access/client-ip.js';
import type { App } from './app.js';
import { ApiError, toProblem } from './problem.js';

export interface HttpServerOptions {
  logger?: Logger;
  /** Trusted proxy hops for the client address in logs (see TRUST_PROXY). */
  trustProxy?: number;
}

export interface ApiHttpServer {
  server: http.Server;
  /** Stops accepting, lets in-flight requests finish (at most `graceMs`), then closes what is left. */
  shutdown(graceMs: number): Promise<void>;
}

/**
 * node:http around the app: reads the request body up to the app's limit (past it, stops and
 * lets the app answer 413 without buffering more), writes the app's response, logs one JSON line
 * per request.
 */
export function createHttpServer(app: App, options: HttpServerOptions = {}): ApiHttpServer {
  let closing = false;
  const limit = app.settings.bodyLimitBytes;

  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const started = process.hrtime.bigint();
    const declared = Number(req.headers['content-length'] ?? 0);
    const { bytes: bodyBytes, body } = Number.isFinite(declared) && declared > limit ? { bytes: declared, body: undefined } : await readBody(req, limit);
    const ip = req.socket.remoteAddress ?? null;
    const response = await app.handle({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, ip, bodyBytes, ...(body ? { body } : {}) });
    if (closing) response.headers.connection = 'close';
    res.writeHead(response.status, response.headers);
    res.end(response.body);
    res.once('finish', () => {
      if (!options.logger) return;
      options.logger.info(
        {
          method: req.method,
          url: req.url,
          status: response.status,
          route: response.meta.routeId,
          code: response.meta.code,
          snapshot: response.meta.snapshotId,
          ip: clientIp(ip, req.headers, options.trustProxy ?? 0),
          bytes: response.body.length,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          ua: req.headers['user-agent'],
        },
        'request',
      );
    });
  };
  const server = http.createServer((req, res) => {
    serve(req, res).catch((err: unknown) => {
      // app.handle turns every error into a response; reaching here is a bug of ours or a
      // broken socket. Answer what can still be answered, never crash the process.
      options.logger?.error({ err, method: req.method, url: req.url }, 'request failed outside the app');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/problem+json', 'cache-control': 'no-store' });
      res.end();
    });
  });
  // Requests node's parser rejects never reach the app; answer them in the same problem format.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || (error.code === 'ECONNRESET')) {
      socket.destroy();
      return;
    }
    const problem = toProblem(ApiError.of('bad_request', 'La requête HTTP est mal formée (ligne de requête ou en-têtes invalides).'));
    const body = JSON.stringify(problem.body);
    socket.end(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Cache-Control: no-store\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  // A slow client must not hold a connection forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;

  return {
    server,
    shutdown(graceMs) {
      closing = true;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

/** Reads the body, counting bytes; stops just past `limit` (then the body is not kept). */
function readBody(req: IncomingMessage, limit: number): Promise<{ bytes: number; body: Buffer | undefined }> {
  return new Promise((resolve) => {
    let bytes = 0;
    let done = false;
    const chunks: Buffer[] = [];
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ bytes, body: bytes > limit ? undefined : Buffer.concat(chunks) });
    };
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes <= limit) chunks.push(chunk);
      if (bytes > limit) {
        req.pause();
        finish();
      }
    });
    req.once('end', finish);
    req.once('error', finish);
    req.once('close', finish);
  });
}
