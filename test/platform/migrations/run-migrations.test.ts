import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { duckdbVersion, migrateDuckdb, type DuckdbMigration } from '../../../platform/migrations/duckdb-target.ts';
import { MigrationError } from '../../../platform/migrations/migration-error.ts';
import { POSTGRES, SQLITE, type SqlMigration } from '../../../platform/migrations/sql-dialect.ts';
import { migrateSqlite, sqliteVersion } from '../../../platform/migrations/sqlite-target.ts';
import { tempFolder } from '../../helpers/temp-folder.ts';

const STORE = { label: '[essai]', subject: 'the test database' };
const step = (version: number, name: string, sql: string): SqlMigration => ({ version, name, sql: () => sql });
const STEPS: readonly SqlMigration[] = [
  step(1, 'first', 'CREATE TABLE a (x INTEGER);'),
  step(2, 'second', 'ALTER TABLE a ADD COLUMN y TEXT;'),
  step(3, 'third', 'CREATE TABLE b (z TEXT);'),
];

function errorOf(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return null;
}

const tables = (db: DatabaseSync) => db.prepare(`SELECT name, sql FROM sqlite_master WHERE name <> 'essai_version' ORDER BY name`).all();
const migrate = (db: DatabaseSync, migrations: readonly SqlMigration[], to?: number) =>
  migrateSqlite(db, { store: STORE, versionTable: 'essai_version', migrations, ...(to === undefined ? {} : { to }) });

describe('the migration runner (SQLite)', () => {
  it('applies the missing steps in order, records each, and stops where told', () => {
    const db = new DatabaseSync(':memory:');
    expect(migrate(db, STEPS, 1)).toEqual({ from: 0, to: 1 });
    expect(migrate(db, STEPS)).toEqual({ from: 1, to: 3 });
    expect(migrate(db, STEPS)).toEqual({ from: 3, to: 3 });
    expect(db.prepare('SELECT version, name FROM essai_version ORDER BY version').all()).toEqual([
      { version: 1, name: 'first' }, { version: 2, name: 'second' }, { version: 3, name: 'third' },
    ]);
    expect(tables(db).map((t) => t['name'])).toEqual(['a', 'b']);
  });

  it('refuses a gap, a duplicate or a wrong order with a typed error, before any change', () => {
    const db = new DatabaseSync(':memory:');
    const cases: [readonly SqlMigration[], string][] = [
      [[STEPS[0]!, STEPS[2]!], 'migration third is numbered 3, expected 2'],
      [[STEPS[0]!, STEPS[1]!, step(2, 'twin', 'CREATE TABLE c (x TEXT);')], 'migrations second and twin are both numbered 2'],
      [[STEPS[1]!, STEPS[0]!], 'migration second is numbered 2, expected 1'],
    ];
    for (const [migrations, message] of cases) {
      const error = errorOf(() => migrate(db, migrations));
      expect(MigrationError.is(error) && error.code).toBe('migration_numbering_invalid');
      expect((error as Error).message).toBe(`[essai] ${message}`);
    }
    expect(sqliteVersion(db, 'essai_version')).toBe(0);
    expect(tables(db)).toEqual([]);
  });

  it('refuses a database newer than the code, changing nothing', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, STEPS);
    const error = errorOf(() => migrate(db, STEPS.slice(0, 2)));
    expect(MigrationError.is(error) && error.code).toBe('migration_schema_newer');
    expect((error as Error).message).toBe('[essai] the test database is at schema version 3, this code knows up to 2: run a newer version of annonces-nc');
  });

  it('leaves a failed step out entirely, the database at the last version that succeeded', () => {
    const db = new DatabaseSync(':memory:');
    migrate(db, STEPS.slice(0, 1));
    const before = tables(db);
    const error = errorOf(() => migrate(db, [STEPS[0]!, step(2, 'broken', 'ALTER TABLE a ADD COLUMN half TEXT; SELECT * FROM no_such_table;')]));
    expect(MigrationError.is(error) && error.code).toBe('migration_failed');
    expect((error as Error).message).toMatch(/^\[essai\] cannot migrate from version 1 to 2: no such table: no_such_table/);
    expect(sqliteVersion(db, 'essai_version')).toBe(1);
    expect(tables(db)).toEqual(before);
    expect(db.isTransaction).toBe(false);
  });

  it('gives a database with nothing recorded its whole chain in one transaction: another connection sees none of it until all is committed', () => {
    const file = path.join(tempFolder('run-migrations-'), 'essai.db');
    const db = new DatabaseSync(file);
    const seen: unknown[] = [];
    // The second step's SQL is asked for when it is applied: what a reader sees then is what the first step committed.
    const looking: SqlMigration = {
      version: 2,
      name: 'looking',
      sql: () => {
        const reader = new DatabaseSync(file, { readOnly: true });
        seen.push(reader.prepare(`SELECT count(*) AS n FROM essai_version`).get(), reader.prepare(`SELECT count(*) AS n FROM sqlite_master WHERE name = 'a'`).get());
        reader.close();
        return 'ALTER TABLE a ADD COLUMN y TEXT;';
      },
    };
    expect(migrate(db, [STEPS[0]!, looking, STEPS[2]!])).toEqual({ from: 0, to: 3 });
    expect(seen).toEqual([{ n: 0 }, { n: 0 }]);
    expect(db.prepare('SELECT version, name FROM essai_version ORDER BY version').all()).toEqual([
      { version: 1, name: 'first' }, { version: 2, name: 'looking' }, { version: 3, name: 'third' },
    ]);
    expect(tables(db).map((t) => t['name'])).toEqual(['a', 'b']);
    db.close();
  });

  it('leaves a database that had nothing recorded at the last step that succeeded when a later one fails, as one step at a time would', () => {
    const db = new DatabaseSync(':memory:');
    const error = errorOf(() => migrate(db, [STEPS[0]!, STEPS[1]!, step(3, 'broken', 'CREATE TABLE half (x TEXT); SELECT * FROM no_such_table;')]));
    expect(MigrationError.is(error) && error.code).toBe('migration_failed');
    expect((error as Error).message).toMatch(/^\[essai\] cannot migrate from version 2 to 3: no such table: no_such_table/);
    expect(db.prepare('SELECT version, name FROM essai_version ORDER BY version').all()).toEqual([{ version: 1, name: 'first' }, { version: 2, name: 'second' }]);
    expect(tables(db).map((t) => [t['name'], t['sql']])).toEqual([['a', 'CREATE TABLE a (x INTEGER, y TEXT)']]);
    expect(db.isTransaction).toBe(false);
  });
});

