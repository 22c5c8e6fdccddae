import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SignalementInput } from '../../../signalements/signalement.js';
import { openPostgresSignalementStore } from '../../../signalements/state/postgres-signalement-store.js';
import type { SignalementStore } from '../../../signalements/state/signalement-store.js';
import { openSqliteSignalementStore } from '../../../signalements/state/sqlite-signalement-store.js';
import { openSqliteWebhookStore } from '../../../webhooks/state/sqlite-webhook-store.js';
import { describeWithPostgres } from '../../webhooks/postgres-server.js';

const INPUT: SignalementInput = { annonce_id: null, ridet: '1234567001', champ: 'denomination', valeur_proposee: 'LE BON NOM', commentaire: 'Le Kbis dit autrement.' };
const T0 = Date.UTC(2026, 0, 1);

/** The same behaviour from both drivers. */
function describeStore(name: string, open: (migrateTo?: number) => Promise<{ store: SignalementStore; reopen: () => Promise<SignalementStore> }>): void {
  describe(name, () => {
    it('brings a database of schema version 1 to the latest: its reports kept, then settled with who and why', async () => {
      const { store: v1, reopen } = await open(1);
      try {
        expect((await v1.create(INPUT, { id: 'sig_v1', origine: 'api', now: T0, maxOpen: 10 })).ok).toBe(true);
        expect((await v1.create(INPUT, { id: 'sig_v1b', origine: 'api', now: T0 + 1, maxOpen: 10 })).ok).toBe(true);
      } finally {
        await v1.close();
      }
      const latest = await reopen();
      try {
        expect(await latest.get('sig_v1')).toMatchObject({ statut: 'ouvert', settled_by: null, rejection_reason: null });
        expect(await latest.reject('sig_v1', 'Doublon de sig_v1b.', 'marie', T0 + 5)).toMatchObject({ ok: true, signalement: { statut: 'rejete', settled_by: 'marie', rejection_reason: 'Doublon de sig_v1b.' } });
        expect(await latest.counts()).toEqual({ ouverts: 1, traites: 0, rejetes: 1 });
      } finally {
        await latest.close();
      }
    });

    it('stores, lists the open ones oldest first, settles once, counts, and refuses past the cap of open reports', async () => {
      const { store, reopen } = await open();
      try {
        expect(await store.create(INPUT, { id: 'sig_b', origine: 'api', now: T0 + 2, maxOpen: 2 })).toMatchObject({ ok: true, signalement: { id: 'sig_b', statut: 'ouvert', created_at: T0 + 2 } });
        expect((await store.create({ ...INPUT, annonce_id: '0123456789abcdef0123', ridet: null, valeur_proposee: null }, { id: 'sig_a', origine: 'formulaire', now: T0 + 1, maxOpen: 2 })).ok).toBe(true);
        expect(await store.create(INPUT, { id: 'sig_c', origine: 'api', now: T0 + 3, maxOpen: 2 })).toEqual({ ok: false, reason: 'full' });
        expect(await store.get('sig_c')).toBeNull();
        expect((await store.listOpen(10)).map((s) => s.id)).toEqual(['sig_a', 'sig_b']);
        expect(await store.get('sig_a')).toEqual({
          id: 'sig_a', annonce_id: '0123456789abcdef0123', ridet: null, champ: 'denomination', valeur_proposee: null, commentaire: 'Le Kbis dit autrement.',
          origine: 'formulaire', statut: 'ouvert', correction_id: null, created_at: T0 + 1, settled_at: null, settled_by: null, rejection_reason: null,
        });

        expect(await store.settle('sig_a', 'cor-000000000001', T0 + 10, 'marie')).toMatchObject({
          ok: true, signalement: { statut: 'traite', correction_id: 'cor-000000000001', settled_at: T0 + 10, settled_by: 'marie', rejection_reason: null },
        });
        expect(await store.settle('sig_a', 'cor-000000000002', T0 + 11)).toMatchObject({ ok: false, reason: 'already_settled', signalement: { correction_id: 'cor-000000000001' } });
        expect(await store.reject('sig_a', 'Rien à corriger.', 'paul', T0 + 11)).toMatchObject({ ok: false, reason: 'already_settled', signalement: { statut: 'traite' } });
        expect(await store.settle('sig_x', 'cor-000000000002', T0 + 11)).toEqual({ ok: false, reason: 'not_found', signalement: null });
        expect(await store.reject('sig_x', 'Rien à corriger.', 'paul', T0 + 11)).toEqual({ ok: false, reason: 'not_found', signalement: null });
        expect(await store.counts()).toEqual({ ouverts: 1, traites: 1, rejetes: 0 });
        // A settled report frees its place under the cap.
        expect((await store.create(INPUT, { id: 'sig_c', origine: 'api', now: T0 + 12, maxOpen: 2 })).ok).toBe(true);

        const secret = await store.formSecret();
        expect(secret).toHaveLength(32);
        expect(await store.formSecret()).toEqual(secret);
        // Rejected: closed without a correction, with who and why; it leaves the open list and frees its place.
        expect(await store.reject('sig_b', 'Le Kbis confirme la dénomination publiée.', 'paul', T0 + 13)).toMatchObject({
          ok: true, signalement: { id: 'sig_b', statut: 'rejete', correction_id: null, settled_at: T0 + 13, settled_by: 'paul', rejection_reason: 'Le Kbis confirme la dénomination publiée.' },
        });
        expect(await store.reject('sig_b', 'encore', 'paul', T0 + 14)).toMatchObject({ ok: false, reason: 'already_settled', signalement: { statut: 'rejete', settled_at: T0 + 13 } });
        expect(await store.settle('sig_b', 'cor-000000000003', T0 + 14)).toMatchObject({ ok: false, reason: 'already_settled', signalement: { statut: 'rejete', correction_id: null } });
        expect((await store.listOpen(10)).map((s) => s.id)).toEqual(['sig_c']);
        expect((await store.create(INPUT, { id: 'sig_d', origine: 'api', now: T0 + 15, maxOpen: 2 })).ok).toBe(true);
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
  return { store, reopen: () => Promise.resolve(openSqliteSignalementStore(file)) };
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
    return { store: await openPostgresSignalementStore(url, migrateTo === undefined ? {} : { migrateTo }), reopen: () => openPostgresSignalementStore(url) };
  });
});
