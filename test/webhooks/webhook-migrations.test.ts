import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  migratePostgresWebhookStore,
  migrateSqliteWebhookStore,
  postgresWebhookVersion,
  sqliteWebhookVersion,
} from '../../webhooks/state/migrate-webhook-store.ts';
import { WEBHOOK_MIGRATIONS } from '../../webhooks/state/migrations/index.ts';
import { openPostgresWebhookStore } from '../../webhooks/state/postgres-webhook-store.ts';
import { openSqliteWebhookStore } from '../../webhooks/state/sqlite-webhook-store.ts';
import { WebhookStoreError } from '../../webhooks/state/webhook-store-error.ts';
import type { WebhookMigration } from '../../webhooks/state/migrations/webhook-migration.ts';
import { MigrationError } from '../../platform/migrations/migration-error.ts';
import { POSTGRES, SQLITE } from '../../platform/migrations/sql-dialect.ts';
import { LEGACY_WEBHOOK_MIGRATIONS, legacyMigratePostgresWebhookStore, legacyMigrateSqliteWebhookStore } from '../helpers/legacy-migrations/webhook-migrations.ts';
import { describeWithPostgres } from './postgres-server.ts';

const LATEST = WEBHOOK_MIGRATIONS.length;
const T0 = Date.parse('2026-11-21T02:00:00Z');

// A subscription row as every version of the schema has it (the baseline's columns).
const ROW_SQL = `INSERT INTO webhook_subscriptions (id, key_id, url, host, description, signed, secret, previous_secret,
  previous_secret_expires_at, status, disabled_reason, disabled_at, failing_since, last_success_at, created_at, updated_at)
  VALUES ('wh_old', 'key-a', 'https://receiver.example/hook', 'receiver.example:443', 'kept', $signed, 'whsec_old', NULL, NULL,
  'active', NULL, NULL, NULL, NULL, ${T0}, ${T0})`;
const RIDET_SQL = `INSERT INTO webhook_subscription_ridets (ridet, subscription_id) VALUES ('1234567001', 'wh_old')`;
/** The versions the released runner knows; later ones exist only in the shared runner's list. */
const RELEASED = LEGACY_WEBHOOK_MIGRATIONS.length;
// A subscription as the code of version 3 wrote it, every column set: disabled by its owner,
// failing, rotated, suspended, with both events.
const OFF_ROW_SQL = `INSERT INTO webhook_subscriptions (id, key_id, url, host, description, signed, secret, previous_secret,
  previous_secret_expires_at, status, disabled_reason, disabled_at, failing_since, last_success_at, created_at, updated_at, events,
  suspended_at, suspended_reason, suspended_skipped)
  VALUES ('wh_off', 'key-a', 'https://other.example/hook', 'other.example:443', NULL, $signed, NULL, 'whsec_prev', ${T0 + 9},
  'disabled', 'pause', ${T0 + 5}, ${T0 + 3}, ${T0 + 2}, ${T0 + 1}, ${T0 + 6}, 'annonce.created,annonce.updated', ${T0 + 7}, 'révoquée', 4)`;
const OFF_SUBSCRIPTION = {
  id: 'wh_off', keyId: 'key-a', url: 'https://other.example/hook', host: 'other.example:443', description: null, ridets: [],
  events: ['annonce.created', 'annonce.updated'], signed: false, secret: null, previousSecret: 'whsec_prev', previousSecretExpiresAt: T0 + 9,
  status: 'desactive', disabledReason: 'pause', disabledAt: T0 + 5, failingSince: T0 + 3, lastSuccessAt: T0 + 2,
  suspension: { since: T0 + 7, reason: 'révoquée', skipped: 4 }, createdAt: T0 + 1, updatedAt: T0 + 6,
};
/** The Webhook component's names of the subscription columns (webhooks/webhook-contract.ts), and those they replaced. */
const CONTRACT_COLUMNS = ['statut', 'evenements', 'signature', 'secret_precedent_expire_le', 'en_echec_depuis', 'derniere_livraison_reussie_le', 'cree_le', 'modifie_le'];
const OLD_COLUMNS = ['status', 'events', 'signed', 'previous_secret_expires_at', 'failing_since', 'last_success_at', 'created_at', 'updated_at'];

