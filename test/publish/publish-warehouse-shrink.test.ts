import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { SETTINGS } from '../../platform/settings/index.ts';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import { publishFromWarehouse, publishWarehouse } from '../../publish/publish-warehouse.ts';
import { MemoryStore } from '../../publish/store/memory-store.ts';
import { createTempWarehouse, derive, insertBulk } from '../api/helpers/fixture-warehouse.ts';

const ANNOUNCEMENTS = 200;
const SITE = 'https://annonces.test';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

/** 200 announcements over 5 companies: dropping the newest ones never drops a company. */
async function corpus(): Promise<Warehouse> {
  const temp = await createTempWarehouse();
  cleanups.push(() => temp.cleanup());
  await insertBulk(temp.warehouse, ANNOUNCEMENTS, 5);
  await derive(temp.warehouse);
  return temp.warehouse;
}

/** Removes announcements so that `dropped` of the first 200 are gone in all. */
async function dropTo(warehouse: Warehouse, dropped: number): Promise<void> {
  await warehouse.run(`DELETE FROM announcements WHERE CAST(split_part(reference, '-', 2) AS INTEGER) >= $1`, [ANNOUNCEMENTS - dropped]);
  await derive(warehouse);
}

describe('the shrink gate of a publish from the warehouse', () => {
  it('applies the documented default of SNAPSHOT_MAX_SHRINK when given no fraction', async () => {
    const documented = Number(SETTINGS.SNAPSHOT_MAX_SHRINK.default);
    const allowed = Math.floor(documented * ANNOUNCEMENTS) - 1;
    const warehouse = await corpus();
    // Two stores with the same parent: one takes a drop just within the default, the other one just past it.
    const within = new MemoryStore('memory://within');
    const past = new MemoryStore('memory://past');
    for (const store of [within, past]) await publishFromWarehouse({ warehouse, store, siteUrl: SITE, runIds: ['run-1'] });

    await dropTo(warehouse, allowed);
    await expect(publishFromWarehouse({ warehouse, store: within, siteUrl: SITE, runIds: ['run-2'] })).resolves.toMatchObject({ removed: allowed });
    await dropTo(warehouse, allowed + 3);
    await expect(publishFromWarehouse({ warehouse, store: past, siteUrl: SITE, runIds: ['run-2'] })).rejects.toMatchObject({
      code: 'snapshot_shrink_refused',
      message: expect.stringContaining(`more than the allowed ${(documented * 100).toFixed(0)}%`),
    });
  });

  it('takes the fraction from the settings the command read at start, not from the environment again', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-shrink-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, SNAPSHOT_MAX_SHRINK: '0.3' };
    const config = loadConfig(env);
    // The environment changes after start-up (or is broken by then): the publish must not see it.
    env.SNAPSHOT_MAX_SHRINK = 'beaucoup';
    const warehouse = await corpus();
    const store = new MemoryStore('memory://configured');
    await publishWarehouse({ warehouse, store, config, runIds: ['run-1'] });

    // 25 %: past the default, within the configured 30 %.
    await dropTo(warehouse, 50);
    await expect(publishWarehouse({ warehouse, store, config, runIds: ['run-2'] })).resolves.toMatchObject({ removed: 50 });
    // A further 40 % of what is left: past the configured fraction.
    await dropTo(warehouse, 110);
    await expect(publishWarehouse({ warehouse, store, config, runIds: ['run-3'] })).rejects.toThrow(/more than the allowed 30%/);
  });
});
