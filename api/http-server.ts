import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { hrtime } from 'node:process';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { AccessLog } from './access-log.ts';
import { defaultMaxConnections, DroppedConnections } from './connection-limit.ts';
import { loggedUrl } from './logged-url.ts';
import { peerAddress, rememberPeer } from './peer-address.ts';
import type { App, AppRequest, AppResponse } from './app.ts';
import type { ApiMetrics } from './metrics.ts';
import { ApiError, toProblem } from './problem.ts';
import { sendStreamed } from './send-streamed.ts';

export interface HttpServerOptions {
  logger?: Logger;
  /** Trusted proxy hops for the client address in logs (see TRUST_PROXY). */
  trustProxy?: number;
  /** Share of successful requests logged one line each (ACCESS_LOG_SAMPLE); default 1. */
  accessLogSample?: number;
  /** Counts every answered request (GET /metrics). */
  metrics?: Pick<ApiMetrics, 'observe'>;
  /** The access log's clock (epoch ms); tests inject one. */
  now?: () => number;
}

export interface ApiHttpServer {
  server: http.Server;
  /** Stops accepting, lets in-flight requests finish (at most `graceMs`), then closes what is left. */
  shutdown(graceMs: number): Promise<void>;
}

/**
 * node:http around the app: reads the request body up to the app's limit (past it, stops and
 * lets the app answer 413 without buffering more), writes the app's response, records it in
 * the access log (api/access-log.ts) and the metrics. Connections past MAX_CONNECTIONS are
 * closed as they arrive (api/connection-limit.ts), and a request that has not sent its headers
 * within HEADERS_TIMEOUT_SECONDS is closed, so half-open requests cannot hold every descriptor.
 */