describe('the migration runner (DuckDB)', () => {
  async function withDuckdb<T>(work: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      return await work(connection);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  }
  const run = (sql: string[]) => async (connection: DuckDBConnection) => {
    for (const statement of sql) await connection.run(statement);
  };
  const duck = (version: number, name: string, sql: string[], transactional?: false): DuckdbMigration => ({
    version, name, up: run(sql), ...(transactional === false ? { transactional } : {}),
  });
  const columns = async (connection: DuckDBConnection) =>
    (await connection.runAndReadAll(`SELECT table_name, column_name FROM information_schema.columns WHERE table_name <> 'schema_version' ORDER BY table_name, column_name`)).getRowObjectsJson();

  it('rolls a failed step back whole, and keeps what a non-transactional step committed before it failed', async () => {
    await withDuckdb(async (connection) => {
      const first = duck(1, 'first', ['CREATE TABLE a (x INTEGER)']);
      const broken = duck(2, 'broken', ['ALTER TABLE a ADD COLUMN half VARCHAR', 'SELECT * FROM no_such_table']);
      const error = await migrateDuckdb(connection, { store: STORE, migrations: [first, broken] }).catch((e: unknown) => e);
      expect(MigrationError.is(error) && error.code).toBe('migration_failed');
      expect(await duckdbVersion(connection)).toBe(1);
      expect(await columns(connection)).toEqual([{ table_name: 'a', column_name: 'x' }]);

      // Outside a transaction each statement stands on its own, which is why such a step must be safe to run again.
      const alone = duck(2, 'alone', ['ALTER TABLE a ADD COLUMN IF NOT EXISTS kept VARCHAR', 'SELECT * FROM no_such_table'], false);
      await expect(migrateDuckdb(connection, { store: STORE, migrations: [first, alone] })).rejects.toThrow(/from version 1 to 2/);
      expect(await duckdbVersion(connection)).toBe(1);
      expect(await columns(connection)).toEqual([{ table_name: 'a', column_name: 'kept' }, { table_name: 'a', column_name: 'x' }]);
    });
  });

  it('gives a database with nothing recorded its whole chain in one transaction: one instant recorded, nothing visible to another connection before', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    const other = await instance.connect();
    try {
      const seen: unknown[] = [];
      const looking: DuckdbMigration = {
        version: 2,
        name: 'looking',
        async up(c) {
          seen.push(...(await other.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM duckdb_tables() WHERE table_name IN ('a', 'schema_version')`)).getRowObjectsJson());
          await c.run('ALTER TABLE a ADD COLUMN y VARCHAR');
        },
      };
      const migrations = [duck(1, 'first', ['CREATE TABLE a (x INTEGER)'], false), looking, duck(3, 'third', ['CREATE TABLE b (z VARCHAR)'])];
      expect(await migrateDuckdb(connection, { store: STORE, migrations })).toEqual({ from: 0, to: 3 });
      expect(seen).toEqual([{ n: 0 }]);
      // now() is the transaction's start: one transaction, one instant for every step.
      expect((await connection.runAndReadAll(`SELECT count(*)::INTEGER AS steps, count(DISTINCT applied_at)::INTEGER AS instants FROM schema_version`)).getRowObjectsJson()).toEqual([{ steps: 3, instants: 1 }]);
      expect(await columns(connection)).toEqual([
        { table_name: 'a', column_name: 'x' }, { table_name: 'a', column_name: 'y' }, { table_name: 'b', column_name: 'z' },
      ]);
    } finally {
      other.closeSync();
      connection.closeSync();
      instance.closeSync();
    }
  });

  it('runs the steps one at a time when the chain cannot be one transaction (a step that commits its own)', async () => {
    await withDuckdb(async (connection) => {
      const own = duck(1, 'own-transaction', ['BEGIN TRANSACTION', 'CREATE TABLE a (x INTEGER)', 'COMMIT'], false);
      const migrations = [own, duck(2, 'second', ['ALTER TABLE a ADD COLUMN y VARCHAR'])];
      expect(await migrateDuckdb(connection, { store: STORE, migrations })).toEqual({ from: 0, to: 2 });
      expect(await duckdbVersion(connection)).toBe(2);
      expect(await columns(connection)).toEqual([{ table_name: 'a', column_name: 'x' }, { table_name: 'a', column_name: 'y' }]);
    });
  });

  it('reads version 0 without writing anything, and refuses a bad numbering before any change', async () => {
    await withDuckdb(async (connection) => {
      expect(await duckdbVersion(connection)).toBe(0);
      const error = await migrateDuckdb(connection, { store: STORE, migrations: [duck(2, 'late', ['CREATE TABLE a (x INTEGER)'])] }).catch((e: unknown) => e);
      expect(MigrationError.is(error) && error.code).toBe('migration_numbering_invalid');
      expect((await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM duckdb_tables()`)).getRowObjectsJson()).toEqual([{ n: 0 }]);
    });
  });
});

describe('the SQL dialects', () => {
  it('write one template as each dialect needs it', () => {
    const template = (d: typeof SQLITE) => `ALTER TABLE t ADD COLUMN ${d.ifNotExists}at ${d.epochMs}; ALTER TABLE t ADD COLUMN ${d.ifNotExists}ok ${d.boolean};`;
    expect(template(SQLITE)).toBe('ALTER TABLE t ADD COLUMN at INTEGER; ALTER TABLE t ADD COLUMN ok INTEGER;');
    expect(template(POSTGRES)).toBe('ALTER TABLE t ADD COLUMN IF NOT EXISTS at BIGINT; ALTER TABLE t ADD COLUMN IF NOT EXISTS ok BOOLEAN;');
  });
});
