import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildArtefacts } from '../../publish/artefacts/build-artefacts.ts';
import { publishSnapshot } from '../../publish/snapshot/publish-snapshot.ts';
import { openStore } from '../../publish/store/open-store.ts';
import { SITE_URL } from './helpers/api-harness.ts';
import { createTempWarehouse, derive, fillApiFixture, insertAnnouncement } from './helpers/fixture-warehouse.ts';
import { request } from './helpers/http-request.ts';
import { expectOpenApiValid } from './helpers/openapi-validator.ts';
import { spawnOnListeningSocket } from '../helpers/listening-socket.ts';
import { runInProcess } from '../cli/in-process.ts';

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Everything the child wrote to stdout so far, so a waiter never misses a line written before it started. */
const output = new WeakMap<ChildProcess, { text: string }>();

function captureOutput(child: ChildProcess): void {
  const state = { text: '' };
  output.set(child, state);
  child.stdout!.on('data', (chunk: Buffer) => (state.text += chunk.toString()));
}

function waitForLine(child: ChildProcess, pattern: RegExp): Promise<string> {
  const state = output.get(child)!;
  return new Promise((resolve, reject) => {
    const check = () => {
      const line = state.text.split('\n').find((l) => pattern.test(l));
      if (!line) return false;
      child.stdout!.off('data', onData);
      resolve(line);
      return true;
    };
    const onData = () => void setImmediate(check);
    if (check()) return;
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${state.text}`)));
  });
}

describe('npm run serve (cli/serve.ts)', () => {
  it('serves the published snapshot from the store, swaps to a new one, and stops cleanly on SIGTERM', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-serve-'));
    dirs.push(dir);
    const storeUrl = `file://${path.join(dir, 'store')}`;
    const store = openStore(storeUrl);
    const temp = await createTempWarehouse();
    try {
      await fillApiFixture(temp.warehouse, 40);
      const first = await publishSnapshot(store, { ...(await buildArtefacts(temp.warehouse, { siteUrl: SITE_URL })), runIds: ['run-1'], codeVersion: 'test' }, { now: new Date('2026-11-21T02:00:00Z') });

      // Handed a listening socket (systemd's convention): its address is known before the start.
      const { child, url: base } = await spawnOnListeningSocket(process.execPath, ['cli/serve.ts'], {
        cwd: process.cwd(),
        env: {
          ...process.env,
          DATA_DIR: dir, STORE_URL: storeUrl, HOST: '127.0.0.1', LOG_LEVEL: 'info', ACCESS_LOG_SAMPLE: '1',
          SNAPSHOT_POLL_SECONDS: '1', REDIS_URL: '', KEYS_FILE: path.join(dir, 'keys.json'),
          // One process: the swap below is awaited on its log line (workers: test/cli/serve-workers.test.ts).
          API_WORKERS: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      captureOutput(child);
      const listening = JSON.parse(await waitForLine(child, /API listening/)) as { url: string };
      // On the socket handed to it, not on HOST:PORT (8080 by default).
      expect(listening.url).toBe(base);

      const ready = await request(base, '/readyz');
      expect(ready.json.snapshot.id).toBe(first.snapshotId);
      const company = await request(base, '/v1/entreprises/1234567001');
      expectOpenApiValid('GET', '/v1/entreprises/1234567001', company);
      expect(company.headers['x-snapshot']).toBe(first.snapshotId);
      expect(company.headers['x-ratelimit-limit']).toBeDefined();
      const feed = await request(base, '/v1/annonces?limit=5');
      expectOpenApiValid('GET', '/v1/annonces?limit=5', feed);
      expect(feed.json.data).toHaveLength(5);
      const found = await request(base, '/v1/search?q=caledonienne');
      expect(found.json.data[0].ridet).toBe('1234567001');
      const logLine = await waitForLine(child, /"url":"\/v1\/search\?q=caledonienne"/);
      expect(JSON.parse(logLine)).toMatchObject({ method: 'GET', status: 200, route: 'search', snapshot: first.snapshotId });

      await insertAnnouncement(temp.warehouse, {
        id: 'plus-recente', source: 'JONC', ridet: '1234567001', denomination: 'Société Calédonienne de Nickel', type: 'capital', date: '2026-11-21',
      });
      await derive(temp.warehouse);
      const second = await publishSnapshot(store, { ...(await buildArtefacts(temp.warehouse, { siteUrl: SITE_URL })), runIds: ['run-2'], codeVersion: 'test' }, { now: new Date('2026-11-22T02:00:00Z') });
      await waitForLine(child, new RegExp(`"snapshot":"${second.snapshotId}".*serving snapshot`));
      const latest = await request(base, '/v1/annonces?limit=1');
      expect(latest.headers['x-snapshot']).toBe(second.snapshotId);
      expect(latest.json.data[0].id).toBe('plus-recente');

      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      temp.cleanup();
    }
  });

  it('refuses a handed descriptor that is no socket, naming LISTEN_FDS (exit 2)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-serve-'));
    dirs.push(dir);
    // fd 3 is /dev/null: what a broken unit would hand over. LISTEN_PID as systemd sets it: the pid that execs.
    const child = spawn('sh', ['-c', 'LISTEN_PID=$$ exec "$0" "$@" 3</dev/null', process.execPath, 'cli/serve.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, LISTEN_FDS: '1', DATA_DIR: dir, LOG_LEVEL: 'silent', REDIS_URL: '', KEYS_FILE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    // 'close', not 'exit': the stderr read below is whole only once the pipes have closed.
    const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
    // Its stderr beside the code: a clean-clone run once saw exit 1 here and did not say why.
    expect(code, stderr).toBe(2);
    expect(stderr).toMatch(/^Échec du démarrage de l’API \[inherited_socket_invalid\] : LISTEN_FDS : impossible d’écouter sur le descripteur 3 transmis \(\w+\)/);
  });

  // Through the command's function: that a process hands its exit code on is the smoke test of
  // test/cli/entry-points.test.ts (serve --bogus, exit 2); here, one cold start fewer.
  it('refuses a bad setting at start-up with a clear message', async () => {
    const { code, stderr } = await runInProcess('serve', [], { ...process.env, SNAPSHOT_POLL_SECONDS: 'souvent' });
    expect(code).toBe(2);
    expect(stderr).toContain('SNAPSHOT_POLL_SECONDS : attendu un entier >= 0, reçu "souvent"');
  });
});
