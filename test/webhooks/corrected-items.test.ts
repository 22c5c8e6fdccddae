import { describe, expect, it } from 'vitest';
import type { LedgerItem } from '../../publish/snapshot/snapshot-types.ts';
import { correctedItems } from '../../webhooks/corrected-items.ts';
import { ledgerItem } from './webhook-harness.ts';

const correction = (apres: string) => ({ champ: 'ridet' as const, avant: '1111111001', apres, date: '2026-03-02T08:00:00.000Z', raison: 'RIDET mal lu' });

/** A ledger that counts the items it was asked for, to see where a pass stops. */
function ledger(items: LedgerItem[]) {
  const source = {
    read: 0,
    async *ledger() {
      for (const item of items) {
        source.read += 1;
        yield item;
      }
    },
  };
  return source;
}

describe('correctedItems', () => {
  it('keeps the updated announcements whose corrections changed, by id, and reads no further than the last of them', async () => {
    const parent = ledger([
      ledgerItem('relue', '1111111001'),
      ledgerItem('deja', '2222222001', { corrections: [correction('2222222001')] }),
      ledgerItem('annulee', '2222222001', { corrections: [correction('2222222001')] }),
      ledgerItem('corrigee', '1111111001'),
    ]);
    const snapshot = ledger([
      ledgerItem('relue', '1111111001', { resume: 'relu' }),
      ledgerItem('deja', '2222222001', { corrections: [correction('2222222001')], titre: 'relu' }),
      ledgerItem('annulee', '1111111001', { corrections: [] }),
      ledgerItem('corrigee', '2222222001', { corrections: [correction('2222222001')] }),
      ledgerItem('pas-listee', '3333333001'),
    ]);
    const found = await correctedItems(snapshot, parent, ['relue', 'deja', 'annulee', 'corrigee']);
    expect(found.map((i) => [i.id, i.ridet])).toEqual([['annulee', '1111111001'], ['corrigee', '2222222001']]);
    expect(snapshot.read).toBe(4);
  });

  it('counts an updated item carrying corrections as corrected when the parent is gone, and reads nothing when nothing was updated', async () => {
    const snapshot = ledger([ledgerItem('a', '2222222001', { corrections: [correction('2222222001')] }), ledgerItem('b', '1111111001')]);
    expect((await correctedItems(snapshot, null, ['a', 'b'])).map((i) => i.id)).toEqual(['a']);
    const untouched = ledger([ledgerItem('a', '2222222001')]);
    expect(await correctedItems(untouched, null, [])).toEqual([]);
    expect(untouched.read).toBe(0);
  });
});
