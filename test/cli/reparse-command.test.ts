import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runPipelineCli } from '../../cli/pipeline.ts';
import { emptyLoadCounts, loadDocuments } from '../../pipeline/load/load-outcome.ts';
import { rawKey } from '../../pipeline/run/process-document.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { mountTmpfs } from '../helpers/tmpfs.ts';
import { migratedWarehouse } from '../helpers/migrated-warehouse.ts';

// `pipeline reparse` as an operator runs it, through the CLI's function: its summary, which the
// command writes to stdout, lands in a buffer of the test's.
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function reparse(env: Record<string, string>, argv: string[] = []) {
  let stdout = '';
  let err = '';
  const code = await runPipelineCli(['reparse', '--sources', 'jonc', ...argv], { env: { LOG_LEVEL: 'silent', ...env }, out: (t) => (stdout += t), err: (t) => (err += t) });
  return { code, stdout, err };
}

async function runRows(dataDir: string): Promise<Array<{ id: string; status: string; error: string | null }>> {
  const warehouse = await openWarehouse(path.join(dataDir, 'warehouse.duckdb'));
  try {
    return await warehouse.all(`SELECT id, status, summary->>'$.error.code' AS error FROM runs ORDER BY started_at`);
  } finally {
    warehouse.close();
  }
}

const probe = mountTmpfs(64);
const canMount = probe.dir !== null;
if (probe.dir !== null) probe.unmount();
if (!canMount && process.env.CI) throw new Error(`the reparse disk-full test cannot run under CI: ${'why' in probe ? probe.why : ''}`);

describe('pipeline reparse', () => {
  it('reports how many quarantine entries it resolved, in the JSON report and the summary', async () => {
    const dataDir = tempDir('reparse-report-');
    await migratedWarehouse(path.join(dataDir, 'warehouse.duckdb'));
    const { code, stdout } = await reparse({ DATA_DIR: dataDir }, ['--no-publish']);
    expect(code).toBe(0);
    const report = JSON.parse(fs.readFileSync(path.join(dataDir, 'reports', 'latest.json'), 'utf8')) as Record<string, unknown>;
    expect(report).toMatchObject({ kind: 'reparse', status: 'ok', recovered: 0 });
    expect(stdout).toContain('Entrées de quarantaine résolues : 0');
  });

  it('marks its run failed, not running, when reading the archive throws', async () => {
    const dataDir = tempDir('reparse-throws-');
    const body = Buffer.from('AVIS DE CONSTITUTION');
    const sha256 = createHash('sha256').update(body).digest('hex');
    await migratedWarehouse(path.join(dataDir, 'warehouse.duckdb'));
    const warehouse = await openWarehouse(path.join(dataDir, 'warehouse.duckdb'));
    try {
      const doc = { source: 'JONC', url: 'https://jonc.test/1.pdf', contentType: 'application/pdf', body, sha256, fetchedAt: '2026-03-01T00:00:00.000Z', meta: {} };
      // Recorded as a fetch records it: archive metadata and the (source, url), nothing parsed.
      await loadDocuments(warehouse, [{ doc, outcome: null, counts: emptyLoadCounts(), record: doc }], 'run-1');
    } finally {
      warehouse.close();
    }
    // An archived document the store cannot read (a symbolic link to itself: ELOOP, not "absent").
    const raw = path.join(dataDir, 'store', rawKey(sha256));
    fs.mkdirSync(path.dirname(raw), { recursive: true });
    fs.symlinkSync(raw, raw);

    const { code, err } = await reparse({ DATA_DIR: dataDir }, ['--no-publish']);
    expect(code).not.toBe(0);
    expect(err).toContain('store_read_failed');
    expect(await runRows(dataDir)).toEqual([{ id: expect.stringMatching(/^reparse-/), status: 'failed', error: 'store_read_failed' }]);
  });

  it.runIf(canMount)('says "disk full" when its publish runs out of room, as a nightly run does', async () => {
    const dataDir = tempDir('reparse-disk-full-');
    await migratedWarehouse(path.join(dataDir, 'warehouse.duckdb'));
    const disk = mountTmpfs(256);
    if (disk.dir === null) throw new Error(disk.why);
    cleanups.push(() => disk.unmount());
    // The store alone is on the full disk: the free-space guard (data folder, warehouse) passes,
    // and the publish's own writes fail with ENOSPC.
    fs.mkdirSync(path.join(disk.dir, 'store'));
    try {
      fs.writeFileSync(path.join(disk.dir, 'filler'), Buffer.alloc(512 * 1024));
    } catch (error) {
      expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }

    const { code, stdout } = await reparse({ DATA_DIR: dataDir, STORE_URL: `file://${path.join(disk.dir, 'store')}` });
    expect(code).toBe(1);
    const report = JSON.parse(fs.readFileSync(path.join(dataDir, 'reports', 'latest.json'), 'utf8')) as { status: string; publish: { code: string; error: string } };
    expect(report.status).toBe('failed');
    expect(report.publish.code).toBe('disk_full');
    expect(report.publish.error).toMatch(/^Disque plein/);
    expect(stdout).toContain('Publication refusée [disk_full]');
    expect((await runRows(dataDir)).map((r) => r.status)).toEqual(['failed']);
  });
});
