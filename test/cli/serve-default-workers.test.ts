import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../webhooks/api-process.ts';

/**
 * How many API processes `npm run serve` starts (API_WORKERS, docs/configuration.md): empty, one
 * per core the machine makes available (os.availableParallelism()); 1, this process alone. What
 * the workers keep exact between them is test/cli/serve-workers.test.ts's.
 */
const started: ApiProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const api of started.splice(0)) await api.kill('SIGTERM');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(apiWorkers: string): Promise<ApiProcess> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-default-workers-'));
  dirs.push(dir);
  const api = await startApiProcess({ API_WORKERS: apiWorkers, DATA_DIR: dir, STORE_URL: `file://${path.join(dir, 'store')}`, LOG_LEVEL: 'info' }, { startTimeoutMs: 100_000 });
  started.push(api);
  return api;
}

describe('npm run serve: API_WORKERS', () => {
  it('starts one worker per available core when the setting is empty', async () => {
    const api = await serve('');
    const cores = os.availableParallelism();
    const listening = await api.waitForLog((l) => l.msg === 'API listening' && l.worker === undefined, 100_000);
    if (cores === 1) {
      // One core: the process alone, as API_WORKERS=1.
      expect(listening.workers).toBeUndefined();
    } else {
      expect(listening.workers).toBe(cores);
      await expect.poll(() => new Set(api.logs().filter((l) => l.msg === 'API listening' && l.worker !== undefined).map((l) => l.worker)).size, { timeout: 30_000, interval: 100 }).toBe(cores);
    }
  }, 120_000);

  it('serves from its own process with API_WORKERS=1', async () => {
    const api = await serve('1');
    const listening = api.logs().filter((l) => l.msg === 'API listening');
    expect(listening).toHaveLength(1);
    expect(listening[0]!.pid).toBe(api.child.pid);
    expect(listening[0]!.workers).toBeUndefined();
  }, 120_000);
});
