import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listQuarantine } from '../../../pipeline/quarantine/list-quarantine.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { openWarehouseReader } from '../../../pipeline/warehouse/warehouse-reader.ts';
import { migratedWarehouse } from '../../helpers/migrated-warehouse.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

/** A warehouse with two runs a week apart and entries of three reasons seen by each. */
async function quarantined(): Promise<string> {
  const file = path.join(tempFolder('list-quarantine-'), 'warehouse.duckdb');
  await migratedWarehouse(file);
  const warehouse = await openWarehouse(file);
  try {
    await warehouse.run(`INSERT INTO runs (id, started_at, status) VALUES ('run-1', TIMESTAMP '2026-03-01 02:00:00', 'ok'), ('run-2', TIMESTAMP '2026-03-08 02:00:00', 'ok')`);
    const entry = `INSERT INTO quarantine (id, source, reference, document_sha256, url, motif, detail, extrait, first_run_id, last_run_id, resolved_run_id)
                   VALUES ($1, 'JONC', $1, 'sha', 'https://jonc.test/x.pdf', $2, 'détail', NULL, $3, $3, $4)`;
    for (const [id, motif, run, resolved] of [
      ['ridet-old', 'ridet_absent', 'run-1', null],
      ['ridet-new', 'ridet_absent', 'run-2', null],
      ['date-old', 'date_absente', 'run-1', null],
      ['date-new', 'date_absente', 'run-2', null],
      ['date-resolved', 'date_absente', 'run-1', 'run-2'],
      ['hors-champ', 'hors_champ', 'run-2', null],
    ] as const) {
      await warehouse.run(entry, [id, motif, run, resolved]);
    }
  } finally {
    warehouse.close();
  }
  return file;
}

describe('listQuarantine', () => {
  it('lists the entries of several reasons in one query, reason by reason in the order asked, each newest first', async () => {
    const file = await quarantined();
    const reader = await openWarehouseReader(file);
    try {
      const ids = (await listQuarantine(reader, { reasons: ['date_absente', 'ridet_absent'] })).map((item) => item.id);
      expect(ids).toEqual(['date-new', 'date-old', 'ridet-new', 'ridet-old']);
      // What the queries of each reason in turn list.
      const oneByOne = [...(await listQuarantine(reader, { reason: 'date_absente' })), ...(await listQuarantine(reader, { reason: 'ridet_absent' }))];
      expect(ids).toEqual(oneByOne.map((item) => item.id));
      expect((await listQuarantine(reader, { reasons: ['ridet_absent', 'date_absente'], includeResolved: true })).map((item) => item.id)).toEqual([
        'ridet-new',
        'ridet-old',
        'date-new',
        'date-old',
        'date-resolved',
      ]);
      expect(await listQuarantine(reader, { reasons: [] })).toEqual([]);
    } finally {
      reader.close();
    }
  });
});
