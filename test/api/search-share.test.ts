import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessControl } from '../../api/access-seam.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';

/**
 * GET /v1/search through the real server when one connection pipelines more searches than a
 * client's share: Node hands every pipelined request to the app before the first is answered,
 * so they all wait for their turn together, and the share is what keeps one client from filling
 * the queue.
 */

// Keys as access control names them: the X-API-Key value is the key's id here.
const access: AccessControl = {
  async check(input) {
    const key = input.headers['x-api-key'];
    return typeof key === 'string' ? { ok: true, headers: {}, principal: { kind: 'key', keyId: key, planName: 'pro', plan: { webhooks: 5, signedWebhooks: false, routes: ['*'] } } } : { ok: true, headers: {} };
  },
};

let api: RunningApi;
beforeAll(async () => {
  api = await startApi({ snapshot: await fixtureSnapshot(), access, settings: { searchesPerClient: 2 } });
  // The index is loaded at the first search: loaded before the burst, the burst's searches reach
  // the queue in the turn their requests arrive.
  expect((await api.call('/v1/search?q=societe')).status).toBe(200);
});
afterAll(() => api.close());

interface Answer { status: number; retryAfter: string | null; body: string }

/** Writes `targets` in one write on one connection and reads the answers, in order. */
function pipelined(targets: Array<{ path: string; key: string }>): Promise<Answer[]> {
  const { port } = new URL(api.baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answers = readAnswers(received);
      if (answers.length === targets.length) {
        socket.end();
        resolve(answers);
      }
    });
    socket.on('error', reject);
    socket.write(targets.map((t) => `GET ${t.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-API-Key: ${t.key}\r\n\r\n`).join(''));
  });
}

/** The complete answers in `bytes` (each with its Content-Length). */
function readAnswers(bytes: Buffer): Answer[] {
  const answers: Answer[] = [];
  let at = 0;
  for (;;) {
    const end = bytes.indexOf('\r\n\r\n', at);
    if (end < 0) return answers;
    const head = bytes.subarray(at, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (!Number.isFinite(length)) throw new Error(`an answer without Content-Length: ${head}`);
    if (bytes.length < end + 4 + length) return answers;
    answers.push({
      status: Number(head.slice(9, 12)),
      retryAfter: /\r\nretry-after: *([^\r]*)/i.exec(head)?.[1] ?? null,
      body: bytes.subarray(end + 4, end + 4 + length).toString('utf8'),
    });
    at = end + 4 + length;
  }
}

describe('GET /v1/search: searches waiting per client', () => {
  it('answers a client’s searches past SEARCHES_PER_CLIENT 429 search_limit with Retry-After, and another client’s on the same connection as usual', async () => {
    // Distinct queries: an answer already in memory would not wait for a turn.
    const answers = await pipelined([
      { path: '/v1/search?q=alpha', key: 'cle-a' },
      { path: '/v1/search?q=bravo', key: 'cle-a' },
      { path: '/v1/search?q=charlie', key: 'cle-a' },
      { path: '/v1/search?q=delta', key: 'cle-b' },
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 200]);
    const refused = answers[2]!;
    expect(refused.retryAfter).toBe('1');
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'search_limit', status: 429 });

    // Once its searches have run, the client searches again.
    const again = await pipelined([{ path: '/v1/search?q=charlie', key: 'cle-a' }]);
    expect(again.map((a) => a.status)).toEqual([200]);
  });
});
