import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { afterEach, describe, expect, it } from 'vitest';
import { STORED_FIELDS } from '../../../kernel/model/announcement-record.ts';
import { COMPANY_COLUMN_FIELDS } from '../../../kernel/model/company-record.ts';
import { FORMER_OFFICER, OFFICER_COLUMNS, OFFICER_IN_OFFICE } from '../../../kernel/model/officer-record.ts';
import { WarehouseMigrationError, migrateWarehouse, warehouseVersion } from '../../../pipeline/warehouse/migrate.ts';
import { BASELINE_STATEMENTS } from '../../../pipeline/warehouse/migrations/001-baseline.ts';
import { WAREHOUSE_MIGRATIONS } from '../../../pipeline/warehouse/migrations/index.ts';
import { listQuarantine } from '../../../pipeline/quarantine/list-quarantine.ts';
import { ANNOUNCEMENT_COLUMNS } from '../../../pipeline/warehouse/schema.ts';
import { openWarehouse } from '../../../pipeline/warehouse/warehouse.ts';
import { MigrationError } from '../../../platform/migrations/migration-error.ts';
import { LEGACY_SCHEMA_STATEMENTS, legacyMigrateWarehouse } from '../../helpers/legacy-migrations/warehouse-migrations.ts';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warehouse-migrations-'));
  dirs.push(dir);
  return path.join(dir, 'warehouse.duckdb');
}

