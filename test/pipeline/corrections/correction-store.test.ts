import { describe, expect, it } from 'vitest';
import { activeCorrections, insertCorrection } from '../../../pipeline/corrections/correction-store.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';

// The store gives back each correction with the `avant` its action wrote, and refuses a row whose
// action this code does not know rather than guess what its `avant` holds.

const common = { annonce_id: 'jonc-1', raison: 'relu sur le bulletin', par: 'operateur-test', cree_le: '2026-03-02T08:00:00.000Z' };

describe('the corrections store', () => {
  it('reads each action back with the shape of what it held before', async () => {
    const warehouse = await openWarehouse(':memory:');
    await insertCorrection(warehouse, { ...common, id: 'cor-1', action: 'corriger', valeurs: { denomination: 'KAORI' }, avant: { denomination: 'KAOR1' } });
    await insertCorrection(warehouse, { ...common, id: 'cor-2', action: 'retirer_document', valeurs: {}, avant: { raw_sha256: 'b'.repeat(64) } });
    await insertCorrection(warehouse, { ...common, id: 'cor-3', action: 'publier', valeurs: { ridet: '2222222001' }, avant: { quarantaine: 'q-9' } });
    const read = await activeCorrections(warehouse);
    expect(read.map((c) => [c.id, c.action, c.avant])).toEqual([
      ['cor-1', 'corriger', { denomination: 'KAOR1' }],
      ['cor-2', 'retirer_document', { raw_sha256: 'b'.repeat(64) }],
      ['cor-3', 'publier', { quarantaine: 'q-9' }],
    ]);
    warehouse.close();
  });

  it('refuses a stored action it does not know with a typed error', async () => {
    const warehouse = await openWarehouse(':memory:');
    await warehouse.run(
      `INSERT INTO corrections (id, annonce_id, action, valeurs, avant, raison, par, cree_le) VALUES ('cor-x', 'jonc-1', 'fusionner', '{}', '{}', 'r', 'p', '2026-03-02 08:00:00')`,
    );
    await expect(activeCorrections(warehouse)).rejects.toMatchObject({ code: 'correction_illisible' });
    warehouse.close();
  });
});
