import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { SignalementInput } from '../../../signalements/signalement.ts';
import { openPostgresSignalementStore } from '../../../signalements/state/postgres-signalement-store.ts';
import type { CreateMeta, SignalementStore } from '../../../signalements/state/signalement-store.ts';
import { openSqliteSignalementStore } from '../../../signalements/state/sqlite-signalement-store.ts';
import { openSqliteWebhookStore } from '../../../webhooks/state/sqlite-webhook-store.ts';
import { describeWithPostgres } from '../../webhooks/postgres-server.ts';

const INPUT: SignalementInput = { annonce_id: null, ridet: '1234567001', champ: 'denomination', valeur_proposee: 'LE BON NOM', commentaire: 'Le Kbis dit autrement.' };
const T0 = Date.UTC(2026, 0, 1);
const NETWORK = '4:cb0071';

/** A report's meta with a generous network share, from NETWORK without a key unless told. */
function meta(id: string, now: number, maxOpen: number, over: Partial<CreateMeta> = {}): CreateMeta {
  return { id, origine: 'api', now, maxOpen, client: { network: NETWORK, key: null }, networkShare: { since: 0, max: 1000 }, ...over };
}

/** A store at a schema version, a way to open the same database again with this code, and raw SQL on it (rows written by older code). */
type Opened = { store: SignalementStore; reopen: () => Promise<SignalementStore>; exec: (sql: string) => Promise<void> };

