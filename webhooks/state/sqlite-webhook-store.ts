import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { errorMessage } from '../../kernel/errors/app-error.ts';
import { migrateSqliteWebhookStore } from './migrate-webhook-store.ts';
import {
  attemptFromRow, claimedFromRow, deliveryFromRow, eventsColumn, eventsFromColumn, HEALTH_COLUMNS, healthFromRow, subscriptionColumns, subscriptionFromRow, type Row,
} from './rows.ts';
import { subscriptionAfterAttempt } from './subscription-health.ts';
import { WebhookStoreError } from './webhook-store-error.ts';
import {
  ATTEMPTS_SHOWN,
  deliveryIdFor,
  type ClaimInput,
  type ClaimedDelivery,
  type Delivery,
  type DeliveryCounts,
  type DeliveryPage,
  type DeliveryWithAttempts,
  type EmitInput,
  type FinishInput,
  type Subscription,
  type SubscriptionChanges,
  type WebhookStore,
} from './webhook-store.ts';

/**
 * The file holds every signing secret, so it is the owner's alone, like keys.json: the folder
 * 0700, the database 0600 (created so before SQLite opens it: SQLite creates its -wal and
 * -shm with the database's mode), and any of the three found looser, from an older version
 * or a copy, is tightened before SQLite reopens it. The process umask is left alone: it is
 * process-wide, and these modes do not depend on it. Only the file's own folder is touched,
 * never DATA_DIR above it.
 */
function preparePrivateFile(file: string): void {
  const folder = path.dirname(file);
  fs.mkdirSync(path.dirname(folder), { recursive: true });
  try {
    fs.mkdirSync(folder, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const folderStat = fs.statSync(folder);
  // A shared folder (sticky bit, as /tmp) or someone else's is not ours to lock down.
  if ((folderStat.mode & 0o077) !== 0 && (folderStat.mode & 0o1000) === 0 && folderStat.uid === process.getuid?.()) {
    fs.chmodSync(folder, folderStat.mode & 0o700);
  }
  fs.closeSync(fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600));
  tightenFiles(file);
}

function tightenFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    let mode: number;
    try {
      mode = fs.statSync(f).mode;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if ((mode & 0o077) !== 0) fs.chmodSync(f, mode & 0o700);
  }
}

/** A prepared statement whose rows have a known shape (node:sqlite types them as plain records). */
interface Statement<R> {
  get(...params: SQLInputValue[]): R | undefined;
  all(...params: SQLInputValue[]): R[];
  run(...params: SQLInputValue[]): { changes: number };
}

function prepare<R = Row>(db: DatabaseSync, sql: string): Statement<R> {
  const stmt = db.prepare(sql);
  return {
    get: (...params) => stmt.get(...params) as R | undefined,
    all: (...params) => stmt.all(...params) as R[],
    run: (...params) => ({ changes: Number(stmt.run(...params).changes) }),
  };
}

/**
 * Wraps `work` in one BEGIN IMMEDIATE transaction: the write lock is taken at BEGIN (waiting up
 * to busy_timeout for another writer), so a transaction that reads then writes never fails on
 * upgrading its lock; committed when `work` returns, rolled back when it throws (COMMIT
 * included), and the connection is left outside any transaction either way. node:sqlite has no
 * transaction helper of its own; these are never nested.
 */
function immediate<A extends unknown[], R>(db: DatabaseSync, work: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = work(...args);
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  };
}

/**
 * The embedded driver: one SQLite file (WAL), for a single API instance, through Node's own
 * `node:sqlite` (no native module to build or load; docs/webhooks.md, "State", says why and
 * what was measured). It is synchronous, so every method runs to completion without
 * interleaving; writes that belong together run in one IMMEDIATE transaction.
 *
 * Secrets that go (a deleted subscription's, a secret rotated out) leave no bytes behind:
 * secure_delete zeroes what a DELETE or an UPDATE frees in a page (so no separate overwrite
 * is needed), and a TRUNCATE checkpoint then empties the WAL, whose older frames still held
 * them.
 *
 * @example
 * const store = openSqliteWebhookStore('data/api/webhooks.sqlite');
 */
