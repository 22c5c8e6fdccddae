import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { recoverCrashedRuns } from '../../../pipeline/run/crashed-runs.ts';
import { createCrawlStorage, removeOrphanCrawlStorage } from '../../../pipeline/run/crawl-storage.ts';
import { createTempWarehouse, insertAnnouncement } from '../../api/helpers/fixture-warehouse.ts';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

describe('runs a killed process left behind', () => {
  it('are marked crashed by the next run, which gets the RIDETs they loaded to derive again', async () => {
    const temp = await createTempWarehouse();
    cleanups.push(() => temp.cleanup());
    const { warehouse } = temp;
    await warehouse.run(`INSERT INTO runs VALUES ('run-finished', TIMESTAMP '2026-01-01 02:00:00', TIMESTAMP '2026-01-01 02:10:00', NULL, 'ok', NULL)`);
    await warehouse.run(`INSERT INTO runs VALUES ('run-killed', TIMESTAMP '2026-01-02 02:00:00', NULL, NULL, 'running', NULL)`);
    await insertAnnouncement(warehouse, { id: 'a1', source: 'JONC', ridet: '1234567001', denomination: 'LOADED BEFORE', type: 'creation', date: '2026-01-01' });
    await insertAnnouncement(warehouse, { id: 'a2', source: 'JONC', ridet: '7654321001', denomination: 'LOADED BY THE KILLED RUN', type: 'creation', date: '2026-01-02' });
    await warehouse.run(`UPDATE announcements SET first_run_id = 'run-finished', last_run_id = 'run-finished' WHERE id = 'a1'`);
    await warehouse.run(`UPDATE announcements SET first_run_id = 'run-killed', last_run_id = 'run-killed' WHERE id = 'a2'`);

    const recovered = await recoverCrashedRuns(warehouse);

    expect(recovered).toEqual({ runs: ['run-killed'], ridets: new Set(['7654321001']) });
    const runs = await warehouse.all<{ id: string; status: string; finished: boolean }>(`SELECT id, status, finished_at IS NOT NULL AS finished FROM runs ORDER BY id`);
    expect(runs).toEqual([
      { id: 'run-finished', status: 'ok', finished: true },
      { id: 'run-killed', status: 'crashed', finished: true },
    ]);
    expect(await recoverCrashedRuns(warehouse)).toEqual({ runs: [], ridets: new Set() });
  });
});

describe('crawl storage folders', () => {
  it('of processes that are gone are removed; those of a live run are kept', () => {
    const mine = createCrawlStorage('ProvinceSud');
    cleanups.push(() => fs.rmSync(mine, { recursive: true, force: true }));
    const orphan = fs.mkdtempSync(path.join(os.tmpdir(), `annonces-nc-crawl-${2 ** 30}-JONC-`));
    fs.writeFileSync(path.join(orphan, 'request-queue.json'), '{}');

    expect(removeOrphanCrawlStorage()).toBeGreaterThanOrEqual(1);

    expect(fs.existsSync(orphan)).toBe(false);
    expect(fs.existsSync(mine)).toBe(true);
    expect(path.basename(mine)).toMatch(new RegExp(`^annonces-nc-crawl-${process.pid}-ProvinceSud-`));
  });
});