/** The same behaviour from both drivers. */
function describeStore(name: string, open: (migrateTo?: number) => Promise<Opened>): void {
  describe(name, () => {
    it('brings a database of schema version 1 to the latest: its reports kept, then settled with who and why', async () => {
      const { store: v1, reopen, exec } = await open(1);
      await v1.close();
      // Rows as the code of version 1 wrote them.
      await exec(`INSERT INTO signalements (id, annonce_id, ridet, champ, valeur_proposee, commentaire, origine, statut, created_at)
        VALUES ('sig_v1', NULL, '1234567001', 'denomination', 'LE BON NOM', 'Le Kbis dit autrement.', 'api', 'ouvert', ${T0}),
               ('sig_v1b', NULL, '1234567001', 'denomination', 'LE BON NOM', 'Le Kbis dit autrement.', 'api', 'ouvert', ${T0 + 1})`);
      const latest = await reopen();
      try {
        expect(await latest.get('sig_v1')).toMatchObject({ statut: 'ouvert', settled_by: null, motif_rejet: null, client_network: null, client_key: null });
        expect(await latest.reject('sig_v1', 'Doublon de sig_v1b.', 'marie', T0 + 5)).toMatchObject({ ok: true, signalement: { statut: 'rejete', settled_by: 'marie', motif_rejet: 'Doublon de sig_v1b.' } });
        expect(await latest.counts()).toEqual({ ouverts: 1, traites: 0, rejetes: 1 });
        // A report from before the network was kept counts against no network's share.
        expect((await latest.create(INPUT, meta('sig_new', T0 + 6, 10, { networkShare: { since: 0, max: 1 } }))).ok).toBe(true);
      } finally {
        await latest.close();
      }
    });

    it('refuses a network past its share of the day, whatever became of its reports, and takes it again the next day; other networks meanwhile', async () => {
      const { store } = await open();
      try {
        const share = (since: number) => ({ networkShare: { since, max: 2 } });
        expect((await store.create(INPUT, meta('sig_n1', T0 + 1, 100, share(T0)))).ok).toBe(true);
        expect((await store.create(INPUT, meta('sig_n2', T0 + 2, 100, share(T0)))).ok).toBe(true);
        expect(await store.reject('sig_n1', 'Spam.', 'marie', T0 + 3)).toMatchObject({ ok: true });
        expect(await store.create(INPUT, meta('sig_n3', T0 + 4, 100, share(T0)))).toEqual({ ok: false, reason: 'network_share' });
        expect(await store.get('sig_n3')).toBeNull();
        expect((await store.create(INPUT, meta('sig_o1', T0 + 5, 100, { ...share(T0), client: { network: '4:cb0072', key: null } }))).ok).toBe(true);
        // The next day starts at T0 + DAY: yesterday's reports no longer count.
        const day = 86_400_000;
        expect((await store.create(INPUT, meta('sig_n4', T0 + day, 100, share(T0 + day)))).ok).toBe(true);
        expect(await store.get('sig_n4')).toMatchObject({ client_network: NETWORK, client_key: null });
      } finally {
        await store.close();
      }
    });

    it('rejects every open report of a range of networks, or of a key, in one statement, leaving closed ones and others as they were', async () => {
      const { store } = await open();
      try {
        const from = (network: string, key: string | null = null) => ({ client: { network, key } });
        for (let i = 0; i < 5; i += 1) expect((await store.create(INPUT, meta(`sig_a${i}`, T0 + i, 100, from('4:cb0071')))).ok).toBe(true);
        expect((await store.create(INPUT, meta('sig_b0', T0 + 10, 100, from('4:cb0073')))).ok).toBe(true);
        expect((await store.create(INPUT, meta('sig_c0', T0 + 11, 100, from('4:cb0100')))).ok).toBe(true);
        expect((await store.create(INPUT, meta('sig_k0', T0 + 12, 100, from('6:20010db8000001', 'key_0123456789ab')))).ok).toBe(true);
        expect((await store.create(INPUT, meta('sig_k1', T0 + 13, 100, from('4:0a0000', 'key_0123456789ab')))).ok).toBe(true);
        expect(await store.settle('sig_a0', 'cor-000000000001', T0 + 20, 'marie')).toMatchObject({ ok: true });

        // 203.0.112.0/22: cb0070..cb0073.
        expect(await store.rejectAllFrom({ network: { low: '4:cb0070', high: '4:cb0073' } }, 'Inondation depuis 203.0.112.0/22.', 'paul', T0 + 30)).toBe(5);
        expect(await store.get('sig_a0')).toMatchObject({ statut: 'traite', correction_id: 'cor-000000000001' });
        expect(await store.get('sig_a3')).toMatchObject({ statut: 'rejete', motif_rejet: 'Inondation depuis 203.0.112.0/22.', settled_by: 'paul', clos_le: T0 + 30 });
        expect(await store.rejectAllFrom({ key: 'key_0123456789ab' }, 'Clé abusive.', 'paul', T0 + 31)).toBe(2);
        expect(await store.rejectAllFrom({ key: 'key_0123456789ab' }, 'Encore.', 'paul', T0 + 32)).toBe(0);
        expect((await store.listOpen()).map((s) => s.id)).toEqual(['sig_c0']);
        expect(await store.counts()).toEqual({ ouverts: 1, traites: 1, rejetes: 7 });
      } finally {
        await store.close();
      }
    });

    it('lists every open report without a limit, oldest first, and the first ones with one', async () => {
      const { store } = await open();
      try {
        for (let i = 0; i < 250; i += 1) expect((await store.create(INPUT, meta(`sig_${String(i).padStart(3, '0')}`, T0 + 1000 - i, 1000))).ok).toBe(true);
        const all = await store.listOpen();
        expect(all).toHaveLength(250);
        expect(all[0]!.id).toBe('sig_249');
        expect((await store.listOpen(3)).map((s) => s.id)).toEqual(['sig_249', 'sig_248', 'sig_247']);
      } finally {
        await store.close();
      }
    });

    it('stores, lists the open ones oldest first, settles once, counts, and refuses past the cap of open reports', async () => {
      const { store, reopen } = await open();
      try {
        expect(await store.create(INPUT, meta('sig_b', T0 + 2, 2))).toMatchObject({ ok: true, signalement: { id: 'sig_b', statut: 'ouvert', cree_le: T0 + 2 } });
        expect((await store.create({ ...INPUT, annonce_id: '0123456789abcdef0123', ridet: null, valeur_proposee: null }, meta('sig_a', T0 + 1, 2, { origine: 'formulaire' }))).ok).toBe(true);
        expect(await store.create(INPUT, meta('sig_c', T0 + 3, 2))).toEqual({ ok: false, reason: 'full' });
        expect(await store.get('sig_c')).toBeNull();
        expect((await store.listOpen(10)).map((s) => s.id)).toEqual(['sig_a', 'sig_b']);
        expect(await store.get('sig_a')).toEqual({
          id: 'sig_a', annonce_id: '0123456789abcdef0123', ridet: null, champ: 'denomination', valeur_proposee: null, commentaire: 'Le Kbis dit autrement.',
          origine: 'formulaire', statut: 'ouvert', correction_id: null, cree_le: T0 + 1, clos_le: null, settled_by: null, motif_rejet: null,
          client_network: NETWORK, client_key: null,
        });

        expect(await store.settle('sig_a', 'cor-000000000001', T0 + 10, 'marie')).toMatchObject({
          ok: true, signalement: { statut: 'traite', correction_id: 'cor-000000000001', clos_le: T0 + 10, settled_by: 'marie', motif_rejet: null },
        });
        expect(await store.settle('sig_a', 'cor-000000000002', T0 + 11)).toMatchObject({ ok: false, reason: 'already_settled', signalement: { correction_id: 'cor-000000000001' } });
        expect(await store.reject('sig_a', 'Rien à corriger.', 'paul', T0 + 11)).toMatchObject({ ok: false, reason: 'already_settled', signalement: { statut: 'traite' } });
        expect(await store.settle('sig_x', 'cor-000000000002', T0 + 11)).toEqual({ ok: false, reason: 'not_found', signalement: null });
        expect(await store.reject('sig_x', 'Rien à corriger.', 'paul', T0 + 11)).toEqual({ ok: false, reason: 'not_found', signalement: null });
        expect(await store.counts()).toEqual({ ouverts: 1, traites: 1, rejetes: 0 });
        // A settled report frees its place under the cap.
        expect((await store.create(INPUT, meta('sig_c', T0 + 12, 2))).ok).toBe(true);

        const secret = await store.formSecret();
        expect(secret).toHaveLength(32);
        expect(await store.formSecret()).toEqual(secret);
        // Rejected: closed without a correction, with who and why; it leaves the open list and frees its place.
        expect(await store.reject('sig_b', 'Le Kbis confirme la dénomination publiée.', 'paul', T0 + 13)).toMatchObject({
          ok: true, signalement: { id: 'sig_b', statut: 'rejete', correction_id: null, clos_le: T0 + 13, settled_by: 'paul', motif_rejet: 'Le Kbis confirme la dénomination publiée.' },
        });
        expect(await store.reject('sig_b', 'encore', 'paul', T0 + 14)).toMatchObject({ ok: false, reason: 'already_settled', signalement: { statut: 'rejete', clos_le: T0 + 13 } });
        expect(await store.settle('sig_b', 'cor-000000000003', T0 + 14)).toMatchObject({ ok: false, reason: 'already_settled', signalement: { statut: 'rejete', correction_id: null } });
        expect((await store.listOpen(10)).map((s) => s.id)).toEqual(['sig_c']);
        expect((await store.create(INPUT, meta('sig_d', T0 + 15, 2))).ok).toBe(true);
        expect(await store.counts()).toEqual({ ouverts: 2, traites: 1, rejetes: 1 });

        // Another instance (or a restart) opening the same database: the same rows, the same form key.
        const other = await reopen();
        try {
          expect(await other.formSecret()).toEqual(secret);
          expect(await other.counts()).toEqual({ ouverts: 2, traites: 1, rejetes: 1 });
        } finally {
          await other.close();
        }
      } finally {
        await store.close();
      }
    });
  });
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describeStore('SQLite (the webhook database file)', async (migrateTo) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signalement-store-'));
  dirs.push(dir);
  const file = path.join(dir, 'api', 'webhooks.sqlite');
  // The webhook store made the file first, as in a running API: both sets of tables live in it.
  await openSqliteWebhookStore(file).close();
  const store = openSqliteSignalementStore(file, migrateTo === undefined ? {} : { migrateTo });
  const exec = (sql: string) => {
    const db = new DatabaseSync(file);
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
    return Promise.resolve();
  };
  return { store, reopen: () => Promise.resolve(openSqliteSignalementStore(file)), exec };
});

describe('SQLite file', () => {
  it('is created private, as the webhook store makes it, when the reports open it first', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'signalement-store-'));
    dirs.push(dir);
    const file = path.join(dir, 'api', 'webhooks.sqlite');
    await openSqliteSignalementStore(file).close();
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    // The webhook store opens it afterwards, its own tables beside the reports'.
    const webhooks = openSqliteWebhookStore(file);
    await webhooks.close();
  });
});

describeWithPostgres('PostgreSQL', (server) => {
  let databases = 0;
  describeStore('PostgreSQL (pg, a throwaway server)', async (migrateTo) => {
    databases += 1;
    const url = await server().createDatabase(`signalements_${databases}`);
    const exec = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    return { store: await openPostgresSignalementStore(url, migrateTo === undefined ? {} : { migrateTo }), reopen: () => openPostgresSignalementStore(url), exec };
  });
});
