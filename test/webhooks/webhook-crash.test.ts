import fs from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { openStore } from '../../publish/store/open-store.ts';
import { request } from '../api/helpers/http-request.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { ledgerItem, SnapshotPublisher, startReceiver, type Receiver } from './webhook-harness.ts';

const processes: ApiProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const p of processes.splice(0)) await p.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('an API process killed between outbox write and delivery', () => {
  it('delivers after restart, and processes the snapshots published while it was down', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-webhooks-crash-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const storeUrl = `file://${path.join(dir, 'store')}`;
    const keysFile = path.join(dir, 'keys.json');
    const { key } = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'equipe' });
    const snapshots = new SnapshotPublisher(openStore(storeUrl), { now: () => Date.now() });
    const env = {
      DATA_DIR: dir, STORE_URL: storeUrl, KEYS_FILE: keysFile, WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOKS_TIMEOUT_SECONDS: '2',
    };
    const receiver: Receiver = await startReceiver();
    cleanups.push(() => receiver.close());
    // First the receiver holds every request: the deliveries are written and in flight, never answered.
    const held: http.ServerResponse[] = [];
    receiver.respond = (_req, res) => held.push(res);

    await snapshots.publish([ledgerItem('base', '1234567001')]);
    const first = await startApiProcess(env);
    processes.push(first);
    await first.waitForLog((l) => typeof l.msg === 'string' && l.msg.startsWith('webhooks: first snapshot seen'));
    const created = await request(first.baseUrl, '/v1/webhooks', {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url, ridets: ['1234567001'] }),
    });
    expect(created.status, created.text).toBe(201);

    await snapshots.publish([ledgerItem('s1-a', '1234567001'), ledgerItem('s1-b', '1234567001'), ledgerItem('s1-c', '1234567001')]);
    await expect.poll(() => receiver.requests.length, { timeout: 20_000 }).toBe(3);
    await first.kill('SIGKILL');
    expect(held).toHaveLength(3);

    // While it is down, two more nights.
    await snapshots.publish([ledgerItem('s2', '1234567001')]);
    await snapshots.publish([ledgerItem('s3', '1234567001')]);
    const answered: Array<{ delivery: string; id: string }> = [];
    receiver.respond = (req, res) => {
      answered.push({ delivery: String(req.headers['x-service-delivery']), id: (JSON.parse(req.body) as { id: string }).id });
      res.writeHead(200);
      res.end();
    };

    const second = await startApiProcess(env);
    processes.push(second);
    // The three claims of the killed process are taken over when their lease ends (two timeouts + 5 s).
    await expect.poll(() => answered.length, { timeout: 40_000, interval: 200 }).toBe(5);
    expect(answered.map((a) => a.id).sort()).toEqual(['s1-a', 's1-b', 's1-c', 's2', 's3']);
    expect(new Set(answered.map((a) => a.delivery)).size).toBe(5);
    const processed = second.logs().filter((l) => l.msg === 'webhooks: snapshot processed').map((l) => l.added);
    expect(processed).toEqual([1, 1]);

    const log = await request(second.baseUrl, `/v1/webhooks/${created.json.id}/deliveries`, { headers: { 'x-api-key': key } });
    expect((log.json.data as Array<{ statut: string }>).map((d) => d.statut)).toEqual(['livree', 'livree', 'livree', 'livree', 'livree']);
    // Nothing more arrives: each announcement was answered once.
    await second.kill('SIGTERM');
    expect(answered).toHaveLength(5);
  });
});
