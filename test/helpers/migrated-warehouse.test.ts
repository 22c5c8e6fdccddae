import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { warehouseVersion } from '../../pipeline/warehouse/migrate.ts';
import { WAREHOUSE_MIGRATIONS } from '../../pipeline/warehouse/migrations/index.ts';
import { openWarehouse } from '../../pipeline/warehouse/warehouse.ts';
import { copyWarehouse, migratedWarehouse, warehouseForFile } from './migrated-warehouse.ts';
import { tempFolder } from './temp-folder.ts';

describe('migratedWarehouse', () => {
  it('puts an empty warehouse at the latest version where asked, a file of its own each time', async () => {
    const dir = tempFolder('migrated-warehouse-');
    const [a, b] = [path.join(dir, 'a', 'warehouse.duckdb'), path.join(dir, 'b.duckdb')];
    await migratedWarehouse(a);
    await migratedWarehouse(b);
    const warehouse = await openWarehouse(a, { readOnly: true });
    try {
      expect(await warehouseVersion(warehouse.connection)).toBe(WAREHOUSE_MIGRATIONS.length);
      expect(await warehouse.all(`SELECT count(*)::INTEGER AS n FROM announcements`)).toEqual([{ n: 0 }]);
    } finally {
      warehouse.close();
    }
    const written = await openWarehouse(a);
    await written.run(`INSERT INTO runs (id, started_at, status) VALUES ('r', now(), 'ok')`);
    written.close();
    const other = await openWarehouse(b, { readOnly: true });
    try {
      expect(await other.all(`SELECT count(*)::INTEGER AS n FROM runs`)).toEqual([{ n: 0 }]);
    } finally {
      other.close();
    }
  });

  it('refuses to copy a warehouse whose write-ahead log was not checkpointed (still open)', async () => {
    const dir = tempFolder('migrated-warehouse-');
    const open = await openWarehouse(path.join(dir, 'open.duckdb'));
    try {
      await open.run(`INSERT INTO runs (id, started_at, status) VALUES ('r', now(), 'ok')`);
      expect(fs.existsSync(`${open.path}.wal`)).toBe(true);
      expect(() => copyWarehouse(open.path, path.join(dir, 'copy.duckdb'))).toThrow(/write-ahead log/);
    } finally {
      open.close();
    }
    copyWarehouse(path.join(dir, 'open.duckdb'), path.join(dir, 'copy.duckdb'));
    const copy = await openWarehouse(path.join(dir, 'copy.duckdb'), { readOnly: true });
    try {
      expect(await copy.all(`SELECT id FROM runs`)).toEqual([{ id: 'r' }]);
    } finally {
      copy.close();
    }
  });
});

describe('warehouseForFile', () => {
  const copyTo = warehouseForFile(async (file) => {
    const warehouse = await openWarehouse(file);
    await warehouse.run(`INSERT INTO runs (id, started_at, status) VALUES ('built-once', now(), 'ok')`);
    warehouse.close();
  });

  it('gives each test a copy of what was built once for the file, changed by that test alone', async () => {
    const dir = tempFolder('warehouse-for-file-');
    for (const name of ['a', 'b']) {
      const file = path.join(dir, name, 'warehouse.duckdb');
      copyTo(file);
      const warehouse = await openWarehouse(file);
      try {
        expect(await warehouse.all(`SELECT id FROM runs ORDER BY id`)).toEqual([{ id: 'built-once' }]);
        await warehouse.run(`INSERT INTO runs (id, started_at, status) VALUES ('${name}', now(), 'ok')`);
      } finally {
        warehouse.close();
      }
    }
  });
});
