import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { holdConsecutivePorts } from '../helpers/held-ports.ts';
import { runInProcess } from './in-process.ts';
import { migratedWarehouse } from '../helpers/migrated-warehouse.ts';

// `npm start -- --as-of <date before the last run's>` is refused as `pipeline run` refuses it
// (run_input_invalid, naming --force), before the demo starts anything: no sample sites, no
// receiver, no key, and with --background no demo process (its log is never opened). The
// README test sees the same refusal through real processes.
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A data folder whose warehouse remembers a successful run as of 2026-10-01. */
async function afterARun(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-demo-as-of-'));
  dirs.push(dataDir);
  await migratedWarehouse(path.join(dataDir, 'warehouse.duckdb'));
  const warehouse = await openWarehouse(path.join(dataDir, 'warehouse.duckdb'));
  try {
    await warehouse.run(
      `INSERT INTO runs (id, started_at, finished_at, as_of, status, summary) VALUES ('run-1', TIMESTAMP '2026-10-01 02:00:00', TIMESTAMP '2026-10-01 02:05:00', DATE '2026-10-01', 'ok', NULL)`,
    );
  } finally {
    warehouse.close();
  }
  return dataDir;
}

// The demo checks its three ports first: free ones (held until now), never listened on since
// nothing starts.
const env = async (dataDir: string) => {
  const held = await holdConsecutivePorts(3);
  await held.releaseAll();
  return { ...process.env, DATA_DIR: dataDir, PORT: String(held.base), SAMPLE_SITES_PORT: '', DEMO_WEBHOOK_PORT: '', LOG_LEVEL: 'silent', REDIS_URL: '', KEYS_FILE: '', PLANS_FILE: '', STORE_URL: '', WAREHOUSE_PATH: '' };
};

describe('npm start -- --as-of before the last run', () => {
  it.each([[[]], [['--background']]])('%j: refused before anything starts, naming --force', async (flags) => {
    const dataDir = await afterARun();
    const result = await runInProcess('start', [...flags, '--as-of', '2024-01-15'], await env(dataDir));
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^Échec de la démo \[run_input_invalid\] : --as-of 2024-01-15 est antérieur à celui de la dernière exécution réussie \(2026-10-01, run-1\)/);
    expect(result.stderr).toContain('--force');
    expect(result.stdout).toBe('');
    expect(result.signalsWatched).toEqual([]);
    // No key handed out, no demo log, no store: nothing ran.
    expect(fs.readdirSync(dataDir).filter((name) => !name.startsWith('warehouse.duckdb'))).toEqual(flags.length > 0 ? ['demo'] : []);
    if (flags.length > 0) expect(fs.readdirSync(path.join(dataDir, 'demo'))).toEqual([]);
  });
});
