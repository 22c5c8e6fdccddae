import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterEach, describe, expect, it } from 'vitest';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { WAREHOUSE_MIGRATIONS } from '../../../pipeline/warehouse/migrations/index.ts';
import { ANNOUNCEMENT_COLUMNS } from '../../../pipeline/warehouse/schema.ts';
import { LEGACY_SCHEMA_STATEMENTS } from '../../helpers/legacy-migrations/warehouse-migrations.ts';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

describe('openWarehouse', () => {
  it('runs DuckDB on the calling thread alone, read-write and read-only (docs/pipeline.md, "The warehouse\'s threads")', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warehouse-threads-'));
    dirs.push(dir);
    const file = path.join(dir, 'warehouse.duckdb');
    const threads = `SELECT current_setting('threads')::INTEGER AS threads, current_setting('memory_limit') AS memory`;
    const writer = await openWarehouse(file);
    expect(await writer.all(threads)).toEqual([{ threads: 1, memory: '244.1 MiB' }]);
    writer.close();
    const reader = await openWarehouse(file, { readOnly: true });
    expect(await reader.all(threads)).toEqual([{ threads: 1, memory: '244.1 MiB' }]);
    reader.close();
  });

  it('rebuilds the announcements table of an older warehouse without its primary key, keeping every row', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warehouse-migrate-'));
    dirs.push(dir);
    const file = path.join(dir, 'warehouse.duckdb');
    const instance = await DuckDBInstance.create(file);
    const old = await instance.connect();
    // The schema as it was: announcements keyed by id, without the columns added since.
    for (const statement of LEGACY_SCHEMA_STATEMENTS.filter((s) => !s.startsWith('ALTER'))) {
      await old.run(
        statement
          .replace('CREATE TABLE IF NOT EXISTS announcements (\n    id VARCHAR NOT NULL,', 'CREATE TABLE IF NOT EXISTS announcements (\n    id VARCHAR PRIMARY KEY,')
          .replace(',\n    etablissement_inconnu BOOLEAN DEFAULT false,\n    organes_procedure JSON,\n    evenement_id VARCHAR', ''),
      );
    }
    await old.run(`INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS}) VALUES ('a1', 'JONC', 'r1', '1234567001', true, 'X', 'creation', 't', 'r', DATE '2024-01-01',
      NULL, NULL, NULL, NULL, NULL, '[]', 'texte', 'u', TIMESTAMP '2024-01-02 00:00:00', 'f', 'run-1', 'run-1')`);
    const keyed = await old.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM duckdb_constraints() WHERE table_name = 'announcements' AND constraint_type = 'PRIMARY KEY'`);
    expect(keyed.getRowObjectsJson()).toEqual([{ n: 1 }]);
    old.closeSync();
    instance.closeSync();

    const warehouse = await openWarehouse(file);
    expect(await warehouse.all(`SELECT count(*)::INTEGER AS n FROM duckdb_constraints() WHERE table_name = 'announcements' AND constraint_type = 'PRIMARY KEY'`)).toEqual([{ n: 0 }]);
    expect(await warehouse.all(`SELECT id, titre, first_run_id FROM announcements`)).toEqual([{ id: 'a1', titre: 't', first_run_id: 'run-1' }]);
    warehouse.close();
    // Opening it again changes nothing.
    const again = await openWarehouse(file);
    expect(await again.all(`SELECT count(*)::INTEGER AS n FROM announcements`)).toEqual([{ n: 1 }]);
    again.close();
  });

  it('migrates a new warehouse in one transaction, recording every step at one instant (now() is its start)', async () => {
    const warehouse = await openWarehouse(':memory:');
    try {
      expect(await warehouse.all(`SELECT count(*)::INTEGER AS steps, count(DISTINCT applied_at)::INTEGER AS instants FROM schema_version`)).toEqual([
        { steps: WAREHOUSE_MIGRATIONS.length, instants: 1 },
      ]);
    } finally {
      warehouse.close();
    }
  });
});
