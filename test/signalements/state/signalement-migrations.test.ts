import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MigrationError } from '../../../platform/migrations/migration-error.ts';
import { POSTGRES, SQLITE } from '../../../platform/migrations/sql-dialect.ts';
import { SignalementError } from '../../../signalements/signalement.ts';
import { migratePostgresSignalements, migrateSqliteSignalements } from '../../../signalements/state/migrate-signalement-store.ts';
import { SIGNALEMENT_MIGRATIONS } from '../../../signalements/state/migrations/index.ts';
import { openPostgresSignalementStore } from '../../../signalements/state/postgres-signalement-store.ts';
import { openSqliteSignalementStore } from '../../../signalements/state/sqlite-signalement-store.ts';
import {
  LEGACY_SIGNALEMENT_MIGRATIONS,
  legacyMigratePostgresSignalements,
  legacyMigrateSqliteSignalements,
} from '../../helpers/legacy-migrations/signalement-migrations.ts';
import { describeWithPostgres } from '../../webhooks/postgres-server.ts';

const LATEST = SIGNALEMENT_MIGRATIONS.length;
const T0 = Date.UTC(2026, 0, 1);
// A report as the code of version 1 wrote it: the columns every version has.
const ROW = `INSERT INTO signalements (id, annonce_id, ridet, champ, valeur_proposee, commentaire, origine, statut, created_at)
  VALUES ('sig_old', NULL, '1234567001', 'denomination', 'LE BON NOM', 'Le Kbis dit autrement.', 'api', 'ouvert', ${T0})`;

// Reports as the code of version 3 wrote them: one open, one rejected with who, when and why.
const SETTLED_ROWS = `${ROW};
INSERT INTO signalements (id, annonce_id, ridet, champ, valeur_proposee, commentaire, origine, statut, correction_id, created_at, settled_at, settled_by, rejection_reason, client_network, client_key)
  VALUES ('sig_rej', NULL, '1234567001', 'type', NULL, 'Ce n’est pas une dissolution.', 'formulaire', 'rejete', NULL, ${T0 + 1}, ${T0 + 2}, 'marie', 'Le texte dit dissolution.', '4:cb0071', 'key-1')`;
const SETTLED_REPORT = {
  id: 'sig_rej', annonce_id: null, ridet: '1234567001', champ: 'type', valeur_proposee: null, commentaire: 'Ce n’est pas une dissolution.', origine: 'formulaire',
  statut: 'rejete', correction_id: null, cree_le: T0 + 1, clos_le: T0 + 2, settled_by: 'marie', motif_rejet: 'Le texte dit dissolution.', client_network: '4:cb0071', client_key: 'key-1',
};
const OLD_NAMES = ['created_at', 'settled_at', 'rejection_reason'];

