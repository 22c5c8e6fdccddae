import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { openWarehouseReader } from '../../../pipeline/warehouse/warehouse-reader.ts';
import type { ReadParam } from '../../../pipeline/warehouse/warehouse-reads.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

const LONG = 'une dénomination de plus de douze octets « SARL ÉTÉ »';

/** A closed warehouse holding `t`, one column of each type the reader reads, and what `Warehouse.all` read of `sql` (params bound) before closing it. */
async function warehouseWith(sql: string, params?: readonly ReadParam[]): Promise<{ file: string; written: unknown[] }> {
  const file = path.join(tempFolder('warehouse-reader-'), 'warehouse.duckdb');
  const warehouse = await openWarehouse(file);
  try {
    await warehouse.run(`CREATE TABLE t (s VARCHAR, b BOOLEAN, i INTEGER, g BIGINT, d DOUBLE)`);
    await warehouse.run(
      `INSERT INTO t (s, b, i, g, d) VALUES
         ('court', true, 1, 9007199254740993, 0.25),
         ('${LONG}', false, -2147483648, -1, 'NaN'),
         (NULL, NULL, NULL, NULL, 'Infinity')`,
    );
    return { file, written: await warehouse.all(sql, params) };
  } finally {
    warehouse.close();
  }
}

async function readWith(file: string, sql: string, params?: readonly ReadParam[]): Promise<unknown[]> {
  const reader = await openWarehouseReader(file);
  try {
    return await reader.all(sql, params);
  } finally {
    reader.close();
  }
}

describe('openWarehouseReader', () => {
  it('reads VARCHAR, BOOLEAN, INTEGER, BIGINT and DOUBLE as the read-write warehouse does, NULL as null', async () => {
    const sql = `SELECT s, b, i, g, d FROM t ORDER BY i NULLS LAST`;
    const { file, written } = await warehouseWith(sql);
    const read = await readWith(file, sql);
    expect(read).toEqual([
      { s: LONG, b: false, i: -2147483648, g: '-1', d: 'NaN' },
      { s: 'court', b: true, i: 1, g: '9007199254740993', d: 0.25 },
      { s: null, b: null, i: null, g: null, d: 'Infinity' },
    ]);
    expect(read).toEqual(written);
  });

  it('reads every chunk of a result longer than one (DuckDB hands rows over 2,048 at a time)', async () => {
    const sql = `SELECT range::INTEGER AS n, 'ligne ' || range AS s FROM range(5000) ORDER BY n`;
    const { file } = await warehouseWith('SELECT 1');
    const read = (await readWith(file, sql)) as Array<{ n: number; s: string }>;
    expect(read).toHaveLength(5000);
    expect(read[2048]).toEqual({ n: 2048, s: 'ligne 2048' });
    expect(read.at(-1)).toEqual({ n: 4999, s: 'ligne 4999' });
  });

  it('binds strings, numbers, booleans, null and lists of strings as the read-write warehouse does', async () => {
    const sql = `SELECT typeof($1) AS s, typeof($2) AS i, typeof($3) AS g, typeof($4) AS d, typeof($5) AS b, $6 IS NULL AS n,
                        (SELECT count(*)::INTEGER FROM t WHERE s = ANY($7::VARCHAR[])) AS listed,
                        (SELECT count(*)::INTEGER FROM t WHERE s = ANY($8::VARCHAR[])) AS none`;
    const params: ReadParam[] = ['texte', 42, 2 ** 40, 0.5, true, null, ['court', LONG, 'absent'], []];
    const { file, written } = await warehouseWith(sql, params);
    const read = await readWith(file, sql, params);
    expect(read).toEqual([{ s: 'VARCHAR', i: 'INTEGER', g: 'BIGINT', d: 'DOUBLE', b: 'BOOLEAN', n: true, listed: 2, none: 0 }]);
    expect(read).toEqual(written);
  });

  it('opens read-only with the warehouse’s settings: one thread, its memory budget, no write', async () => {
    const { file } = await warehouseWith('SELECT 1');
    const reader = await openWarehouseReader(file);
    try {
      expect(await reader.all(`SELECT current_setting('threads')::INTEGER AS threads, current_setting('memory_limit') AS memory, current_setting('access_mode') AS mode`)).toEqual([
        { threads: 1, memory: '244.1 MiB', mode: 'read_only' },
      ]);
      await expect(reader.all(`CREATE TABLE u (i INTEGER)`)).rejects.toThrow(/read-only/);
    } finally {
      reader.close();
    }
  });

  it('refuses a column type it does not read rather than guessing it, with a stable code', async () => {
    const { file } = await warehouseWith('SELECT 1');
    await expect(readWith(file, `SELECT DATE '2026-11-30' AS jour`)).rejects.toMatchObject({ code: 'warehouse_column_unread', message: expect.stringContaining('jour') });
  });

  it('says the warehouse is unavailable when there is none, and creates no folder for it', async () => {
    const missing = path.join(tempFolder('warehouse-reader-'), 'absent', 'warehouse.duckdb');
    await expect(openWarehouseReader(missing)).rejects.toMatchObject({ code: 'warehouse_unavailable', message: expect.stringMatching(/cannot open .*database does not exist/) });
    expect(fs.existsSync(path.dirname(missing))).toBe(false);
  });
});