export function createHttpServer(app: App, options: HttpServerOptions = {}): ApiHttpServer {
  let closing = false;
  const limit = app.settings.bodyLimitBytes;
  const sendTimeoutMs = app.settings.sendTimeoutSeconds * 1000;
  const accessLog = options.logger
    ? new AccessLog(options.logger, { sample: options.accessLogSample ?? 1, trustProxy: options.trustProxy ?? 0, ...(options.now ? { now: options.now } : {}) })
    : null;
  const metrics = options.metrics ?? null;
  const maxConnections = app.settings.maxConnections ?? defaultMaxConnections();
  const drops = options.logger ? new DroppedConnections(options.logger, { maxConnections }) : null;

  // The last request and answer, kept until the next ones, with what they hold (node's request,
  // response, socket and headers object). V8's optimized code for the request path refers to the
  // hidden classes of those objects weakly: a full collection while no request is in flight (the
  // memory reducer runs one seconds after traffic pauses) freed the classes, invalidated that code
  // and the next requests ran unoptimized while it was compiled again (docs/api-performance.md).
  const last: { request: SocketRequest | null; response: AppResponse | null } = { request: null, response: null };
  const recordAnswered = (req: IncomingMessage, response: AppResponse, started: bigint): void => {
    last.response = response;
    const ms = Number(hrtime.bigint() - started) / 1e6;
    metrics?.observe(response.meta.routeId, response.status, ms / 1000, response.meta.code);
    accessLog?.record(req, response, ms);
  };
  // A response in memory is written at once; only a streamed body is waited for.
  const respond = (req: IncomingMessage, res: ServerResponse, response: AppResponse, started: bigint): void | Promise<void> => {
    if (response.stream) return respondStreamed(req, res, response, started);
    const flat = response.flat;
    if (flat !== undefined) {
      // A remembered read: its headers as one flat list, as node:http takes them fastest.
      res.writeHead(response.status, (closing ? [...flat, 'connection', 'close'] : flat) as string[]);
    } else {
      if (closing) response.headers.connection = 'close';
      res.writeHead(response.status, response.headers);
    }
    res.end(response.body);
    recordAnswered(req, response, started);
  };
  const respondStreamed = async (req: IncomingMessage, res: ServerResponse, response: AppResponse, started: bigint): Promise<void> => {
    const streamed = response.stream!;
    try {
      if (closing) response.headers.connection = 'close';
      res.writeHead(response.status, response.headers);
      const sent = await sendStreamed(res, streamed, sendTimeoutMs);
      if (sent.outcome !== 'sent') {
        // The connection was closed short of Content-Length, which tells the client the body is incomplete.
        options.logger?.info(
          { ...(sent.outcome === 'source_failed' ? { err: sent.error } : {}), outcome: sent.outcome, route: response.meta.routeId, url: loggedUrl(req.url) },
          'response body cut before its end',
        );
      }
    } finally {
      // Whatever went wrong above (a header refused, the client gone), a stream opened for this
      // answer is closed now, not by the garbage collector.
      streamed.stream.destroy();
    }
    recordAnswered(req, response, started);
  };
  const failed = (req: IncomingMessage, res: ServerResponse, err: unknown): void => {
    // app.handle turns every error into a response; reaching here is a bug of ours or a
    // broken socket. Answer what can still be answered, never crash the process.
    options.logger?.error({ err, method: req.method?.slice(0, 20), url: loggedUrl(req.url) }, 'request failed outside the app');
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/problem+json', 'cache-control': 'no-store' });
    res.end();
  };
  /** A request with a body: read up to the app's limit (past it, the app answers 413 without more being buffered), then answered. */
  const serveWithBody = async (req: IncomingMessage, res: ServerResponse, started: bigint): Promise<void> => {
    const headers = req.headers;
    const declared = Number(headers['content-length'] ?? 0);
    const read = Number.isFinite(declared) && declared > limit ? { bytes: declared, body: undefined } : await readBody(req, limit);
    const request = new SocketRequest(req, res, read.bytes, read.body);
    last.request = request;
    const response = await app.handle(request);
    await respond(req, res, response, started);
  };
  const answer = (req: IncomingMessage, res: ServerResponse, response: AppResponse, started: bigint): void => {
    try {
      const streaming = respond(req, res, response, started);
      if (streaming) failedLater(req, res, streaming);
    } catch (err) {
      response.stream?.stream.destroy();
      failed(req, res, err);
    }
  };
  // A promise's callbacks are made here, not in the functions every request runs: a function
  // whose variables a callback captures allocates a context object for them at each of its
  // calls, whether the callback is made or not (docs/api-performance.md).
  const failedLater = (req: IncomingMessage, res: ServerResponse, pending: Promise<unknown>): void => {
    pending.catch((err: unknown) => failed(req, res, err));
  };
  const answerLater = (req: IncomingMessage, res: ServerResponse, pending: Promise<AppResponse>, started: bigint): void => {
    pending.then(
      (response) => answer(req, res, response, started),
      (err: unknown) => failed(req, res, err),
    );
  };
  /**
   * node:http's request listener. The Host header is checked first (missing on HTTP/1.1, or
   * repeated: 400). Most requests (GET, HEAD) have no body: no stream to wait for, and no async
   * function around the app's promise, whose frame and awaits were part of the API's CPU per request.
   * A read the app answers at once (remembered, counters in memory) is written within this
   * request event, without a promise.
   */
  const serve = (req: IncomingMessage, res: ServerResponse): void => {
    // The latency clock: monotonic, like performance.now(), for half its instructions (which checks
    // its receiver with a hasOwnProperty each call, about 35 first-level instruction-cache misses
    // a read under callgrind's model: docs/api-performance.md).
    const started = hrtime.bigint();
    const headers = req.headers;
    const host = headers.host;
    if (host === undefined) {
      if (req.httpVersionMajor === 1 && req.httpVersionMinor >= 1) {
        writeProblem(res, ApiError.of('bad_request', 'En-tête Host manquant : HTTP/1.1 exige l’en-tête Host.'));
        return;
      }
    } else if (hostHeaders(req.rawHeaders) > 1) {
      // Node keeps the first of two Host headers; RFC 9112 §3.2 asks for a 400, since two parts
      // of a chain may each read another one.
      writeProblem(res, ApiError.of('bad_request', 'En-tête Host répété : une requête n’en porte qu’un.'));
      return;
    }
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) {
      failedLater(req, res, serveWithBody(req, res, started));
      return;
    }
    let handled: AppResponse | Promise<AppResponse>;
    const request = new SocketRequest(req, res, 0, undefined);
    last.request = request;
    try {
      handled = app.handle(request);
    } catch (err) {
      failed(req, res, err);
      return;
    }
    if (handled instanceof Promise) {
      answerLater(req, res, handled, started);
    } else {
      answer(req, res, handled, started);
    }
  };
  const serverOptions: http.ServerOptions = {
    // Node checks time-outs on this period: with its default (30 s), a 20 s headers time-out
    // fired after up to 50 s. One second keeps the configured limits within a second.
    connectionsCheckingInterval: 1_000,
    // HTTP/1.1 without Host is answered by us (problem+json), not by Node's bare 400.
    requireHostHeader: false,
    headersTimeout: app.settings.headersTimeoutSeconds * 1000,
    requestTimeout: app.settings.requestTimeoutSeconds * 1000,
    // A request without Content-Length or Transfer-Encoding has no body (RFC 9112 §6.3): node
    // skips its readable stream's events ('data', 'end', 'close') and their ticks. A body is
    // only ever read from requests that declare one (serveWithBody), whose streams keep their events.
    optimizeEmptyRequests: true,
  };
  const server = http.createServer(serverOptions, serve);
  // Past the cap node closes a new connection before any byte is read; a flood is one line, then a count.
  server.maxConnections = maxConnections;
  // Added after node:http's own listener, and before the connection's first bytes are parsed.
  server.on('connection', rememberPeer);
  if (drops) server.on('drop', () => drops.dropped());
  // Requests node's parser rejects never reach the app; answer them in the same problem format.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    // A slow client (HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS) gets 408, not 400.
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const problem = timedOut
      ? ApiError.of('request_timeout', 'La requête n’a pas été reçue entière à temps ; la connexion est fermée.')
      : ApiError.of('bad_request', 'La requête HTTP est mal formée (ligne de requête ou en-têtes invalides).');
    socket.end(rawProblemResponse(problem));
  });
  // CONNECT (proxy tunnels) has no place here; without a listener Node would drop the socket silently.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawProblemResponse(ApiError.of('method_not_allowed', 'La méthode CONNECT n’est pas acceptée.'), { Allow: 'GET, HEAD, OPTIONS' }));
  });

  return {
    server,
    shutdown(graceMs) {
      closing = true;
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          last.request = null;
          last.response = null;
          accessLog?.close();
          drops?.close();
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

/**
 * A node:http request as the app reads it. A class, not an object literal with `get signal()`:
 * V8 allocates a literal's accessor in the old generation, and its closure then kept each
 * request's whole graph (req, res, headers) alive through young collections: about 13 % of what
 * a request allocated was promoted, and copying it was most of the API's GC time (BENCHMARKS.md,
 * api). On the prototype, the getter is allocated once.
 */
class SocketRequest implements AppRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly ip: string | null;
  readonly bodyBytes: number;
  readonly body?: Buffer;
  readonly #res: ServerResponse;
  #gone: AbortController | null = null;

  constructor(req: IncomingMessage, res: ServerResponse, bodyBytes: number, body: Buffer | undefined) {
    this.method = req.method ?? 'GET';
    this.url = req.url ?? '/';
    this.headers = req.headers;
    this.ip = peerAddress(req.socket);
    this.bodyBytes = bodyBytes;
    if (body) this.body = body;
    this.#res = res;
  }

  /** Made for the routes that ask (a long poll), not for every request. */
  get signal(): AbortSignal {
    return (this.#gone ??= clientGone(this.#res)).signal;
  }
}

/** Aborts when the client closes the connection before the response is complete. */
function clientGone(res: ServerResponse): AbortController {
  const controller = new AbortController();
  if (res.closed) {
    if (!res.writableEnded) controller.abort();
  } else {
    res.once('close', () => {
      if (!res.writableEnded) controller.abort();
    });
  }
  return controller;
}

/**
 * How many Host headers a request carries (names as received, in any case). Compared letter by
 * letter: `toLowerCase()` made a new string of every request's `Host`.
 */
function hostHeaders(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    // Setting bit 0x20 maps exactly one other code to each of these lower-case letters: its capital.
    if (
      name.length === 4 &&
      (name.charCodeAt(0) | 0x20) === 0x68 /* h */ &&
      (name.charCodeAt(1) | 0x20) === 0x6f /* o */ &&
      (name.charCodeAt(2) | 0x20) === 0x73 /* s */ &&
      (name.charCodeAt(3) | 0x20) === 0x74 /* t */
    ) {
      count += 1;
    }
  }
  return count;
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

const REASONS: Record<number, string> = { 400: 'Bad Request', 405: 'Method Not Allowed', 408: 'Request Timeout' };

/** A complete problem+json response as raw bytes, for sockets that never reached a request object. */
function rawProblemResponse(error: ApiError, extraHeaders: Record<string, string> = {}): string {
  const problem = toProblem(error);
  const body = JSON.stringify(problem.body);
  const headers = {
    'Content-Type': 'application/problem+json',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'Access-Control-Allow-Origin': '*',
    Connection: 'close',
    ...extraHeaders,
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${problem.status} ${REASONS[problem.status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

function writeProblem(res: ServerResponse, error: ApiError): void {
  const problem = toProblem(error);
  const body = JSON.stringify(problem.body);
  res.writeHead(problem.status, {
    'content-type': 'application/problem+json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
    connection: 'close',
  });
  res.end(body);
}