const broken: WebhookMigration = {
  version: LATEST + 1,
  name: 'broken',
  sql: () => `CREATE TABLE half_done (x TEXT); SELECT * FROM no_such_table;`,
};

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

function sqliteFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-migrations-'));
  dirs.push(dir);
  return path.join(dir, 'state', 'webhooks.sqlite');
}

function sqliteSchema(db: DatabaseSync): unknown[] {
  return db.prepare(`SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'webhook_schema_version%' ORDER BY type, name`).all();
}

function withSqlite<T>(file: string, work: (db: DatabaseSync) => T): T {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(file);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

describe('webhook database migrations', () => {
  it('are numbered 1, 2, ... in order', () => {
    expect(WEBHOOK_MIGRATIONS.map((m) => m.version)).toEqual(WEBHOOK_MIGRATIONS.map((_, i) => i + 1));
  });

  it('keep the SQL they were released with, in both dialects, from one template', () => {
    expect(WEBHOOK_MIGRATIONS.slice(0, LEGACY_WEBHOOK_MIGRATIONS.length).map((m) => ({ version: m.version, name: m.name, sqlite: m.sql(SQLITE), postgres: m.sql(POSTGRES) }))).toEqual(LEGACY_WEBHOOK_MIGRATIONS);
  });

  describe('SQLite', () => {
    const latestSchema = () => withSqlite(sqliteFile(), (db) => {
      migrateSqliteWebhookStore(db);
      return sqliteSchema(db);
    });

    for (let version = 1; version <= RELEASED; version++) {
      it(`bring a database the released runner left at version ${version} to version ${LATEST}, keeping its rows`, async () => {
        const expected = latestSchema();
        const file = sqliteFile();
        withSqlite(file, (db) => {
          expect(legacyMigrateSqliteWebhookStore(db, { to: version })).toBe(version);
          db.exec(ROW_SQL.replace('$signed', '1'));
          db.exec(RIDET_SQL);
        });
        const store = openSqliteWebhookStore(file);
        try {
          expect(await store.getSubscription('wh_old')).toMatchObject({ id: 'wh_old', description: 'kept', ridets: ['1234567001'], signed: true, secret: 'whsec_old' });
        } finally {
          await store.close();
        }
        withSqlite(file, (db) => {
          expect(sqliteWebhookVersion(db)).toBe(LATEST);
          expect(sqliteSchema(db)).toEqual(expected);
        });
      });
    }

    it('give the subscription columns the names and statut values of the Webhook component, keeping the subscriptions stored before', async () => {
      const file = sqliteFile();
      withSqlite(file, (db) => {
        legacyMigrateSqliteWebhookStore(db, { to: RELEASED });
        db.exec(`${ROW_SQL.replace('$signed', '1')}; ${RIDET_SQL}; ${OFF_ROW_SQL.replace('$signed', '0')};`);
      });
      const store = openSqliteWebhookStore(file);
      try {
        expect(await store.getSubscription('wh_off')).toEqual(OFF_SUBSCRIPTION);
        expect(await store.getSubscription('wh_old')).toMatchObject({ status: 'actif', events: ['annonce.created'], createdAt: T0, updatedAt: T0 });
        expect((await store.listSubscriptions('key-a', { after: null, limit: 10 })).items.map((s) => s.id)).toEqual(['wh_old', 'wh_off']);
      } finally {
        await store.close();
      }
      withSqlite(file, (db) => {
        const columns = (db.prepare(`SELECT name FROM pragma_table_info('webhook_subscriptions')`).all() as Array<{ name: string }>).map((c) => c.name);
        expect(columns).toEqual(expect.arrayContaining(CONTRACT_COLUMNS));
        expect(columns.filter((c) => OLD_COLUMNS.includes(c))).toEqual([]);
      });
    });

    it('make a fresh database as the released runner did, its version table and rows included', () => {
      const everything = (db: DatabaseSync) => ({
        schema: db.prepare(`SELECT type, name, sql FROM sqlite_master ORDER BY type, name`).all(),
        versions: db.prepare(`SELECT version, name FROM webhook_schema_version ORDER BY version`).all(),
      });
      const released = withSqlite(sqliteFile(), (db) => {
        legacyMigrateSqliteWebhookStore(db);
        migrateSqliteWebhookStore(db);
        return everything(db);
      });
      expect(withSqlite(sqliteFile(), (db) => {
        migrateSqliteWebhookStore(db);
        return everything(db);
      })).toEqual(released);
    });

    it('refuse migrations numbered with a gap or twice, before any change', () => {
      withSqlite(sqliteFile(), (db) => {
        for (const migrations of [[...WEBHOOK_MIGRATIONS, { ...broken, version: LATEST + 2 }], [...WEBHOOK_MIGRATIONS, { ...broken, version: LATEST }]]) {
          let error: unknown = null;
          try {
            migrateSqliteWebhookStore(db, { migrations });
          } catch (caught) {
            error = caught;
          }
          expect(MigrationError.is(error) && error.code).toBe('migration_numbering_invalid');
        }
        expect(sqliteWebhookVersion(db)).toBe(0);
        expect(sqliteSchema(db)).toEqual([]);
      });
    });

    it('bring a database made before the numbering (tables, no version) to the latest version, keeping its rows', async () => {
      const file = sqliteFile();
      withSqlite(file, (db) => {
        db.exec(LEGACY_WEBHOOK_MIGRATIONS[0]!.sqlite);
        db.exec(ROW_SQL.replace('$signed', '1'));
      });
      const store = openSqliteWebhookStore(file);
      try {
        expect(await store.getSubscription('wh_old')).toMatchObject({ id: 'wh_old', secret: 'whsec_old' });
      } finally {
        await store.close();
      }
      withSqlite(file, (db) => expect(sqliteWebhookVersion(db)).toBe(LATEST));
    });

    it('leave a failed migration out entirely, at the last version that succeeded', () => {
      const file = sqliteFile();
      withSqlite(file, (db) => {
        migrateSqliteWebhookStore(db);
        const before = sqliteSchema(db);
        expect(() => migrateSqliteWebhookStore(db, { migrations: [...WEBHOOK_MIGRATIONS, broken] })).toThrow(/no such table/);
        expect(sqliteWebhookVersion(db)).toBe(LATEST);
        expect(sqliteSchema(db)).toEqual(before);
      });
    });

    it('refuse a database newer than the code', () => {
      const file = sqliteFile();
      withSqlite(file, (db) => {
        migrateSqliteWebhookStore(db);
        db.exec(`INSERT INTO webhook_schema_version (version, name, applied_at) VALUES (${LATEST + 1}, 'future', datetime('now'))`);
      });
      let error: unknown = null;
      try {
        openSqliteWebhookStore(file);
      } catch (caught) {
        error = caught;
      }
      expect(WebhookStoreError.is(error) && error.code).toBe('webhook_store_unavailable');
      expect((error as Error).message).toContain(`at schema version ${LATEST + 1}, this code knows up to ${LATEST}`);
    });
  });

  describeWithPostgres('PostgreSQL', (server) => {
    let n = 0;

    async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return await work(client);
      } finally {
        await client.end();
      }
    }
    const schemaOf = (client: pg.Client) =>
      client.query(`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name <> 'webhook_schema_version' ORDER BY table_name, ordinal_position`).then((r) => r.rows);

    for (let version = 1; version <= RELEASED; version++) {
      it(`bring a database the released runner left at version ${version} to version ${LATEST}, keeping its rows`, async () => {
        const expected = await withClient(await server().createDatabase(`latest_${++n}`), async (client) => {
          await migratePostgresWebhookStore(client);
          return schemaOf(client);
        });
        const url = await server().createDatabase(`at_${version}_${++n}`);
        await withClient(url, async (client) => {
          expect(await legacyMigratePostgresWebhookStore(client, { to: version })).toBe(version);
          await client.query(ROW_SQL.replace('$signed', 'true'));
          await client.query(RIDET_SQL);
        });
        const store = await openPostgresWebhookStore(url);
        try {
          expect(await store.getSubscription('wh_old')).toMatchObject({ id: 'wh_old', description: 'kept', ridets: ['1234567001'], signed: true });
        } finally {
          await store.close();
        }
        await withClient(url, async (client) => {
          expect(await postgresWebhookVersion(client)).toBe(LATEST);
          expect(await schemaOf(client)).toEqual(expected);
        });
      });
    }

    it('give the subscription columns the names and statut values of the Webhook component, keeping the subscriptions stored before', async () => {
      const url = await server().createDatabase(`renamed_${++n}`);
      await withClient(url, async (client) => {
        await legacyMigratePostgresWebhookStore(client, { to: RELEASED });
        await client.query(`${ROW_SQL.replace('$signed', 'true')}; ${RIDET_SQL}; ${OFF_ROW_SQL.replace('$signed', 'false')};`);
      });
      const store = await openPostgresWebhookStore(url);
      try {
        expect(await store.getSubscription('wh_off')).toEqual(OFF_SUBSCRIPTION);
        expect(await store.getSubscription('wh_old')).toMatchObject({ status: 'actif', events: ['annonce.created'], createdAt: T0, updatedAt: T0 });
        expect((await store.listSubscriptions('key-a', { after: null, limit: 10 })).items.map((s) => s.id)).toEqual(['wh_old', 'wh_off']);
      } finally {
        await store.close();
      }
      await withClient(url, async (client) => {
        const columns = (await client.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'webhook_subscriptions'`)).rows.map((r) => r.column_name);
        expect(columns).toEqual(expect.arrayContaining(CONTRACT_COLUMNS));
        expect(columns.filter((c) => OLD_COLUMNS.includes(c))).toEqual([]);
      });
    });

    it('bring a database made before the numbering to the latest version, and refuse one newer than the code', async () => {
      const url = await server().createDatabase(`legacy_${++n}`);
      await withClient(url, async (client) => {
        await client.query(LEGACY_WEBHOOK_MIGRATIONS[0]!.postgres);
        await client.query(ROW_SQL.replace('$signed', 'true'));
      });
      const store = await openPostgresWebhookStore(url);
      try {
        expect(await store.getSubscription('wh_old')).toMatchObject({ id: 'wh_old' });
      } finally {
        await store.close();
      }
      await withClient(url, async (client) => {
        expect(await postgresWebhookVersion(client)).toBe(LATEST);
        await expect(migratePostgresWebhookStore(client, { migrations: [...WEBHOOK_MIGRATIONS, broken] })).rejects.toThrow(/no_such_table/);
        expect(await postgresWebhookVersion(client)).toBe(LATEST);
        expect((await client.query(`SELECT to_regclass('half_done') AS t`)).rows).toEqual([{ t: null }]);
        await client.query(`INSERT INTO webhook_schema_version (version, name, applied_at) VALUES (${LATEST + 1}, 'future', now())`);
      });
      const error = await openPostgresWebhookStore(url).catch((e: unknown) => e);
      expect(WebhookStoreError.is(error) && error.code).toBe('webhook_store_unavailable');
      expect((error as Error).message).toContain(`at schema version ${LATEST + 1}, this code knows up to ${LATEST}`);
    });
  });
});
