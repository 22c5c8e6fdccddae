import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessControl } from '../../api/access/access-control.ts';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import type { AccessControl } from '../../api/access/types.ts';
import { recordFairRoot } from '../../bench/keyed-record-setup.ts';
import { freePort, stopChild, waitForPort } from '../../bench/nginx-server.ts';
import { accessOptions, fakeClock, tempDir } from '../api/access/access-fixtures.ts';
import { fixtureSnapshot, startApi, type RunningApi } from '../api/helpers/api-harness.ts';
import { rawExchange } from '../api/helpers/raw-exchange.ts';

/**
 * The fair comparator (bench/fair-node-server.ts) is what the API's speed is judged against
 * because it sends the API's bytes: a keyed company record's status line, every header in order
 * and the body, as a client with a keep-alive connection receives them from each. A header only
 * one of them writes (node's Keep-Alive from another time-out) makes the comparison unfair.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const RIDET = '1234567001';

let api: RunningApi;
let access: AccessControl;
let fair: ChildProcess;
let key: string;
let apiPort: number;
let fairPort: number;

beforeAll(async () => {
  const dir = tempDir('fair-');
  const options = accessOptions(dir, { now: fakeClock('2026-11-21T10:00:00.000Z').now });
  key = (await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' })).key;
  access = await createAccessControl(options);
  api = await startApi({ snapshot: await fixtureSnapshot('20261121T020000Z'), access });
  apiPort = Number(new URL(api.baseUrl).port);
  // What the benchmarks record from the API for the comparator (bench/socket-calls.ts and the others).
  const www = await recordFairRoot(api.baseUrl, { dir, store: '', plansFile: '', keysFile: options.keysFile, keyHeader: { 'X-API-Key': key }, ridets: [RIDET] });
  fairPort = await freePort();
  fair = spawn(process.execPath, [path.join(here, '../../bench/fair-node-server.ts'), www, String(fairPort)], { stdio: 'ignore' });
  await waitForPort(fairPort, fair, 'fair comparator');
}, 60_000);

afterAll(async () => {
  if (fair) await stopChild(fair);
  await api?.close();
  await access?.close();
});

describe('the fair comparator', () => {
  it("sends a keyed company record with the API's status line, headers in order and body", async () => {
    const fromApi = await rawExchange(apiPort, 'GET', `/v1/entreprises/${RIDET}`, { 'X-API-Key': key });
    const fromFair = await rawExchange(fairPort, 'GET', `/id/e/${RIDET}.json`, { 'X-API-Key': key });
    expect(fromApi.statusLine).toBe('HTTP/1.1 200 OK');
    // The count left moves: each request counted lowers it (Date is left out by rawExchange).
    const stable = (lines: string[]) => lines.filter((line) => !/^x-ratelimit-remaining: /i.test(line));
    expect(fromApi.lines.some((line) => /^x-ratelimit-remaining: \d+$/i.test(line))).toBe(true);
    expect(fromFair.lines.some((line) => /^x-ratelimit-remaining: \d+$/i.test(line))).toBe(true);
    expect(fromApi.lines).toContain('Keep-Alive: timeout=5');
    expect({ statusLine: fromFair.statusLine, lines: stable(fromFair.lines) }).toEqual({ statusLine: fromApi.statusLine, lines: stable(fromApi.lines) });
    expect(fromFair.body.equals(fromApi.body)).toBe(true);
  });
});