async function withConnection<T>(file: string, work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
  // One thread, as openWarehouse runs: DuckDB's idle second worker spins between the many small DDL statements.
  const instance = await DuckDBInstance.create(file, { threads: '1' });
  const connection = await instance.connect();
  try {
    return await work(connection);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

async function rows(connection: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  return (await connection.runAndReadAll(sql)).getRowObjectsJson();
}

/** Every table's DDL as DuckDB keeps it, and every constraint: what "the same tables" means to DuckDB itself. */
async function ddlOf(connection: DuckDBConnection): Promise<Record<string, unknown>[]> {
  return [
    ...(await rows(connection, `SELECT table_name, sql FROM duckdb_tables() WHERE schema_name = 'main' ORDER BY table_name`)),
    ...(await rows(connection, `SELECT table_name, constraint_type, constraint_text FROM duckdb_constraints() WHERE schema_name = 'main' ORDER BY table_name, constraint_text`)),
  ];
}

/** Every column of every table, in order: what "the same schema" means here. */
async function schemaOf(connection: DuckDBConnection): Promise<Record<string, unknown>[]> {
  return rows(
    connection,
    `SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
     WHERE table_schema = 'main' AND table_name <> 'schema_version' ORDER BY table_name, ordinal_position`,
  );
}

// A row every version of the warehouse accepts: the baseline columns without a default.
const ROW = `INSERT INTO announcements (${ANNOUNCEMENT_COLUMNS}) VALUES ('a1', 'JONC', 'r1', '1234567001', true, 'X', 'creation', 't', 'r', DATE '2024-01-01',
  NULL, NULL, NULL, NULL, NULL, '[]', 'texte', 'u', TIMESTAMP '2024-01-02 00:00:00', 'f', 'run-1', 'run-1')`;

const LATEST = WAREHOUSE_MIGRATIONS.length;

/**
 * What a fresh warehouse migrated by this code holds: its DDL and version rows, its schema and the
 * columns of three tables. Migrated once for the file (each of the version tests below compared
 * against a fresh migration of its own, the same each time); the tests read it, each still
 * migrating its own legacy warehouse.
 */
let fresh: Promise<{ ddl: Record<string, unknown>[]; versions: Record<string, unknown>[]; schema: Record<string, unknown>[]; columns: (table: string) => Record<string, unknown>[] }> | undefined;
function freshWarehouse(): NonNullable<typeof fresh> {
  fresh ??= withConnection(tempFile(), async (connection) => {
    await migrateWarehouse(connection);
    const columns = await rows(connection, `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'main'`);
    return {
      ddl: await ddlOf(connection),
      versions: await rows(connection, `SELECT version, name FROM schema_version ORDER BY version`),
      schema: await schemaOf(connection),
      columns: (table: string) => columns.filter((c) => c['table_name'] === table).map(({ table_name: _t, ...c }) => c),
    };
  });
  return fresh;
}

describe('warehouse migrations', () => {
  it('are numbered 1, 2, ... in order', () => {
    expect(WAREHOUSE_MIGRATIONS.map((m) => m.version)).toEqual(WAREHOUSE_MIGRATIONS.map((_, i) => i + 1));
  });

  it('keep the baseline as it was released: the same statements schema.ts held', () => {
    expect(BASELINE_STATEMENTS).toEqual(LEGACY_SCHEMA_STATEMENTS);
  });

  it('make a fresh warehouse with the same tables, constraints and version rows as the released runner did', async () => {
    const released = await withConnection(tempFile(), async (connection) => {
      await legacyMigrateWarehouse(connection);
      return { ddl: await ddlOf(connection), versions: await rows(connection, `SELECT version, name FROM schema_version ORDER BY version`) };
    });
    const { ddl, versions } = await freshWarehouse();
    expect({ ddl, versions }).toEqual(released);
  });

  it('refuse a list of migrations with a duplicate or a gap before touching the warehouse', async () => {
    await withConnection(tempFile(), async (connection) => {
      const duplicate = [...WAREHOUSE_MIGRATIONS, { ...WAREHOUSE_MIGRATIONS[1]!, version: LATEST, name: 'twin' }];
      const gap = [...WAREHOUSE_MIGRATIONS, { ...WAREHOUSE_MIGRATIONS[1]!, version: LATEST + 2, name: 'after-a-gap' }];
      for (const migrations of [duplicate, gap]) {
        const error = await migrateWarehouse(connection, { migrations }).catch((e: unknown) => e);
        expect(MigrationError.is(error) && error.code).toBe('migration_numbering_invalid');
      }
      expect(await warehouseVersion(connection)).toBe(0);
      expect(await rows(connection, `SELECT count(*)::INTEGER AS n FROM duckdb_tables()`)).toEqual([{ n: 0 }]);
    });
  });

  it('give the announcements table exactly the columns the record declares', async () => {
    const columns = (await freshWarehouse()).columns('announcements');
    const byName = new Map(columns.map((c) => [c['column_name'], c]));
    expect([...byName.keys()].sort()).toEqual(STORED_FIELDS.map((f) => f.name).sort());
    for (const field of STORED_FIELDS) {
      expect({ name: field.name, type: byName.get(field.name)?.['data_type'], nullable: byName.get(field.name)?.['is_nullable'] }).toEqual({
        name: field.name,
        type: field.column.sql,
        nullable: field.column.nullable ? 'YES' : 'NO',
      });
    }
  });

  it('give the companies table every column the company record reads back, of its declared type', async () => {
    const columns = (await freshWarehouse()).columns('companies');
    const types = new Map(columns.map((c) => [c['column_name'], c['data_type']]));
    expect(COMPANY_COLUMN_FIELDS.length).toBeGreaterThan(0);
    for (const field of COMPANY_COLUMN_FIELDS) {
      expect({ name: field.name, type: types.get(field.name) }).toEqual({ name: field.name, type: field.source.sql });
    }
  });

  it('give the dirigeants table the columns the officer declarations publish from, by their published names where they differ', async () => {
    const columns = (await freshWarehouse()).columns('dirigeants');
    const names = columns.map((c) => c['column_name']);
    for (const field of [...OFFICER_IN_OFFICE, ...FORMER_OFFICER]) expect(names, field.name).toContain(field.column);
    // Exactly the declared columns beside the ridet, each of its type and nullability.
    expect(columns.map((c) => [c['column_name'], c['data_type'], c['is_nullable']])).toEqual([
      ['ridet', 'VARCHAR', 'NO'],
      ...Object.entries(OFFICER_COLUMNS).map(([name, column]) => [name, column.sql, column.nullable ? 'YES' : 'NO']),
    ]);
    expect(names).toContain('annonce_debut');
    expect(names).toContain('annonce_fin');
    expect(names.filter((n) => String(n).includes('announcement'))).toEqual([]);
  });

  it('keep the officers stored before the columns took their published names', async () => {
    const file = tempFile();
    await withConnection(file, async (connection) => {
      await legacyMigrateWarehouse(connection, { to: 8 });
      await connection.run(`INSERT INTO dirigeants (ridet, nom, prenoms, fonction, depuis, jusqu_au, announcement_id, closing_announcement_id)
        VALUES ('1234567001', 'DUPONT', 'Jean', 'gérant', DATE '2024-01-01', DATE '2025-01-01', 'a-debut', 'a-fin')`);
    });
    const warehouse = await openWarehouse(file);
    try {
      expect(await warehouse.all(`SELECT nom, annonce_debut, annonce_fin FROM dirigeants`)).toEqual([{ nom: 'DUPONT', annonce_debut: 'a-debut', annonce_fin: 'a-fin' }]);
    } finally {
      warehouse.close();
    }
  });

  it('keep the quarantine entries stored before `reason` took its published name, `motif`, which the listing reads', async () => {
    const file = tempFile();
    await withConnection(file, async (connection) => {
      await legacyMigrateWarehouse(connection, { to: 9 });
      await connection.run(`INSERT INTO runs (id, started_at, status) VALUES ('run-1', TIMESTAMP '2026-03-01 02:00:00', 'ok')`);
      await connection.run(`INSERT INTO quarantine (id, source, reference, document_sha256, url, reason, detail, extrait, first_run_id, last_run_id, resolved_run_id)
        VALUES ('q1', 'JONC', '10412#3', 'sha', 'https://jonc.test/10412.pdf', 'ridet_absent', 'Le texte ne cite aucun RIDET.', 'AVIS ...', 'run-1', 'run-1', NULL)`);
    });
    const warehouse = await openWarehouse(file);
    try {
      const columns = (await warehouse.all<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'quarantine'`)).map((c) => c.column_name);
      expect(columns).toContain('motif');
      expect(columns).not.toContain('reason');
      expect(await warehouse.all(`SELECT id, motif, detail, extrait, url FROM quarantine`)).toEqual([
        { id: 'q1', motif: 'ridet_absent', detail: 'Le texte ne cite aucun RIDET.', extrait: 'AVIS ...', url: 'https://jonc.test/10412.pdf' },
      ]);
      expect(await listQuarantine(warehouse, { reason: 'ridet_absent' })).toMatchObject([{ id: 'q1', motif: 'ridet_absent', firstRunId: 'run-1' }]);
    } finally {
      warehouse.close();
    }
  });

  for (let version = 1; version <= LATEST; version++) {
    it(`bring a warehouse the released runner left at version ${version} to version ${LATEST}, keeping its rows`, async () => {
      const expected = (await freshWarehouse()).schema;

      const file = tempFile();
      await withConnection(file, async (connection) => {
        expect(await legacyMigrateWarehouse(connection, { to: version })).toEqual({ from: 0, to: version });
        expect(await warehouseVersion(connection)).toBe(version);
        await connection.run(ROW);
      });
      const warehouse = await openWarehouse(file);
      try {
        expect(await warehouseVersion(warehouse.connection)).toBe(LATEST);
        expect(await warehouse.all(`SELECT id, titre, first_run_id, etablissement_inconnu FROM announcements`)).toEqual([
          { id: 'a1', titre: 't', first_run_id: 'run-1', etablissement_inconnu: false },
        ]);
        expect(await schemaOf(warehouse.connection)).toEqual(expected);
        expect(await warehouse.all(`SELECT version, name FROM schema_version ORDER BY version`)).toEqual(
          WAREHOUSE_MIGRATIONS.map((m) => ({ version: m.version, name: m.name })),
        );
      } finally {
        warehouse.close();
      }
    });
  }

  it('bring a warehouse made before migrations were numbered (no schema_version) to the latest version', async () => {
    const file = tempFile();
    await withConnection(file, async (connection) => {
      for (const statement of LEGACY_SCHEMA_STATEMENTS) await connection.run(statement);
      await connection.run(ROW);
      expect(await warehouseVersion(connection)).toBe(0);
    });
    const warehouse = await openWarehouse(file);
    try {
      expect(await warehouseVersion(warehouse.connection)).toBe(LATEST);
      expect(await warehouse.all(`SELECT count(*)::INTEGER AS n FROM announcements`)).toEqual([{ n: 1 }]);
    } finally {
      warehouse.close();
    }
  });

  it('apply nothing to a warehouse already at the latest version', async () => {
    const file = tempFile();
    await withConnection(file, async (connection) => {
      await migrateWarehouse(connection);
      expect(await migrateWarehouse(connection)).toEqual({ from: LATEST, to: LATEST });
      expect(await rows(connection, `SELECT count(*)::INTEGER AS n FROM schema_version`)).toEqual([{ n: LATEST }]);
    });
  });

  it('leave the warehouse at the last version that succeeded when a migration fails, with nothing of the failed one', async () => {
    const file = tempFile();
    const failing = [
      ...WAREHOUSE_MIGRATIONS,
      {
        version: LATEST + 1,
        name: 'broken',
        async up(connection: DuckDBConnection) {
          await connection.run(`ALTER TABLE announcements ADD COLUMN half_done VARCHAR`);
          await connection.run(`SELECT * FROM no_such_table`);
        },
      },
    ];
    const latest = (await freshWarehouse()).schema;
    await withConnection(file, async (connection) => {
      await migrateWarehouse(connection, { to: 1 });
      const error = await migrateWarehouse(connection, { migrations: failing }).catch((e: unknown) => e);
      expect(WarehouseMigrationError.is(error) && error.code).toBe('warehouse_migration_failed');
      expect(WarehouseMigrationError.is(error) && error.message).toContain(`from version ${LATEST} to ${LATEST + 1}`);
      expect(await warehouseVersion(connection)).toBe(LATEST);
      expect(await schemaOf(connection)).toEqual(latest);
    });
  });

  it('bring a warehouse from before the three later baseline columns (unkeyed) to the latest version', async () => {
    const file = tempFile();
    await withConnection(file, async (connection) => {
      for (const statement of LEGACY_SCHEMA_STATEMENTS.filter((s) => !s.startsWith('ALTER'))) {
        await connection.run(statement.replace(',\n    etablissement_inconnu BOOLEAN DEFAULT false,\n    organes_procedure JSON,\n    evenement_id VARCHAR', ''));
      }
      expect(await rows(connection, `SELECT count(*)::INTEGER AS n FROM information_schema.columns WHERE table_name = 'announcements'`)).toEqual([{ n: 22 }]);
      await connection.run(ROW);
    });
    const warehouse = await openWarehouse(file);
    try {
      expect(await warehouseVersion(warehouse.connection)).toBe(LATEST);
      expect(await warehouse.all(`SELECT id, etablissement_inconnu, evenement_id FROM announcements`)).toEqual([{ id: 'a1', etablissement_inconnu: false, evenement_id: null }]);
    } finally {
      warehouse.close();
    }
  });

  it('refuse a warehouse newer than the code', async () => {
    const file = tempFile();
    await withConnection(file, async (connection) => {
      await migrateWarehouse(connection);
      await connection.run(`INSERT INTO schema_version (version, name, applied_at) VALUES (${LATEST + 1}, 'future', now())`);
      const error = await migrateWarehouse(connection).catch((e: unknown) => e);
      expect(WarehouseMigrationError.is(error) && error.code).toBe('warehouse_schema_newer');
    });
  });
});