const dirs: string[] = [];
afterAll(() => {
  while (dirs.length > 0) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

function sqliteFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signalement-migrations-'));
  dirs.push(dir);
  return path.join(dir, 'webhooks.sqlite');
}

function withSqlite<T>(file: string, work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(file);
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const sqliteTables = (db: DatabaseSync) => db.prepare(`SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'signalement_schema_version%' ORDER BY type, name`).all();
const sqliteVersions = (db: DatabaseSync) => db.prepare(`SELECT version, name FROM signalement_schema_version ORDER BY version`).all();
const ALL_VERSIONS = SIGNALEMENT_MIGRATIONS.map((m) => ({ version: m.version, name: m.name }));

describe('reports migrations', () => {
  it('keep the SQL they were released with, in both dialects, from one template', () => {
    const released = SIGNALEMENT_MIGRATIONS.slice(0, LEGACY_SIGNALEMENT_MIGRATIONS.length);
    expect(released.map((m) => ({ version: m.version, name: m.name, sqlite: m.sql(SQLITE), postgres: m.sql(POSTGRES) }))).toEqual(LEGACY_SIGNALEMENT_MIGRATIONS);
  });

  describe('SQLite', () => {
    for (let version = 1; version <= LEGACY_SIGNALEMENT_MIGRATIONS.length; version++) {
      it(`bring the tables the released runner left at version ${version} to version ${LATEST}, keeping their reports`, async () => {
        const expected = withSqlite(sqliteFile(), (db) => {
          legacyMigrateSqliteSignalements(db, undefined);
          migrateSqliteSignalements(db);
          return sqliteTables(db);
        });
        const file = sqliteFile();
        withSqlite(file, (db) => {
          legacyMigrateSqliteSignalements(db, version);
          db.exec(ROW);
        });
        const store = openSqliteSignalementStore(file);
        try {
          expect(await store.get('sig_old')).toMatchObject({ id: 'sig_old', statut: 'ouvert', settled_by: null, client_network: null });
        } finally {
          await store.close();
        }
        withSqlite(file, (db) => {
          expect(sqliteVersions(db)).toEqual(ALL_VERSIONS);
          expect(sqliteTables(db)).toEqual(expected);
        });
      });
    }

    it('give the three columns SignalementSuivi publishes its names (cree_le, clos_le, motif_rejet), keeping the values of reports stored before', async () => {
      const file = sqliteFile();
      withSqlite(file, (db) => {
        legacyMigrateSqliteSignalements(db, 3);
        db.exec(SETTLED_ROWS);
      });
      const store = openSqliteSignalementStore(file);
      try {
        expect(await store.get('sig_rej')).toEqual(SETTLED_REPORT);
        expect(await store.listOpen()).toMatchObject([{ id: 'sig_old', cree_le: T0 }]);
      } finally {
        await store.close();
      }
      withSqlite(file, (db) => {
        const columns = (db.prepare(`SELECT name FROM pragma_table_info('signalements')`).all() as Array<{ name: string }>).map((c) => c.name);
        expect(columns).toEqual(expect.arrayContaining(['cree_le', 'clos_le', 'motif_rejet']));
        expect(columns.filter((c) => OLD_NAMES.includes(c))).toEqual([]);
      });
    });

    it('refuse tables newer than the code with the store’s code, the runner’s error as its cause', () => {
      const file = sqliteFile();
      withSqlite(file, (db) => {
        legacyMigrateSqliteSignalements(db, undefined);
        db.exec(`INSERT INTO signalement_schema_version (version, name, applied_at) VALUES (${LATEST + 1}, 'future', datetime('now'))`);
      });
      let error: unknown = null;
      try {
        openSqliteSignalementStore(file);
      } catch (caught) {
        error = caught;
      }
      expect(SignalementError.is(error) && error.code).toBe('signalements_unavailable');
      expect((error as Error).message).toContain(`at schema version ${LATEST + 1}, this code knows up to ${LATEST}`);
      const cause = (error as Error).cause;
      expect(MigrationError.is(cause) && cause.code).toBe('migration_schema_newer');
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
        WHERE table_schema = 'public' AND table_name <> 'signalement_schema_version' ORDER BY table_name, ordinal_position`).then((r) => r.rows);
    const indexesOf = (client: pg.Client) => client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`).then((r) => r.rows);

    it('give the three columns SignalementSuivi publishes its names, keeping the values of reports stored before', async () => {
      const url = await server().createDatabase(`signalements_renamed_${++n}`);
      await withClient(url, async (client) => {
        await legacyMigratePostgresSignalements(client, 3);
        await client.query(SETTLED_ROWS);
      });
      const store = await openPostgresSignalementStore(url);
      try {
        expect(await store.get('sig_rej')).toEqual(SETTLED_REPORT);
        expect(await store.listOpen()).toMatchObject([{ id: 'sig_old', cree_le: T0 }]);
      } finally {
        await store.close();
      }
      await withClient(url, async (client) => {
        const columns = (await client.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'signalements'`)).rows.map((r) => r.column_name);
        expect(columns).toEqual(expect.arrayContaining(['cree_le', 'clos_le', 'motif_rejet']));
        expect(columns.filter((c) => OLD_NAMES.includes(c))).toEqual([]);
      });
    });

    it('bring the tables the released runner left at each version to the latest, keeping their reports, and release the migrations lock', async () => {
      const expected = await withClient(await server().createDatabase(`signalements_latest_${++n}`), async (client) => {
        await legacyMigratePostgresSignalements(client, undefined);
        await migratePostgresSignalements(client);
        return { columns: await schemaOf(client), indexes: await indexesOf(client) };
      });
      for (let version = 1; version <= LEGACY_SIGNALEMENT_MIGRATIONS.length; version++) {
        const url = await server().createDatabase(`signalements_at_${version}_${++n}`);
        await withClient(url, async (client) => {
          await legacyMigratePostgresSignalements(client, version);
          await client.query(ROW);
        });
        const store = await openPostgresSignalementStore(url);
        try {
          expect(await store.get('sig_old')).toMatchObject({ id: 'sig_old', statut: 'ouvert', settled_by: null, cree_le: T0 });
        } finally {
          await store.close();
        }
        await withClient(url, async (client) => {
          expect((await client.query(`SELECT version, name FROM signalement_schema_version ORDER BY version`)).rows).toEqual(ALL_VERSIONS);
          expect({ columns: await schemaOf(client), indexes: await indexesOf(client) }).toEqual(expected);
          expect((await client.query(`SELECT count(*)::INTEGER AS n FROM pg_locks WHERE locktype = 'advisory'`)).rows).toEqual([{ n: 0 }]);
        });
      }
    });
  });
});
