import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { FsStore } from '../../publish/store/fs-store.ts';
import type { ApiModuleContext, ApiModuleStarter } from '../../api/api-module.ts';
import { coreModule } from '../../api/core-module.ts';
import { startApiServer } from '../../api/start-api.ts';
import { servedModules } from '../../cli/served-api-modules.ts';
import { request } from './helpers/http-request.ts';
import { memoryLogger } from './helpers/memory-logger.ts';

/** A real local store that counts how often `current` is read: the snapshot poller and the webhook emitter both do. */
class CountingStore extends FsStore {
  currentReads = 0;
  override get(key: string): Promise<Buffer | null> {
    if (key === 'current') this.currentReads += 1;
    return super.get(key);
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// The API as `npm run serve` composes it: startApiServer with the webhook module mounted.
describe('startApiServer', () => {
  it('closes the poller, the webhook runtime and access control it started when the port is taken', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-start-api-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const occupant = net.createServer();
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => occupant.close(() => resolve())));
    const { port } = occupant.address() as net.AddressInfo;

    const config = loadConfig({
      DATA_DIR: dir,
      HOST: '127.0.0.1',
      PORT: String(port),
      KEYS_FILE: path.join(dir, 'keys.json'),
      REDIS_URL: '',
      SNAPSHOT_POLL_SECONDS: '1',
    });
    const store = new CountingStore(path.join(dir, 'store'));
    // Only intervals are faked: every poller (snapshot holder, key reload, webhook worker and
    // emitter) is one, and the test can then both count them and move time past their periods.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

    await expect(startApiServer({ config, store, logger: pino({ level: 'silent' }), modules: servedModules() })).rejects.toMatchObject({ code: 'EADDRINUSE' });

    expect(vi.getTimerCount()).toBe(0);
    const readsAfterStart = store.currentReads;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.currentReads).toBe(readsAfterStart);
    // SQLite removes the write-ahead log when its last connection closes: the database was opened...
    const sqlite = path.join(dir, 'api', 'webhooks.sqlite');
    expect(fs.existsSync(sqlite)).toBe(true);
    // ...and is closed again.
    expect(fs.existsSync(`${sqlite}-wal`)).toBe(false);
  });

  it('serves the modules it is given and no other, the core included, an add-on handed only its own context', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-start-api-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', KEYS_FILE: path.join(dir, 'keys.json'), REDIS_URL: '' });
    const contexts: ApiModuleContext[] = [];
    const probe: ApiModuleStarter = (context) => {
      contexts.push(context);
      return Promise.resolve({
        name: 'probe',
        routes: [{ id: 'probe', template: '/v1/probe', needsSnapshot: false, handle: async () => ({ status: 200, cache: 'no-store', body: { ok: true } }) }],
      });
    };
    const serve = async (modules: Parameters<typeof startApiServer>[0]['modules']) => {
      const api = await startApiServer({ config, store: new FsStore(path.join(dir, 'store')), logger: pino({ level: 'silent' }), modules });
      cleanups.push(() => api.close());
      return api;
    };

    const alone = await serve([probe]);
    expect((await request(alone.url, '/v1/probe')).status).toBe(200);
    for (const corePath of ['/healthz', '/v1', '/v1/openapi.json', '/v1/annonces']) expect((await request(alone.url, corePath)).status).toBe(404);
    const withCore = await serve([coreModule, probe]);
    expect((await request(withCore.url, '/healthz')).status).toBe(200);
    expect((await request(withCore.url, '/v1/probe')).status).toBe(200);
    // What the core is given beside these (the snapshots, their archive, the served description) is never an add-on's.
    for (const context of contexts) expect(Object.keys(context).sort()).toEqual(['config', 'keys', 'logger', 'settings', 'store']);
    expect(contexts).toHaveLength(2);
  });

  it('starts with its cache folder under DATA_DIR emptied of what a killed process left, and removes it when it closes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-start-api-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    // A process killed while it served and built: copies, a partial fetch, a build's folder.
    const left = path.join(dir, 'cache', 'api', 'slot-0');
    for (const file of ['exports/' + 'a'.repeat(64), `documents/${'b'.repeat(64)}.partial-1f2e`, 'builds/annonces-nc-exports-Xy12/annonces.ndjson']) {
      fs.mkdirSync(path.dirname(path.join(left, file)), { recursive: true });
      fs.writeFileSync(path.join(left, file), 'left behind');
    }
    const config = loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', KEYS_FILE: path.join(dir, 'keys.json'), REDIS_URL: '' });
    const api = await startApiServer({ config, store: new FsStore(path.join(dir, 'store')), logger: pino({ level: 'silent' }), modules: servedModules({ webhooks: false }) });
    expect(fs.readdirSync(path.join(dir, 'cache', 'api', 'slot-0'))).toEqual([]);
    await api.close();
    expect(fs.existsSync(path.join(dir, 'cache', 'api', 'slot-0'))).toBe(false);
  });

  it('listens on a free port the system chooses with PORT=0, and says which: its url and the log', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-start-api-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const config = loadConfig({ DATA_DIR: dir, HOST: '127.0.0.1', PORT: '0', KEYS_FILE: path.join(dir, 'keys.json'), REDIS_URL: '' });
    const { logger, lines } = memoryLogger();

    const api = await startApiServer({ config, store: new FsStore(path.join(dir, 'store')), logger, modules: servedModules({ webhooks: false }) });
    cleanups.push(() => api.close());

    const url = new URL(api.url);
    expect(url.hostname).toBe('127.0.0.1');
    expect(Number(url.port)).toBeGreaterThan(0);
    const listening = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'API listening');
    expect(listening?.url).toBe(api.url);
    // Served there: the API answers, no snapshot published yet.
    const health = await request(api.url, '/healthz');
    expect(health.status).toBe(200);
    // The port is really held: another server cannot take it.
    const rival = net.createServer();
    await expect(new Promise((resolve, reject) => rival.once('error', reject).listen(Number(url.port), '127.0.0.1', () => resolve(undefined)))).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
