import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdConsecutivePorts } from '../helpers/held-ports.ts';
import { runInProcess } from './in-process.ts';

// Ports and settings are checked before any work, and a refusal names the
// setting to change. Every test holds a real port, as another program would. The commands run
// through their functions in this process (cli/*.ts hand them the process's argv, streams and
// environment; test/cli/entry-points.test.ts runs each once as a real process).
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-start-checks-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A port held by a plain server on 127.0.0.1 for the rest of the test. */
async function occupied(port = 0): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as net.AddressInfo).port;
}

/** `npm start` or `npm run <script>`, in this process, with the environment a child would inherit. */
const runScript = (script: string, argv: string[], options: { env: Record<string, string> }) => runInProcess(script, argv, { ...process.env, ...options.env });

const quiet = { LOG_LEVEL: 'silent', REDIS_URL: '', KEYS_FILE: '', PLANS_FILE: '', SAMPLE_SITES_PORT: '', DEMO_WEBHOOK_PORT: '', STORE_URL: '', WAREHOUSE_PATH: '' };

/** Nothing of a run in the data folder: the command stopped before any work. */
function expectNoWork(dataDir: string): void {
  expect(fs.existsSync(path.join(dataDir, 'warehouse.duckdb'))).toBe(false);
  expect(fs.existsSync(path.join(dataDir, 'reports'))).toBe(false);
}

describe('npm start refuses to start, naming the setting, before the pipeline runs', () => {
  it('when PORT is taken', async () => {
    const dataDir = tempDir();
    const port = await occupied();
    const result = await runScript('start', [], { env: { ...quiet, DATA_DIR: dataDir, PORT: String(port) } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`[port_in_use] : PORT : le port ${port} est déjà utilisé`);
    expect(result.stdout).toBe('');
    expectNoWork(dataDir);
  });

  it('when the receiver’s port (PORT+1) or the sample sites’ (PORT+2) is taken', async () => {
    const dataDir = tempDir();
    // PORT, PORT+1 and PORT+2 held here; PORT+1 stays held, as another program would hold it.
    const held = await holdConsecutivePorts(3);
    cleanups.push(() => held.releaseAll());
    const base = held.base;
    await held.release(0);
    await held.release(2);
    const receiver = await runScript('start', [], { env: { ...quiet, DATA_DIR: dataDir, PORT: String(base) } });
    expect(receiver.code).toBe(2);
    expect(receiver.stderr).toContain(`DEMO_WEBHOOK_PORT (vide : PORT+1) : le port ${base + 1} est déjà utilisé`);

    const sites = await occupied();
    const result = await runScript('start', [], { env: { ...quiet, DATA_DIR: dataDir, PORT: String(base), DEMO_WEBHOOK_PORT: String(base + 2), SAMPLE_SITES_PORT: String(sites) } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`SAMPLE_SITES_PORT : le port ${sites} est déjà utilisé`);
    expectNoWork(dataDir);
  });

  it('when a setting is malformed or two ports collide', async () => {
    const dataDir = tempDir();
    const bad = await runScript('start', [], { env: { ...quiet, DATA_DIR: dataDir, PORT: 'abc' } });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('Configuration invalide [config_invalid] : PORT : attendu un numéro de port 1..65535, reçu "abc"\n');

    const same = await runScript('start', [], { env: { ...quiet, DATA_DIR: dataDir, PORT: '18080', DEMO_WEBHOOK_PORT: '18082' } });
    expect(same.code).toBe(2);
    expect(same.stderr).toContain('DEMO_WEBHOOK_PORT et SAMPLE_SITES_PORT (vide : PORT+2) désignent le même port 18082');
    expectNoWork(dataDir);
  });
});

describe('npm run pipeline', () => {
  it('refuses to start when SAMPLE_SITES_PORT is taken, naming it, before any work', async () => {
    const dataDir = tempDir();
    const port = await occupied();
    const result = await runScript('pipeline', ['run', '--no-publish'], { env: { ...quiet, DATA_DIR: dataDir, SAMPLE_SITES_PORT: String(port) } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Erreur [port_in_use] : SAMPLE_SITES_PORT : le port ${port} est déjà utilisé`);
    expectNoWork(dataDir);
  });

  it('schedule refuses to start when SAMPLE_SITES_PORT is taken, rather than fail each night', async () => {
    const dataDir = tempDir();
    const port = await occupied();
    const result = await runScript('pipeline', ['schedule'], { env: { ...quiet, DATA_DIR: dataDir, SAMPLE_SITES_PORT: String(port) } });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`Erreur [port_in_use] : SAMPLE_SITES_PORT : le port ${port} est déjà utilisé`);
    expect(result.stdout).toBe('');
  });
});
