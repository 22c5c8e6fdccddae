import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSecret } from '../../webhooks/signing.ts';
import { openSqliteWebhookStore } from '../../webhooks/state/sqlite-webhook-store.ts';
import type { Subscription } from '../../webhooks/state/webhook-store.ts';
import { describeWebhookStore } from './webhook-store-suite.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annonces-webhooks-sqlite-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;

describeWebhookStore('SQLite (node:sqlite, a file in a temp folder)', async () => openSqliteWebhookStore(path.join(dir, `state-${++n}`, 'webhooks.sqlite')));

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const T0 = Date.parse('2026-11-21T02:00:00Z');

function subscription(id: string, secret: string): Subscription {
  return {
    id, keyId: 'key-a', url: 'https://receiver.example/hook', host: 'receiver.example:443', description: null, ridets: ['1234567001'], events: ['annonce.created'], signed: true,
    secret, previousSecret: null, previousSecretExpiresAt: null, status: 'actif', disabledReason: null, disabledAt: null, failingSince: null,
    lastSuccessAt: null, suspension: null, createdAt: T0, updatedAt: T0,
  };
}

/** Which of `secrets` appear, whole or by their base64 body, in the raw bytes of the files that exist. */
function foundIn(files: string[], secrets: string[]): string[] {
  const raw = Buffer.concat(files.filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
  return secrets.filter((s) => raw.includes(s) || raw.includes(s.slice('whsec_'.length, 30)));
}

describe('SQLite state at rest', () => {
  it('creates the database, its -wal and -shm 0600 in a 0700 folder', async () => {
    fs.mkdirSync(path.join(dir, 'fresh'));
    fs.chmodSync(path.join(dir, 'fresh'), 0o755);
    const file = path.join(dir, 'fresh', 'api', 'webhooks.sqlite');
    const store = openSqliteWebhookStore(file);
    try {
      await store.createSubscription(subscription('wh_modes', generateSecret()), null);
      expect(fs.existsSync(`${file}-wal`) && fs.existsSync(`${file}-shm`)).toBe(true);
      expect({ db: mode(file), wal: mode(`${file}-wal`), shm: mode(`${file}-shm`), folder: mode(path.dirname(file)) }).toEqual({
        db: 0o600, wal: 0o600, shm: 0o600, folder: 0o700,
      });
      // Only the folder the file sits in is ours to lock down; DATA_DIR stays as it was made.
      expect(mode(path.join(dir, 'fresh'))).toBe(0o755);
    } finally {
      await store.close();
    }
  });

  it('tightens an existing database, -wal, -shm and folder left readable by others', async () => {
    const folder = path.join(dir, 'loose');
    fs.mkdirSync(folder, { mode: 0o755 });
    fs.chmodSync(folder, 0o755);
    const file = path.join(folder, 'webhooks.sqlite');
    const raw = new DatabaseSync(file);
    raw.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (x)');
    raw.close();
    fs.writeFileSync(`${file}-wal`, '');
    fs.writeFileSync(`${file}-shm`, '');
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.chmodSync(f, 0o644);
    const store = openSqliteWebhookStore(file);
    try {
      expect({ db: mode(file), wal: mode(`${file}-wal`), shm: mode(`${file}-shm`), folder: mode(folder) }).toEqual({
        db: 0o600, wal: 0o600, shm: 0o600, folder: 0o700,
      });
    } finally {
      await store.close();
    }
  });

  it('leaves no byte of a deleted subscription’s secrets in the database or its WAL', async () => {
    const file = path.join(dir, 'wiped', 'webhooks.sqlite');
    const files = [file, `${file}-wal`, `${file}-shm`];
    const [old, kept, fresh, rotated] = [generateSecret(), generateSecret(), generateSecret(), generateSecret()];
    const store = openSqliteWebhookStore(file);
    try {
      await store.createSubscription(subscription('wh_old', old), null);
      await store.createSubscription(subscription('wh_kept', kept), null);
      // wh_old's row now lives in the database file itself, as after SQLite's own checkpoints.
      const other = new DatabaseSync(file);
      other.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      other.close();
      expect(foundIn([file], [old])).toEqual([old]);
      // wh_fresh's row and its rotation live only in the WAL.
      await store.createSubscription(subscription('wh_fresh', fresh), null);
      await store.updateSubscription('wh_fresh', { secret: rotated, previousSecret: fresh, previousSecretExpiresAt: T0 + 1 }, T0 + 1);
      // The scan does see secrets: the ones still in use are there.
      expect(foundIn(files, [old, kept, fresh, rotated])).toEqual([old, kept, fresh, rotated]);

      expect(await store.deleteSubscription('wh_old')).toBe(true);
      expect(await store.deleteSubscription('wh_fresh')).toBe(true);
      expect(foundIn(files, [old, fresh, rotated])).toEqual([]);
      expect(foundIn(files, [kept])).toEqual([kept]);
      expect(await store.getSubscription('wh_kept')).toMatchObject({ secret: kept });
    } finally {
      await store.close();
    }
    // Closed, the WAL is folded into the database: the live secret is there, the others are not.
    expect(foundIn([file], [old, kept, fresh, rotated])).toEqual([kept]);
  });

  it('leaves no byte of a secret rotated out twice', async () => {
    const file = path.join(dir, 'rotated', 'webhooks.sqlite');
    const store = openSqliteWebhookStore(file);
    try {
      const [first, second, third] = [generateSecret(), generateSecret(), generateSecret()];
      await store.createSubscription(subscription('wh_rot', first), null);
      await store.updateSubscription('wh_rot', { secret: second, previousSecret: first, previousSecretExpiresAt: T0 + 1 }, T0 + 1);
      await store.updateSubscription('wh_rot', { secret: third, previousSecret: second, previousSecretExpiresAt: T0 + 2 }, T0 + 2);
      expect(foundIn([file, `${file}-wal`], [first, second, third])).toEqual([second, third]);
    } finally {
      await store.close();
    }
  });
});

/**
 * Another connection (a worker thread, as another process would) takes the write lock and holds
 * it until `release()` has been called and `holdMs` more have passed, then commits a row of its
 * own.
 */
async function holdWriteLock(file: string, holdMs: number): Promise<{ release(): void; done: Promise<void> }> {
  const gate = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(
    `const { DatabaseSync } = require('node:sqlite');
     const { parentPort, workerData } = require('node:worker_threads');
     const db = new DatabaseSync(workerData.file);
     db.exec('BEGIN IMMEDIATE');
     db.prepare('INSERT INTO webhook_processed_snapshots (snapshot_id, processed_at, deliveries, baseline) VALUES (?, 0, 0, 1)').run('held-by-worker');
     parentPort.postMessage('locked');
     Atomics.wait(workerData.gate, 0, 0);
     Atomics.wait(workerData.gate, 0, 1, workerData.holdMs);
     db.exec('COMMIT');
     db.close();`,
    { eval: true, workerData: { file, gate, holdMs } },
  );
  const done = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return {
    release() {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    },
    done,
  };
}

describe('SQLite locking and transactions (what the store relies on from node:sqlite)', () => {
  it('keeps the file in WAL mode and waits for another writer instead of failing (busy_timeout, BEGIN IMMEDIATE)', async () => {
    const file = path.join(dir, 'locked', 'webhooks.sqlite');
    const store = openSqliteWebhookStore(file);
    try {
      const raw = new DatabaseSync(file);
      expect(raw.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      raw.close();
      const holdMs = 300;
      const lock = await holdWriteLock(file, holdMs);
      // The lock is held now, and stays held at least holdMs after release(): without a busy
      // timeout the write below would fail at once with 'database is locked'. With a per-key
      // limit it reads (count) before it writes: in a deferred transaction the read would pin a
      // snapshot the worker's commit makes stale, and the write would then fail (SQLITE_BUSY)
      // without waiting; BEGIN IMMEDIATE waits for the lock before reading.
      const start = performance.now();
      lock.release();
      expect(await store.createSubscription(subscription('wh_waited', generateSecret()), 10)).toBe(true);
      expect(performance.now() - start).toBeGreaterThanOrEqual(holdMs - 5);
      await lock.done;
      expect(await store.processedAmong(['held-by-worker'])).toEqual(new Set(['held-by-worker']));
      expect(await store.getSubscription('wh_waited')).toMatchObject({ id: 'wh_waited' });
    } finally {
      await store.close();
    }
  });

  it('rolls a failed write back whole and stays usable', async () => {
    const store = openSqliteWebhookStore(path.join(dir, 'rollback', 'webhooks.sqlite'));
    try {
      // The second RIDET row repeats the first: the INSERT fails after the subscription row went in.
      const broken = { ...subscription('wh_broken', generateSecret()), ridets: ['1234567001', '1234567001'] };
      await expect(store.createSubscription(broken, null)).rejects.toThrow(/UNIQUE constraint failed/);
      expect(await store.getSubscription('wh_broken')).toBeNull();
      expect(await store.createSubscription(subscription('wh_after', generateSecret()), null)).toBe(true);
      expect(await store.listSubscriptions('key-a', { limit: 10, after: null })).toMatchObject({ items: [{ id: 'wh_after' }], hasMore: false });
    } finally {
      await store.close();
    }
  });
});