export function openSqliteWebhookStore(file: string): WebhookStore {
  let db: DatabaseSync;
  const onDisk = file !== ':memory:' && file !== '';
  try {
    if (onDisk) preparePrivateFile(file);
    db = new DatabaseSync(file);
    db.exec(`PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA foreign_keys = ON;
      PRAGMA busy_timeout = 5000;
      PRAGMA secure_delete = ON;`);
    migrateSqliteWebhookStore(db);
  } catch (error) {
    throw new WebhookStoreError('webhook_store_unavailable', `[webhooks] [sqlite] cannot open ${file}: ${errorMessage(error)}`, { cause: error });
  }

  const ridetsOf = prepare<{ ridet: string }>(db, 'SELECT ridet FROM webhook_subscription_ridets WHERE subscription_id = ? ORDER BY ridet');
  const selectSubscription = prepare(db, 'SELECT * FROM webhook_subscriptions WHERE id = ?');
  const selectDelivery = prepare(db, 'SELECT * FROM webhook_deliveries WHERE id = ?');
  const loadSubscription = (row: Row | undefined): Subscription | null =>
    row ? subscriptionFromRow(row, ridetsOf.all(String(row.id)).map((r) => r.ridet)) : null;
  const insertRidet = prepare(db, 'INSERT INTO webhook_subscription_ridets (ridet, subscription_id) VALUES (?, ?)');
  const attemptsOf = prepare(
    db,
    'SELECT * FROM (SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY number DESC LIMIT ?) ORDER BY number',
  );
  const withAttempts = (row: Row): DeliveryWithAttempts => ({ ...deliveryFromRow(row), attemptLog: attemptsOf.all(String(row.id), ATTEMPTS_SHOWN).map(attemptFromRow) });

  const create = immediate(db, (s: Subscription, maxPerKey: number | null): boolean => {
    if (maxPerKey !== null) {
      const { n } = prepare<{ n: number }>(db, 'SELECT count(*) AS n FROM webhook_subscriptions WHERE key_id = ?').get(s.keyId)!;
      if (n >= maxPerKey) return false;
    }
    prepare(
      db,
      `INSERT INTO webhook_subscriptions (id, key_id, url, host, description, signature, secret, previous_secret, secret_precedent_expire_le,
         statut, disabled_reason, disabled_at, en_echec_depuis, derniere_livraison_reussie_le, cree_le, modifie_le, evenements)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      s.id, s.keyId, s.url, s.host, s.description, s.signed ? 1 : 0, s.secret, s.previousSecret, s.previousSecretExpiresAt,
      s.status, s.disabledReason, s.disabledAt, s.failingSince, s.lastSuccessAt, s.createdAt, s.updatedAt, eventsColumn(s.events),
    );
    for (const ridet of s.ridets) insertRidet.run(ridet, s.id);
    return true;
  });

  // Copies the WAL into the database and cuts it to nothing, taking the frames of secrets gone.
  // A reader holding an old snapshot would make it partial; this process is the only one.
  const forgetOldFrames = () => {
    if (onDisk) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  };
  const update = immediate(db, (id: string, changes: SubscriptionChanges, now: number): Subscription | null => {
    const columns = subscriptionColumns(changes);
    const set = [...columns.map(([c]) => `${c} = ?`), 'modifie_le = ?'].join(', ');
    const result = prepare(db, `UPDATE webhook_subscriptions SET ${set} WHERE id = ?`).run(...columns.map(([, v]) => v as SQLInputValue), now, id);
    if (result.changes === 0) return null;
    if (changes.ridets) {
      prepare(db, 'DELETE FROM webhook_subscription_ridets WHERE subscription_id = ?').run(id);
      for (const ridet of changes.ridets) insertRidet.run(ridet, id);
    }
    return loadSubscription(selectSubscription.get(id));
  });

  const watchers = prepare<{ subscription_id: string; evenements: string; suspended: number }>(
    db,
    `SELECT r.subscription_id, s.evenements, s.suspended_at IS NOT NULL AS suspended
     FROM webhook_subscription_ridets r JOIN webhook_subscriptions s ON s.id = r.subscription_id
     WHERE r.ridet = ? AND s.statut = 'actif'`,
  );
  const addSkipped = prepare(db, 'UPDATE webhook_subscriptions SET suspended_skipped = suspended_skipped + ? WHERE id = ?');
  const insertDelivery = prepare(
    db,
    `INSERT INTO webhook_deliveries (id, subscription_id, event, dedupe_key, annonce_id, ridet, snapshot_id, payload, status, attempts,
       schedule_index, next_attempt_at, lease_until, lease_token, last_status_code, last_error, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?)
     ON CONFLICT (subscription_id, event, dedupe_key) DO NOTHING`,
  );
  const emit = immediate(db, (input: EmitInput) => {
    const mark = prepare(db, 'INSERT INTO webhook_processed_snapshots (snapshot_id, processed_at, deliveries, baseline) VALUES (?, ?, 0, 0) ON CONFLICT DO NOTHING')
      .run(input.snapshotId, input.now);
    if (mark.changes === 0) return { emitted: false, deliveries: 0, skipped: 0 };
    let deliveries = 0;
    const skipped = new Map<string, number>();
    for (const item of input.items) {
      const event = item.event ?? input.event;
      for (const { subscription_id: subscriptionId, evenements, suspended } of watchers.all(item.ridet)) {
        if (!eventsFromColumn(evenements).includes(event)) continue;
        if (suspended) {
          skipped.set(subscriptionId, (skipped.get(subscriptionId) ?? 0) + 1);
          continue;
        }
        const id = deliveryIdFor(subscriptionId, event, item.dedupeKey);
        deliveries += insertDelivery.run(
          id, subscriptionId, event, item.dedupeKey, item.annonceId, item.ridet, input.snapshotId, item.payload, 'pending', 0,
          0, input.now, null, null, input.now, input.now,
        ).changes;
      }
    }
    for (const [subscriptionId, n] of skipped) addSkipped.run(n, subscriptionId);
    prepare(db, 'UPDATE webhook_processed_snapshots SET deliveries = ? WHERE snapshot_id = ?').run(deliveries, input.snapshotId);
    return { emitted: true, deliveries, skipped: [...skipped.values()].reduce((a, b) => a + b, 0) };
  });

  const due = prepare(
    db,
        `SELECT d.*, s.key_id AS s_key_id, s.url AS s_url, s.host AS s_host, s.signature AS s_signature, s.secret AS s_secret, s.previous_secret AS s_previous_secret,
           s.secret_precedent_expire_le AS s_secret_precedent_expire_le
         FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND (d.lease_until IS NULL OR d.lease_until <= ?) AND s.statut = 'actif'
           AND s.suspended_at IS NULL AND s.host NOT IN (SELECT value FROM json_each(?))
         ORDER BY d.next_attempt_at, d.id LIMIT ?`,
  );
  const lease = prepare(db, 'UPDATE webhook_deliveries SET lease_until = ?, lease_token = ? WHERE id = ?');
  const claim = immediate(db, (input: ClaimInput): ClaimedDelivery[] => {
    const rows = due.all(input.now, input.now, JSON.stringify(input.excludeHosts), input.limit);
    return rows.map((row) => {
      lease.run(input.leaseUntil, input.token, String(row.id));
      return claimedFromRow(row, input.token);
    });
  });

  const release = immediate(db, (ids: string[], token: string) => {
    const stmt = prepare(db, 'UPDATE webhook_deliveries SET lease_until = NULL, lease_token = NULL WHERE id = ? AND lease_token = ?');
    for (const id of ids) stmt.run(id, token);
  });

  const currentOf = prepare(db, 'SELECT attempts, lease_token FROM webhook_deliveries WHERE id = ?');
  const insertAttempt = prepare(db, 'INSERT INTO webhook_attempts (delivery_id, number, attempted_at, duration_ms, status_code, error, ok) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const updateDelivery = prepare(
    db,
    `UPDATE webhook_deliveries SET attempts = ?, status = ?, schedule_index = COALESCE(?, schedule_index), next_attempt_at = ?,
       lease_until = NULL, lease_token = NULL, last_status_code = ?, last_error = ?, updated_at = ? WHERE id = ?`,
  );
  const outcomes = outcomeStatements(db);
  const finishOne = (input: FinishInput): boolean => {
    const current = currentOf.get(input.deliveryId);
    if (!current) return false;
    if (input.leaseToken !== null && current.lease_token !== input.leaseToken) return false;
    const number = Number(current.attempts) + 1;
    const a = input.attempt;
    insertAttempt.run(input.deliveryId, number, a.attemptedAt, a.durationMs, a.statusCode, a.error, a.ok ? 1 : 0);
    const next = input.next;
    updateDelivery.run(
      number, next.status, next.status === 'pending' ? next.scheduleIndex : null, next.status === 'pending' ? next.nextAttemptAt : null,
      a.statusCode, a.error, a.attemptedAt, input.deliveryId,
    );
    outcomes(input, a.attemptedAt);
    return true;
  };
  const finish = immediate(db, (inputs: FinishInput[]): boolean[] => inputs.map(finishOne));

  const suspend = immediate(db, (keyId: string, reason: string | null, now: number) => {
    if (reason !== null) {
      const changed = prepare(
        db,
        `UPDATE webhook_subscriptions SET suspended_at = COALESCE(suspended_at, ?), suspended_reason = ?, modifie_le = ?
         WHERE key_id = ? AND suspended_reason IS NOT ?`,
      ).run(now, reason, now, keyId, reason).changes;
      return { changed, skipped: 0 };
    }
    const { skipped } = prepare<{ skipped: number }>(
      db,
      'SELECT coalesce(sum(suspended_skipped), 0) AS skipped FROM webhook_subscriptions WHERE key_id = ? AND suspended_at IS NOT NULL',
    ).get(keyId)!;
    const changed = prepare(
      db,
      `UPDATE webhook_subscriptions SET suspended_at = NULL, suspended_reason = NULL, suspended_skipped = 0, modifie_le = ?
       WHERE key_id = ? AND suspended_at IS NOT NULL`,
    ).run(now, keyId).changes;
    return { changed, skipped };
  });

  return {
    kind: 'sqlite',
    async createSubscription(subscription, maxPerKey) {
      return create(subscription, maxPerKey);
    },
    async getSubscription(id) {
      return loadSubscription(selectSubscription.get(id));
    },
    async listSubscriptions(keyId, query) {
      const after = query.after;
      const rows = after === null
        ? prepare(db, 'SELECT * FROM webhook_subscriptions WHERE key_id = ? ORDER BY cree_le, id LIMIT ?').all(keyId, query.limit + 1)
        : prepare(
            db,
            'SELECT * FROM webhook_subscriptions WHERE key_id = ? AND (cree_le > ? OR (cree_le = ? AND id > ?)) ORDER BY cree_le, id LIMIT ?',
          ).all(keyId, after.createdAt, after.createdAt, after.id, query.limit + 1);
      return { items: rows.slice(0, query.limit).map((row) => loadSubscription(row)!), hasMore: rows.length > query.limit };
    },
    async updateSubscription(id, changes, now) {
      const updated = update(id, changes, now);
      if (updated !== null && (changes.secret !== undefined || changes.previousSecret !== undefined)) forgetOldFrames();
      return updated;
    },
    async deleteSubscription(id) {
      const removed = prepare(db, 'DELETE FROM webhook_subscriptions WHERE id = ?').run(id).changes > 0;
      if (removed) forgetOldFrames();
      return removed;
    },
    async suspensionsByKey() {
      return prepare<{ key_id: string; suspended_reason: string | null }>(db, 'SELECT DISTINCT key_id, suspended_reason FROM webhook_subscriptions')
        .all()
        .map((r) => ({ keyId: r.key_id, reason: r.suspended_reason }));
    },
    async setKeySuspension(keyId, reason, now) {
      return suspend(keyId, reason, now);
    },
    async processedAmong(ids) {
      const stmt = prepare(db, 'SELECT snapshot_id FROM webhook_processed_snapshots WHERE snapshot_id = ?');
      return new Set(ids.filter((id) => stmt.get(id) !== undefined));
    },
    async hasProcessedAny() {
      return prepare(db, 'SELECT 1 FROM webhook_processed_snapshots LIMIT 1').get() !== undefined;
    },
    async emitSnapshot(input) {
      return emit(input);
    },
    async markBaseline(snapshotId, now) {
      prepare(db, 'INSERT INTO webhook_processed_snapshots (snapshot_id, processed_at, deliveries, baseline) VALUES (?, ?, 0, 1) ON CONFLICT DO NOTHING').run(snapshotId, now);
    },
    async claimDue(input) {
      return claim(input);
    },
    async releaseClaims(ids, token) {
      release(ids, token);
    },
    async insertDelivery(d: Delivery) {
      prepare(
        db,
        `INSERT INTO webhook_deliveries (id, subscription_id, event, dedupe_key, annonce_id, ridet, snapshot_id, payload, status, attempts,
           schedule_index, next_attempt_at, lease_until, lease_token, last_status_code, last_error, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL, ?, ?, ?, ?)`,
      ).run(
        d.id, d.subscriptionId, d.event, d.dedupeKey, d.annonceId, d.ridet, d.snapshotId, d.payload, d.status, d.attempts, d.scheduleIndex,
        d.nextAttemptAt, d.lastStatusCode, d.lastError, d.createdAt, d.updatedAt,
      );
    },
    async finishAttempts(inputs) {
      return finish(inputs);
    },
    async getDelivery(id) {
      const row = selectDelivery.get(id);
      return row ? withAttempts(row) : null;
    },
    async listDeliveries(subscriptionId, query): Promise<DeliveryPage> {
      const conditions = ['subscription_id = ?'];
      const params: SQLInputValue[] = [subscriptionId];
      if (query.status !== null) {
        conditions.push('status = ?');
        params.push(query.status);
      }
      if (query.after !== null) {
        conditions.push('(created_at < ? OR (created_at = ? AND id < ?))');
        params.push(query.after.createdAt, query.after.createdAt, query.after.id);
      }
      const rows = prepare(db, `SELECT * FROM webhook_deliveries WHERE ${conditions.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ?`).all(
        ...params,
        query.limit + 1,
      );
      return { items: rows.slice(0, query.limit).map(withAttempts), hasMore: rows.length > query.limit };
    },
    async redeliver(id, now) {
      const result = prepare(
        db,
        `UPDATE webhook_deliveries SET status = 'pending', schedule_index = 0, next_attempt_at = ?, lease_until = NULL, lease_token = NULL,
           updated_at = ? WHERE id = ?`,
      ).run(now, now, id);
      if (result.changes === 0) return null;
      return deliveryFromRow(selectDelivery.get(id)!);
    },
    async deliveryCounts(now): Promise<DeliveryCounts> {
      const pending = prepare<{ pending: number; due: number }>(
        db,
        `SELECT count(*) AS pending, coalesce(sum(CASE WHEN d.next_attempt_at <= ? THEN 1 ELSE 0 END), 0) AS due
         FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
         WHERE d.status = 'pending' AND s.statut = 'actif' AND s.suspended_at IS NULL`,
      ).get(now)!;
      const totals = prepare<{ status: string; n: number }>(db, `SELECT status, count(*) AS n FROM webhook_deliveries WHERE status <> 'pending' GROUP BY status`).all();
      const count = (status: string) => totals.find((t) => t.status === status)?.n ?? 0;
      return { pending: pending.pending, due: pending.due, succeeded: count('succeeded'), dead: count('dead') };
    },
    async close() {
      if (db.isOpen) db.close();
    },
  };
}

/**
 * Stores what an attempt's outcome does to its subscription, computed by
 * subscriptionAfterAttempt (statements prepared once; the caller's immediate transaction makes
 * the read and the write one step).
 */
function outcomeStatements(db: DatabaseSync): (input: FinishInput, at: number) => void {
  const read = prepare(db, `SELECT ${HEALTH_COLUMNS} FROM webhook_subscriptions WHERE id = ?`);
  const write = prepare(
    db,
    `UPDATE webhook_subscriptions SET statut = ?, disabled_reason = ?, disabled_at = ?, en_echec_depuis = ?, derniere_livraison_reussie_le = ?, modifie_le = ?
     WHERE id = ?`,
  );
  return (input, at) => {
    if (input.outcome.kind === 'none') return;
    const row = read.get(input.subscriptionId);
    if (!row) return;
    const current = healthFromRow(row);
    const next = subscriptionAfterAttempt(current, input.outcome, at);
    if (next === current) return;
    write.run(next.status, next.disabledReason, next.disabledAt, next.failingSince, next.lastSuccessAt, next.updatedAt, input.subscriptionId);
  };
}
