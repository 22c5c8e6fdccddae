import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../api/access/key-store.ts';
import { DEFAULT_PLANS } from '../../api/access/plans.ts';
import { openStore } from '../../publish/store/open-store.ts';
import { request } from '../api/helpers/http-request.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { postgresUnavailableReason, startPostgresServer, type PostgresServer } from './postgres-server.ts';
import { ledgerItem, SnapshotPublisher, startReceiver, type Receiver } from './webhook-harness.ts';

const unavailable = postgresUnavailableReason();

describe.skipIf(unavailable !== null)(`two API processes on one PostgreSQL${unavailable ? ` (skipped: ${unavailable})` : ''}`, () => {
  let server: PostgresServer;
  let receiver: Receiver;
  const processes: ApiProcess[] = [];
  let dir = '';
  beforeAll(async () => {
    server = await startPostgresServer();
    receiver = await startReceiver();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-webhooks-pg-'));
  });
  afterAll(async () => {
    for (const p of processes) await p.kill('SIGKILL');
    await receiver?.close();
    await server?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('deliver each announcement once, sharing the work', async () => {
    const databaseUrl = await server.createDatabase('two_instances');
    const storeUrl = `file://${path.join(dir, 'store')}`;
    const keysFile = path.join(dir, 'keys.json');
    const { key } = await createKey({ keysFile, plans: DEFAULT_PLANS, plan: 'equipe' });
    const snapshots = new SnapshotPublisher(openStore(storeUrl), { now: () => Date.now() });
    await snapshots.publish([ledgerItem('base', '1000000001')]);
    const env = {
      DATA_DIR: dir, STORE_URL: storeUrl, KEYS_FILE: keysFile, DATABASE_URL: databaseUrl,
      WEBHOOKS_ALLOW_HTTP: 'true', WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOKS_CONCURRENCY_PER_HOST: '4',
    };
    const [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    processes.push(a, b);

    const ridets = Array.from({ length: 40 }, (_, i) => String(1_000_000_001 + i * 1000));
    for (const [i, api] of [a, b, a].entries()) {
      const res = await request(api.baseUrl, '/v1/webhooks', {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${receiver.url}/${i}`, ridets }),
      });
      expect(res.status, res.text).toBe(201);
    }
    const answered: string[] = [];
    receiver.respond = (req, res) => {
      answered.push(String(req.headers['x-service-delivery']));
      // Slow enough for both workers to take part: the process that emits starts at once, the
      // other finds the work at its next poll (each second), so one process alone must need
      // several poll periods (120 deliveries x 150 ms / 4 per host = 4.5 s). At 40 ms the
      // emitter could finish in about one period, and a late poll on a busy machine found nothing.
      setTimeout(() => {
        res.writeHead(200);
        res.end();
      }, 150);
    };
    await snapshots.publish(ridets.map((ridet, i) => ledgerItem(`a${i}`, ridet)));
    await expect.poll(() => answered.length, { timeout: 60_000, interval: 200 }).toBe(120);

    expect(new Set(answered).size).toBe(120);
    const attempts = (api: ApiProcess) => api.logs().filter((l) => l.msg === 'webhook attempt').map((l) => String(l.delivery));
    await expect.poll(() => attempts(a).length + attempts(b).length, { timeout: 10_000 }).toBe(120);
    expect(attempts(a).length).toBeGreaterThan(0);
    expect(attempts(b).length).toBeGreaterThan(0);
    expect(attempts(a).filter((d) => attempts(b).includes(d))).toEqual([]);
    const emitted = [...a.logs(), ...b.logs()].filter((l) => l.msg === 'webhooks: snapshot processed');
    expect(emitted).toHaveLength(1);
    expect(emitted[0]).toMatchObject({ added: 40, deliveries: 120 });
  });
});
