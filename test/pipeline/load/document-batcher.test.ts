import { describe, expect, it } from 'vitest';
import type { ParsedNotice } from '../../../kernel/model/announcement.ts';
import { DocumentBatcher } from '../../../pipeline/load/document-batcher.ts';
import { emptyLoadCounts } from '../../../pipeline/load/load-outcome.ts';
import { openWarehouse, type Warehouse } from '../../../pipeline/warehouse/warehouse.ts';
import type { RawDocument } from '../../../sources/source-adapter.ts';

const doc = (n: number): RawDocument => ({
  source: 'JONC', url: `https://x.test/${n}`, sha256: `doc${n}`.padEnd(64, '0'), fetchedAt: '2024-01-01T00:00:00.000Z',
  contentType: 'text/html', body: Buffer.from(`document ${n}`), meta: {},
});

const notice = (reference: string, date = '2024-03-01'): ParsedNotice => ({
  reference, ridet: '1234567001', ridet_luhn_valide: true, denomination: 'ALPHA', type: 'nomination', titre: 't', resume: 'r', date,
  forme_juridique: null, capital: null, siege: null, ancienne_denomination: null, nouvelle_denomination: null, dirigeants: [], texte: 'x',
});

const count = async (warehouse: Warehouse, table: string) => Number((await warehouse.all<{ n: number }>(`SELECT count(*)::INTEGER AS n FROM ${table}`))[0]!.n);

describe('DocumentBatcher', () => {
  it('records a document as done only in the transaction that loads its notices', async () => {
    const warehouse = await openWarehouse(':memory:');
    const batcher = await DocumentBatcher.create({ warehouse, runId: 'run-1', schedule: (task) => task(), maxDocuments: 3, maxDelayMs: 60_000 });
    const counts = emptyLoadCounts();
    await batcher.add({ doc: doc(1), outcome: { notices: [notice('a')], quarantined: [] }, counts, record: doc(1) });
    await batcher.add({ doc: doc(2), outcome: { notices: [notice('b')], quarantined: [] }, counts, record: doc(2) });
    // Waiting in the batch: known to this run (a second emit counts unchanged), but not recorded,
    // so a run killed now fetches and parses them again next time.
    expect(batcher.isKnown(doc(1).sha256)).toBe(true);
    expect([await count(warehouse, 'documents'), await count(warehouse, 'announcements')]).toEqual([0, 0]);
    await batcher.add({ doc: doc(3), outcome: { notices: [notice('c')], quarantined: [] }, counts, record: doc(3) });
    expect([await count(warehouse, 'documents'), await count(warehouse, 'announcements')]).toEqual([3, 3]);
    expect(counts).toMatchObject({ parsed: 3, new: 3 });
    // A new batcher knows what the warehouse recorded.
    expect((await DocumentBatcher.create({ warehouse, runId: 'run-2', schedule: (task) => task() })).isKnown(doc(2).sha256)).toBe(true);
    warehouse.close();
  });

  it('loads a waiting batch after its delay, and reports a document that cannot load without recording it', async () => {
    const warehouse = await openWarehouse(':memory:');
    const failed: string[] = [];
    let flushed!: () => void;
    const done = new Promise<void>((resolve) => (flushed = resolve));
    const batcher = await DocumentBatcher.create({
      warehouse, runId: 'run-1', maxDelayMs: 20,
      schedule: async (task) => {
        await task();
        flushed();
      },
    });
    const counts = emptyLoadCounts();
    await batcher.add({ doc: doc(1), outcome: { notices: [notice('a')], quarantined: [] }, counts, record: doc(1) });
    await batcher.add({ doc: doc(2), outcome: { notices: [notice('b', 'pas une date')], quarantined: [] }, counts, record: doc(2), onFailed: (e) => failed.push(String(e)) });
    await done;
    expect(failed).toHaveLength(1);
    expect(await warehouse.all(`SELECT url FROM documents`)).toEqual([{ url: 'https://x.test/1' }]);
    expect(batcher.isKnown(doc(2).sha256)).toBe(false);
    warehouse.close();
  });
});
