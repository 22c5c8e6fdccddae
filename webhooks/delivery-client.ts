import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import net from 'node:net';
import { errorMessage } from '../kernel/errors/app-error.ts';
import { forbiddenAddressReason, forbiddenPortReason } from './address-policy.ts';
import type { ResolveAll } from './target-url.ts';
import { systemResolveAll, targetPort } from './target-url.ts';

export interface AttemptResult {
  ok: boolean;
  /** The receiver's status, null when none arrived (refused, timeout, forbidden address...). */
  statusCode: number | null;
  durationMs: number;
  /** French, for the delivery log; null on success. */
  error: string | null;
  /** From a Retry-After header on 429 or 503, in milliseconds. */
  retryAfterMs: number | null;
  /** 410 Gone: the receiver asks us to stop. */
  gone: boolean;
}

export interface DeliveryClientOptions {
  timeoutMs: number;
  allowPrivateNetworks: boolean;
  resolveAll?: ResolveAll;
  userAgent?: string;
}

// What is read of a receiver's answer: the status matters, the body does not.
const MAX_RESPONSE_BYTES = 64 * 1024;
const RETRY_AFTER_CAP_MS = 24 * 3_600_000;

/**
 * One HTTP POST per attempt. Redirects are never followed (a 3xx is a failure), the whole
 * exchange has `timeoutMs`, and the address actually connected to is checked: the lookup the
 * sockets use refuses forbidden addresses (so a name that resolved to a public address at
 * registration and to 127.0.0.1 now, DNS rebinding, is refused), and every new socket's peer
 * is checked again once connected, which also covers IP-literal URLs.
 */
export class DeliveryClient {
  readonly #options: Required<DeliveryClientOptions>;
  readonly #httpAgent: http.Agent;
  readonly #httpsAgent: https.Agent;
  readonly #lookup: LookupFunction;

  constructor(options: DeliveryClientOptions) {
    if (!Number.isFinite(options.timeoutMs) || options.timeoutMs <= 0) throw new RangeError(`Expected timeoutMs to be a number > 0, got ${options.timeoutMs}`);
    this.#options = { resolveAll: systemResolveAll, userAgent: 'annonces-nc-webhooks/1.0', ...options };
    this.#lookup = guardedLookup(this.#options.resolveAll, this.#options.allowPrivateNetworks);
    const agentOptions = { keepAlive: true, maxSockets: Infinity, maxFreeSockets: 64, lookup: this.#lookup };
    this.#httpAgent = new http.Agent(agentOptions);
    this.#httpsAgent = new https.Agent(agentOptions);
  }

  send(target: string, headers: Record<string, string>, body: string): Promise<AttemptResult> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const payload = Buffer.from(body, 'utf8');
    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      // Armed first, so that a failure at any step finds it to clear; it aborts through a
      // signal because the request may not exist yet.
      const abort = new AbortController();
      const timer = setTimeout(() => {
        fail(`pas de réponse complète en ${Math.round(this.#options.timeoutMs / 1000)} s`);
        abort.abort();
      }, this.#options.timeoutMs);
      const finish = (result: Omit<AttemptResult, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...result, durationMs: elapsed() });
      };
      const fail = (error: string) => finish({ ok: false, statusCode: null, error, retryAfterMs: null, gone: false });
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        fail('URL illisible');
        return;
      }
      // Stored URLs were checked at registration, but rows can predate a rule or be edited by hand.
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        fail(`schéma ${url.protocol.replace(/:$/, '').slice(0, 20)} non pris en charge`);
        return;
      }
      if (!this.#options.allowPrivateNetworks) {
        const port = forbiddenPortReason(targetPort(url));
        if (port !== null) {
          fail(`connexion refusée : ${port}`);
          return;
        }
      }
      const secure = url.protocol === 'https:';
      let request: http.ClientRequest;
      try {
        request = (secure ? https : http).request(url, {
          method: 'POST',
          agent: secure ? this.#httpsAgent : this.#httpAgent,
          lookup: this.#lookup,
          signal: abort.signal,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': String(payload.length), 'user-agent': this.#options.userAgent },
        });
      } catch (error) {
        // http.request throws on what it cannot send at all (a header value it refuses...).
        fail(describeNetworkError(error instanceof Error ? error : new Error(String(error))));
        return;
      }
      request.on('socket', (socket: Socket) => {
        if (this.#options.allowPrivateNetworks) return;
        const check = () => {
          const reason = socket.remoteAddress ? forbiddenAddressReason(socket.remoteAddress) : 'adresse inconnue';
          if (reason !== null) {
            // No address in the log its owner reads: only why the connection was refused.
            fail(`connexion refusée (${reason})`);
            request.destroy();
          }
        };
        if (socket.remoteAddress) check();
        else socket.once('connect', check);
      });
      request.on('error', (error) => fail(describeNetworkError(error)));
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        let received = 0;
        response.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > MAX_RESPONSE_BYTES) response.destroy();
        });
        const done = () => {
          if (status >= 200 && status < 300) {
            finish({ ok: true, statusCode: status, error: null, retryAfterMs: null, gone: false });
            return;
          }
          let error = `HTTP ${status}`;
          if (status >= 300 && status < 400) error += ` : redirection non suivie${response.headers.location ? ` (Location: ${String(response.headers.location).slice(0, 200)})` : ''}`;
          const retryAfterMs = status === 429 || status === 503 ? parseRetryAfter(response.headers['retry-after'], Date.now()) : null;
          finish({ ok: false, statusCode: status, error, retryAfterMs, gone: status === 410 });
        };
        response.once('end', done);
        response.once('close', done);
        response.once('error', done);
      });
      request.end(payload);
    });
  }

  close(): void {
    this.#httpAgent.destroy();
    this.#httpsAgent.destroy();
  }
}

