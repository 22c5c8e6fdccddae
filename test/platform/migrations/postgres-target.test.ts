import pg from 'pg';
import { expect, it } from 'vitest';
import { MigrationError } from '../../../platform/migrations/migration-error.ts';
import { migratePostgres, postgresVersion } from '../../../platform/migrations/postgres-target.ts';
import type { SqlMigration } from '../../../platform/migrations/sql-dialect.ts';
import { describeWithPostgres } from '../../webhooks/postgres-server.ts';

const STORE = { label: '[essai] [postgres]', subject: 'the test database' };
const LOCK = 7_399_001;
const step = (version: number, name: string, sql: string): SqlMigration => ({ version, name, sql: () => sql });

describeWithPostgres('the migration runner (PostgreSQL)', (server) => {
  it('applies each step in its own transaction under the lock, and releases the lock whether it succeeds or fails', async () => {
    const client = new pg.Client({ connectionString: await server().createDatabase('migration_runner') });
    await client.connect();
    try {
      const locks = async () => (await client.query(`SELECT count(*)::INTEGER AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`)).rows[0];
      const first = step(1, 'first', 'CREATE TABLE a (x INTEGER);');
      const options = { store: STORE, versionTable: 'essai_version', lockKey: LOCK };
      expect(await migratePostgres(client, { ...options, migrations: [first] })).toEqual({ from: 0, to: 1 });
      expect(await locks()).toEqual({ n: 0 });

      const broken = step(2, 'broken', 'CREATE TABLE half (x TEXT); SELECT * FROM no_such_table;');
      const error = await migratePostgres(client, { ...options, migrations: [first, broken] }).catch((e: unknown) => e);
      expect(MigrationError.is(error) && error.code).toBe('migration_failed');
      expect((error as Error).message).toMatch(/^\[essai\] \[postgres\] cannot migrate from version 1 to 2: relation "no_such_table" does not exist/);
      expect(await locks()).toEqual({ n: 0 });
      expect(await postgresVersion(client, 'essai_version')).toBe(1);
      expect((await client.query(`SELECT to_regclass('half') AS t`)).rows).toEqual([{ t: null }]);
    } finally {
      await client.end();
    }
  });

  it('gives a database with nothing recorded its whole chain in one transaction, and one step at a time the chain that fails', async () => {
    const client = new pg.Client({ connectionString: await server().createDatabase('migration_chain') });
    await client.connect();
    try {
      const options = { store: STORE, versionTable: 'essai_version', lockKey: LOCK };
      const chain = [step(1, 'first', 'CREATE TABLE a (x INTEGER);'), step(2, 'second', 'ALTER TABLE a ADD COLUMN y TEXT;')];
      expect(await migratePostgres(client, { ...options, migrations: chain })).toEqual({ from: 0, to: 2 });
      // now() is the transaction's start: one transaction, one instant for every step.
      expect((await client.query(`SELECT count(*)::INTEGER AS steps, count(DISTINCT applied_at)::INTEGER AS instants FROM essai_version`)).rows).toEqual([{ steps: 2, instants: 1 }]);

      await client.query('DROP TABLE a; DROP TABLE essai_version;');
      const broken = step(3, 'broken', 'CREATE TABLE half (x TEXT); SELECT * FROM no_such_table;');
      const error = await migratePostgres(client, { ...options, migrations: [...chain, broken] }).catch((e: unknown) => e);
      expect(MigrationError.is(error) && error.code).toBe('migration_failed');
      expect((error as Error).message).toMatch(/^\[essai\] \[postgres\] cannot migrate from version 2 to 3: relation "no_such_table" does not exist/);
      expect(await postgresVersion(client, 'essai_version')).toBe(2);
      expect((await client.query(`SELECT to_regclass('half') AS t`)).rows).toEqual([{ t: null }]);
      expect((await client.query(`SELECT count(*)::INTEGER AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`)).rows[0]).toEqual({ n: 0 });
    } finally {
      await client.end();
    }
  });
});
