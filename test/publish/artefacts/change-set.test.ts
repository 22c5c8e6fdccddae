import { afterEach, describe, expect, it } from 'vitest';
import { diffDigests, recordPublishedDigests } from '../../../publish/artefacts/change-set.ts';
import { createTempWarehouse, derive, fillApiFixture } from '../../api/helpers/fixture-warehouse.ts';

const cleanups: Array<() => void> = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

const LIMITS = { announcements: 1000, companies: 1000 };

async function publishedWarehouse() {
  const temp = await createTempWarehouse();
  cleanups.push(() => temp.cleanup());
  await fillApiFixture(temp.warehouse, 0);
  await derive(temp.warehouse);
  await recordPublishedDigests(temp.warehouse, true);
  return temp.warehouse;
}

describe('the company digest (former officers)', () => {
  it('sees nothing changed right after a publish', async () => {
    const warehouse = await publishedWarehouse();
    expect(await diffDigests(warehouse, LIMITS)).toEqual({ items: [], ridets: [], searchChanged: false });
  });

  it('republishes a company whose only change is a former officer’s closing announcement', async () => {
    const warehouse = await publishedWarehouse();
    const [before] = await warehouse.all<{ n: number }>(
      `SELECT count(*)::INTEGER AS n FROM dirigeants WHERE ridet = '1234567001' AND annonce_fin = 'scn-nomination'`,
    );
    expect(before).toEqual({ n: 1 });
    await warehouse.run(`UPDATE dirigeants SET annonce_fin = NULL WHERE ridet = '1234567001' AND jusqu_au IS NOT NULL`);
    expect(await diffDigests(warehouse, LIMITS)).toEqual({ items: [], ridets: ['1234567001'], searchChanged: false });
  });

  it('republishes a company that gains a former officer of unknown start', async () => {
    const warehouse = await publishedWarehouse();
    await warehouse.run(`INSERT INTO dirigeants (ridet, nom, prenoms, fonction, depuis, jusqu_au, annonce_debut, annonce_fin)
      VALUES ('7654321002', 'MARTIN', 'Paul', 'gérant', NULL, DATE '2024-03-15', NULL, 'port-creation')`);
    expect((await diffDigests(warehouse, LIMITS))?.ridets).toEqual(['7654321002']);
  });

  it('rebuilds the search index when an officer leaves or the siège moves, not when a function changes', async () => {
    const warehouse = await publishedWarehouse();
    await warehouse.run(`UPDATE dirigeants SET fonction = 'directrice générale' WHERE ridet = '1234567001' AND jusqu_au IS NULL`);
    expect((await diffDigests(warehouse, LIMITS))?.searchChanged).toBe(false);
    await warehouse.run(`UPDATE dirigeants SET jusqu_au = DATE '2025-06-01' WHERE ridet = '1234567001' AND jusqu_au IS NULL`);
    expect((await diffDigests(warehouse, LIMITS))?.searchChanged).toBe(true);
    await recordPublishedDigests(warehouse, true);
    await warehouse.run(`UPDATE companies SET siege = '4 route du Port, 98860 Koné' WHERE ridet = '7654321002'`);
    expect(await diffDigests(warehouse, LIMITS)).toMatchObject({ ridets: ['7654321002'], searchChanged: true });
  });
});
