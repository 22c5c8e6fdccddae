import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recoverCrashedRuns } from '../../../pipeline/run/crashed-runs.ts';
import { DiskFullError } from '../../../pipeline/run/disk-space.ts';
import { finishRun, markRunFailed } from '../../../pipeline/run/finish-run.ts';
import type { RunReport } from '../../../pipeline/run/run-report.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { silentLogger } from '../../../platform/logger.ts';
import { loadConfig } from '../../../platform/config.ts';
import { insertAnnouncement } from '../../api/helpers/fixture-warehouse.ts';
import { migratedWarehouse } from '../../helpers/migrated-warehouse.ts';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

const NOW = new Date('2030-06-01T02:00:00.000Z');

async function setUp(env: Record<string, string> = {}): Promise<{ warehouse: Warehouse; config: ReturnType<typeof loadConfig> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'finish-run-'));
  const config = loadConfig({ DATA_DIR: dataDir, ...env });
  await migratedWarehouse(config.warehousePath);
  const warehouse = await openWarehouse(config.warehousePath);
  cleanups.push(() => {
    warehouse.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  await warehouse.run(`INSERT INTO runs (id, started_at, status) VALUES ('reparse-1', TIMESTAMP '2030-06-01 01:00:00', 'running')`);
  return { warehouse, config };
}

const loaded: Omit<RunReport, 'publish' | 'finishedAt'> = {
  runId: 'reparse-1',
  kind: 'reparse',
  startedAt: '2030-06-01T01:00:00.000Z',
  asOf: null,
  status: 'ok',
  sources: [],
  companiesDerived: 0,
  recovered: 3,
};

async function runRow(warehouse: Warehouse) {
  return (await warehouse.all<{ status: string; summary: string | null }>(`SELECT status, summary::VARCHAR AS summary FROM runs WHERE id = 'reparse-1'`))[0]!;
}

describe('finishing a run (nightly or reparse)', () => {
  it('records the report, `recovered` included, in the runs table and the JSON report', async () => {
    const { warehouse, config } = await setUp();
    const { report, reportPath } = await finishRun({ config, warehouse, loaded, logger: silentLogger, now: () => NOW });
    expect(report).toMatchObject({ status: 'ok', recovered: 3, finishedAt: NOW.toISOString(), publish: null });
    expect(JSON.parse(fs.readFileSync(reportPath!, 'utf8'))).toEqual(report);
    const row = await runRow(warehouse);
    expect(row.status).toBe('ok');
    expect(JSON.parse(row.summary!)).toEqual(report);
  });

  it('does not publish below MIN_FREE_DISK_MB, and says the disk is full', async () => {
    const { warehouse, config } = await setUp({ MIN_FREE_DISK_MB: String(2 ** 40) });
    let published = false;
    const { report } = await finishRun({
      config,
      warehouse,
      loaded,
      logger: silentLogger,
      publish: async () => {
        published = true;
        return {};
      },
    });
    expect(published).toBe(false);
    expect(report.status).toBe('failed');
    expect(report.publish).toMatchObject({ code: 'disk_full', error: expect.stringContaining('MIN_FREE_DISK_MB') });
  });

  it('reports a publish that hit ENOSPC as a full disk, not as a store failure', async () => {
    const { warehouse, config } = await setUp();
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const { report } = await finishRun({
      config,
      warehouse,
      loaded,
      logger: silentLogger,
      publish: async () => {
        throw new Error('[store] [fs] cannot write objects/ab', { cause: enospc });
      },
    });
    expect(report.status).toBe('failed');
    expect(report.publish).toEqual({ code: 'disk_full', error: expect.stringMatching(/^Disque plein/) });
    expect((await runRow(warehouse)).status).toBe('failed');
  });
});

describe('a run that threw', () => {
  it('is marked failed with its error, and the next run derives the companies it may have left underived, once', async () => {
    const { warehouse, config } = await setUp();
    await insertAnnouncement(warehouse, { id: 'a1', source: 'JONC', ridet: '1234567001', denomination: 'RELUE', type: 'creation', date: '2030-05-01' });
    await warehouse.run(`UPDATE announcements SET last_run_id = 'reparse-1' WHERE id = 'a1'`);
    const enospc = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

    const thrown = await markRunFailed(warehouse, 'reparse-1', new Error('load failed', { cause: enospc }), config.dataDir);

    expect(thrown).toBeInstanceOf(DiskFullError);
    const row = await runRow(warehouse);
    expect(row.status).toBe('failed');
    expect(JSON.parse(row.summary!)).toMatchObject({ error: { code: 'disk_full' }, companiesPending: true });
    expect(await recoverCrashedRuns(warehouse)).toEqual({ runs: ['reparse-1'], ridets: new Set(['1234567001']) });
    expect((await runRow(warehouse)).status).toBe('failed');
    expect(await recoverCrashedRuns(warehouse)).toEqual({ runs: [], ridets: new Set() });
  });
});
