import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';

// What reaches the server below the app: slow clients, CONNECT, requests without Host. Each is
// answered as a problem+json, never by a bare status line or a silently closed socket.
let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ snapshot: await fixtureSnapshot('20261121T020000Z', 0), settings: { headersTimeoutSeconds: 2, requestTimeoutSeconds: 3 } });
});
afterAll(() => api.close());

/** Writes raw bytes (in parts, with pauses) and reads until the server closes, with the elapsed time. */
async function raw(parts: Array<string | number>): Promise<{ text: string; ms: number; status: number; body: Record<string, unknown> | null }> {
  const url = new URL(api.baseUrl);
  const started = Date.now();
  const text = await new Promise<string>((resolve, reject) => {
    const send = async () => {
      for (const part of parts) {
        if (typeof part === 'number') await new Promise((r) => setTimeout(r, part));
        else if (!socket.destroyed) socket.write(part);
      }
    };
    const socket = net.connect(Number(url.port), url.hostname, () => void send());
    let data = '';
    socket.on('data', (c) => (data += c.toString()));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
    // HTTP/1.0 keep-alive is off: the server closes after the response.
  });
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0);
  const bodyText = text.slice(text.indexOf('\r\n\r\n') + 4);
  let body: Record<string, unknown> | null;
  try {
    body = JSON.parse(bodyText) as Record<string, unknown>;
  } catch {
    body = null;
  }
  return { text, ms: Date.now() - started, status, body };
}

describe('slow clients', () => {
  it('get 408 request_timeout when their headers do not arrive in HEADERS_TIMEOUT_SECONDS, checked every second', async () => {
    const result = await raw(['GET /v1/annonces HTTP/1.1\r\nHost: annonces.test\r\n', 10_000]);
    expect(result.status).toBe(408);
    expect(result.text).toContain('application/problem+json');
    expect(result.body).toMatchObject({ code: 'request_timeout', status: 408 });
    // Node checked every 30 s before: a 2 s limit fired after up to 32 s.
    expect(result.ms).toBeGreaterThanOrEqual(1_900);
    expect(result.ms).toBeLessThan(4_500);
  });

  it('get 408 when their body does not arrive in REQUEST_TIMEOUT_SECONDS', async () => {
    const result = await raw(['POST /v1/annonces HTTP/1.1\r\nHost: annonces.test\r\nContent-Length: 100\r\n\r\n0123456789', 10_000]);
    expect(result.status).toBe(408);
    expect(result.body).toMatchObject({ code: 'request_timeout' });
    expect(result.ms).toBeGreaterThanOrEqual(2_900);
    expect(result.ms).toBeLessThan(5_500);
  });
});

describe('requests outside what the API serves', () => {
  it('answers CONNECT 405 with Allow, instead of dropping the connection', async () => {
    const result = await raw(['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n']);
    expect(result.status).toBe(405);
    expect(result.text).toMatch(/\r\nAllow: GET, HEAD, OPTIONS\r\n/);
    expect(result.body).toMatchObject({ code: 'method_not_allowed', status: 405 });
  });

  it('answers HTTP/1.1 without Host with a problem, and still serves HTTP/1.0 without it', async () => {
    const missing = await raw(['GET /v1/annonces HTTP/1.1\r\nConnection: close\r\n\r\n']);
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('application/problem+json');
    expect(missing.body).toMatchObject({ code: 'bad_request', detail: expect.stringContaining('Host') });

    const old = await raw(['GET /healthz HTTP/1.0\r\n\r\n']);
    expect(old.status).toBe(200);
  });

  it('answers a request with two Host headers 400 bad_request, whichever their values (RFC 9112 §3.2)', async () => {
    for (const hosts of [['annonces.test', 'evil.example'], ['annonces.test', 'annonces.test'], ['annonces.test', '']]) {
      const result = await raw([`GET /v1/annonces HTTP/1.1\r\n${hosts.map((h, i) => `${i === 0 ? 'Host' : 'host'}: ${h}\r\n`).join('')}Connection: close\r\n\r\n`]);
      expect(result.status, hosts.join(' + ')).toBe(400);
      expect(result.text).toContain('application/problem+json');
      expect(result.body).toMatchObject({ code: 'bad_request', detail: expect.stringContaining('Host') });
    }
    const one = await raw(['GET /healthz HTTP/1.1\r\nHost: annonces.test\r\nConnection: close\r\n\r\n']);
    expect(one.status).toBe(200);
  });
});
