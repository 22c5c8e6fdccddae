import { createHook } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../api/access/access-control.ts';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import type { AccessControl } from '../../api/access/types.ts';
import type { AppRequest } from '../../api/app.ts';
import { accessOptions, tempDir } from './access/access-fixtures.ts';
import { fixtureSnapshot, startApi, type RunningApi } from './helpers/api-harness.ts';
import { request as httpRequest } from './helpers/http-request.ts';

/**
 * A keyed read of an artefact already in memory (remembered answer, known encoded form, counters
 * in this process) is answered without a promise, from the request event to `res.end` (issue
 * 36: the API's own CPU a request was mostly promises and the steps they chained). Counted with
 * an async_hooks init hook around the synchronous call, so the figure does not depend on load.
 */

const RIDET = '1234567001';
let api: RunningApi;
let access: AccessControl;
let key: string;

beforeAll(async () => {
  const options = accessOptions(tempDir('sync-'));
  key = (await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' })).key;
  access = await createAccessControl(options);
  api = await startApi({ snapshot: await fixtureSnapshot(), access });
});

afterAll(async () => {
  await api.close();
  await access.close();
});

/** Promises created while `work` runs, synchronously. */
function promisesDuring<T>(work: () => T): { value: T; promises: number } {
  let promises = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'PROMISE') promises += 1;
    },
  });
  hook.enable();
  try {
    const value = work();
    return { value, promises };
  } finally {
    hook.disable();
  }
}

const keyedRead = (headers: Record<string, string> = {}, method = 'GET'): AppRequest => ({
  method,
  url: `/v1/entreprises/${RIDET}`,
  headers: { host: 'annonces.test', 'x-api-key': key, ...headers },
  ip: '127.0.0.1',
});

describe('a keyed read answered from memory', () => {
  it.each([
    ['GET', {}],
    ['HEAD', {}],
    ['GET', { 'accept-encoding': 'gzip, deflate, br' }],
    ['GET', { 'accept-encoding': 'gzip' }],
  ] as const)('%s %j: a response, not a promise, and no promise made', async (method, headers) => {
    // The first answer computes the body and its compressed form; the next ones find them.
    await api.app.handle(keyedRead(headers, method));
    const { value, promises } = promisesDuring(() => api.app.handle(keyedRead(headers, method)));
    expect(value).not.toBeInstanceOf(Promise);
    expect(promises).toBe(0);
    const response = await value;
    expect(response).toMatchObject({ status: 200, headers: { 'x-ratelimit-limit': '10000', 'content-type': 'application/json; charset=utf-8' } });
    // Its headers as the flat list node:http is given (api/request/flat-headers.ts).
    expect(response.flat?.slice(0, 2)).toEqual(['access-control-allow-origin', '*']);
  });

  it('a conditional GET of the same tag: 304 without a promise', async () => {
    const first = await api.app.handle(keyedRead());
    const { value, promises } = promisesDuring(() => api.app.handle(keyedRead({ 'if-none-match': first.headers.etag! })));
    expect(value).not.toBeInstanceOf(Promise);
    expect(promises).toBe(0);
    expect((await value).status).toBe(304);
  });

  it('through node:http: the response is ended within the request event, no promise made', async () => {
    await httpRequest(api.baseUrl, `/v1/entreprises/${RIDET}`, { headers: { 'X-API-Key': key } });
    const seen: Array<{ promises: number; ended: boolean }> = [];
    let promises = 0;
    const hook = createHook({
      init(_id, type) {
        if (type === 'PROMISE') promises += 1;
      },
    });
    // Listeners run in order, synchronously: ours before the API's opens the count, ours after closes it.
    const before = () => {
      promises = 0;
      hook.enable();
    };
    const after = (_req: IncomingMessage, res: ServerResponse) => {
      hook.disable();
      seen.push({ promises, ended: res.writableEnded });
    };
    api.http.server.prependListener('request', before);
    api.http.server.on('request', after);
    try {
      const res = await httpRequest(api.baseUrl, `/v1/entreprises/${RIDET}`, { headers: { 'X-API-Key': key } });
      expect(res.status).toBe(200);
      expect(res.json.ridet).toBe(RIDET);
    } finally {
      api.http.server.off('request', before);
      api.http.server.off('request', after);
      hook.disable();
    }
    expect(seen).toEqual([{ promises: 0, ended: true }]);
  });

  it('the first read of a record still goes through its handler and answers', async () => {
    const res = await api.app.handle({ ...keyedRead(), url: '/v1/entreprises/1234567002' });
    expect([200, 404]).toContain(res.status);
  });
});