/** Retry-After as seconds or an HTTP date, in milliseconds (capped at a day); null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number): number | null {
  if (value === undefined) return null;
  const trimmed = value.trim();
  let ms: number;
  if (/^\d+$/.test(trimmed)) ms = Number(trimmed) * 1000;
  else {
    const date = Date.parse(trimmed);
    if (Number.isNaN(date)) return null;
    ms = date - now;
  }
  return Math.min(Math.max(ms, 0), RETRY_AFTER_CAP_MS);
}

function describeNetworkError(error: Error): string {
  const message = errorMessage(error);
  if (message.startsWith('[webhooks]')) return message.replace(/^\[webhooks\] /, '');
  return `échec réseau : ${message}`;
}

/**
 * The `lookup` of the delivery sockets: resolves every address of the name and refuses the
 * connection when one is forbidden, so DNS cannot send a delivery to a private address after
 * the URL was accepted.
 */
export function guardedLookup(resolveAll: ResolveAll, allowPrivateNetworks: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const all = typeof options === 'object' && options !== null && (options as { all?: boolean }).all === true;
    const bare = hostname.replace(/^\[|\]$/g, '');
    const resolved =
      net.isIP(bare) !== 0 ? Promise.resolve([{ address: bare, family: net.isIP(bare) }]) : resolveAll(bare);
    resolved.then(
      (addresses) => {
        if (addresses.length === 0) throw new Error(`[webhooks] le nom d’hôte ${hostname} ne se résout pas`);
        if (!allowPrivateNetworks) {
          for (const { address } of addresses) {
            const reason = forbiddenAddressReason(address);
            if (reason !== null) throw new Error(`[webhooks] ${hostname} se résout en une adresse interdite (${reason}) : connexion refusée`);
          }
        }
        if (all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
    ).catch((error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      (callback as (err: NodeJS.ErrnoException) => void)(Object.assign(failure, { code: 'EWEBHOOKADDRESS' }));
    });
  };
}
