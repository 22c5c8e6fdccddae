import type pg from 'pg';
import { errorMessage } from '../../kernel/errors/app-error.ts';
import { silentLogger, type Logger } from '../../platform/logger.ts';
import { openPostgresPool } from '../../platform/postgres-pool.ts';
import { inPostgresTransaction, withPostgresClient } from '../../platform/postgres-transaction.ts';
import { redactSecrets } from '../../platform/redact-secrets.ts';
import { migratePostgresWebhookStore } from './migrate-webhook-store.ts';
import {
  attemptFromRow, claimedFromRow, deliveryFromRow, eventsColumn, eventsFromColumn, HEALTH_COLUMNS, healthFromRow, subscriptionColumns, subscriptionFromRow, type Row,
} from './rows.ts';
import { subscriptionAfterAttempt } from './subscription-health.ts';
import { WebhookStoreError } from './webhook-store-error.ts';
import {
  ATTEMPTS_SHOWN,
  deliveryIdFor,
  type DeliveryCounts,
  type DeliveryWithAttempts,
  type FinishInput,
  type Subscription,
  type WebhookStore,
} from './webhook-store.ts';

type Client = pg.PoolClient;

/**
 * The shared driver, for several API instances on one PostgreSQL database. Deliveries are
 * claimed with `FOR UPDATE SKIP LOCKED` plus a lease, so each attempt is made by exactly one
 * instance, and an instance that dies mid-attempt hands its claims over when the lease ends.
 *
 * @example
 * const store = await openPostgresWebhookStore('postgres://annonces@127.0.0.1:5432/annonces');
 */
export async function openPostgresWebhookStore(url: string, options: { poolSize?: number; logger?: Logger } = {}): Promise<WebhookStore> {
  const pool = openPostgresPool({ url, max: options.poolSize ?? 10, logger: options.logger ?? silentLogger, name: 'webhooks' });
  try {
    // Under the migrations' advisory lock (migrate-webhook-store.ts): instances starting at once migrate once.
    await withPostgresClient(pool, (client) => migratePostgresWebhookStore(client));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new WebhookStoreError('webhook_store_unavailable', `[webhooks] [postgres] cannot open ${redactSecrets(url)}: ${errorMessage(error)}`, { cause: error });
  }

  const tx = <T>(work: (client: Client) => Promise<T>): Promise<T> => inPostgresTransaction(pool, work);
  const rows = async (q: Client | pg.Pool, sql: string, params: unknown[] = []): Promise<Row[]> => (await q.query<Row>(sql, params)).rows;

  async function loadSubscriptions(q: Client | pg.Pool, found: Row[]): Promise<Subscription[]> {
    if (found.length === 0) return [];
    const ids = found.map((r) => String(r.id));
    const ridets = await rows(q, 'SELECT subscription_id, ridet FROM webhook_subscription_ridets WHERE subscription_id = ANY($1) ORDER BY ridet', [ids]);
    const byId = new Map<string, string[]>(ids.map((id) => [id, []]));
    for (const r of ridets) byId.get(String(r.subscription_id))!.push(String(r.ridet));
    return found.map((row) => subscriptionFromRow(row, byId.get(String(row.id))!));
  }
  async function withAttempts(found: Row[]): Promise<DeliveryWithAttempts[]> {
    if (found.length === 0) return [];
    const ids = found.map((r) => String(r.id));
    const attempts = await rows(
      pool,
      `SELECT * FROM (SELECT a.*, row_number() OVER (PARTITION BY delivery_id ORDER BY number DESC) AS recent
                      FROM webhook_attempts a WHERE delivery_id = ANY($1)) t
       WHERE recent <= $2 ORDER BY delivery_id, number`,
      [ids, ATTEMPTS_SHOWN],
    );
    const byId = new Map<string, Row[]>(ids.map((id) => [id, []]));
    for (const a of attempts) byId.get(String(a.delivery_id))!.push(a);
    return found.map((row) => ({ ...deliveryFromRow(row), attemptLog: byId.get(String(row.id))!.map(attemptFromRow) }));
  }
  async function insertRidets(client: Client, id: string, ridets: string[]): Promise<void> {
    if (ridets.length === 0) return;
    await client.query('INSERT INTO webhook_subscription_ridets (ridet, subscription_id) SELECT unnest($1::text[]), $2', [ridets, id]);
  }

  return {
    kind: 'postgres',
    async createSubscription(s, maxPerKey) {
      return tx(async (client) => {
        if (maxPerKey !== null) {
          // Serialises creations per key, so two concurrent requests cannot both pass the count.
          await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`webhooks:${s.keyId}`]);
          const [{ n }] = (await rows(client, 'SELECT count(*)::int AS n FROM webhook_subscriptions WHERE key_id = $1', [s.keyId])) as [{ n: number }];
          if (n >= maxPerKey) return false;
        }
        await client.query(
          `INSERT INTO webhook_subscriptions (id, key_id, url, host, description, signature, secret, previous_secret, secret_precedent_expire_le,
             statut, disabled_reason, disabled_at, en_echec_depuis, derniere_livraison_reussie_le, cree_le, modifie_le, evenements)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
          [
            s.id, s.keyId, s.url, s.host, s.description, s.signed, s.secret, s.previousSecret, s.previousSecretExpiresAt,
            s.status, s.disabledReason, s.disabledAt, s.failingSince, s.lastSuccessAt, s.createdAt, s.updatedAt, eventsColumn(s.events),
          ],
        );
        await insertRidets(client, s.id, s.ridets);
        return true;
      });
    },
    async getSubscription(id) {
      return (await loadSubscriptions(pool, await rows(pool, 'SELECT * FROM webhook_subscriptions WHERE id = $1', [id])))[0] ?? null;
    },
    async listSubscriptions(keyId, query) {
      const found = query.after === null
        ? await rows(pool, 'SELECT * FROM webhook_subscriptions WHERE key_id = $1 ORDER BY cree_le, id LIMIT $2', [keyId, query.limit + 1])
        : await rows(pool, 'SELECT * FROM webhook_subscriptions WHERE key_id = $1 AND (cree_le, id) > ($2, $3) ORDER BY cree_le, id LIMIT $4', [
            keyId, query.after.createdAt, query.after.id, query.limit + 1,
          ]);
      return { items: await loadSubscriptions(pool, found.slice(0, query.limit)), hasMore: found.length > query.limit };
    },
    async updateSubscription(id, changes, now) {
      return tx(async (client) => {
        const columns = subscriptionColumns(changes);
        const set = [...columns.map(([c], i) => `${c} = $${i + 1}`), `modifie_le = $${columns.length + 1}`].join(', ');
        const updated = await rows(client, `UPDATE webhook_subscriptions SET ${set} WHERE id = $${columns.length + 2} RETURNING *`, [
          ...columns.map(([, v]) => v),
          now,
          id,
        ]);
        if (updated.length === 0) return null;
        if (changes.ridets) {
          await client.query('DELETE FROM webhook_subscription_ridets WHERE subscription_id = $1', [id]);
          await insertRidets(client, id, changes.ridets);
        }
        return (await loadSubscriptions(client, updated))[0]!;
      });
    },
    async deleteSubscription(id) {
      // Blanked before the DELETE, so what sees the deleted row (triggers, audit, logical decoding
      // with REPLICA IDENTITY FULL) never gets the secrets. Old row versions still hold them on
      // disk until VACUUM reuses their space: see docs/webhooks.md.
      return tx(async (client) => {
        await client.query('UPDATE webhook_subscriptions SET secret = NULL, previous_secret = NULL WHERE id = $1', [id]);
        return ((await client.query('DELETE FROM webhook_subscriptions WHERE id = $1', [id])).rowCount ?? 0) > 0;
      });
    },
    async suspensionsByKey() {
      const found = await pool.query<{ key_id: string; suspended_reason: string | null }>('SELECT DISTINCT key_id, suspended_reason FROM webhook_subscriptions');
      return found.rows.map((r) => ({ keyId: r.key_id, reason: r.suspended_reason }));
    },
    async setKeySuspension(keyId, reason, now) {
      if (reason !== null) {
        const changed = await pool.query(
          `UPDATE webhook_subscriptions SET suspended_at = COALESCE(suspended_at, $1), suspended_reason = $2, modifie_le = $1
           WHERE key_id = $3 AND suspended_reason IS DISTINCT FROM $2`,
          [now, reason, keyId],
        );
        return { changed: changed.rowCount ?? 0, skipped: 0 };
      }
      // One statement: the skipped counts are those of the rows before they are resumed.
      const [resumed] = await rows(
        pool,
        `WITH before AS (
           SELECT id, suspended_skipped FROM webhook_subscriptions WHERE key_id = $1 AND suspended_at IS NOT NULL FOR UPDATE
         ), resumed AS (
           UPDATE webhook_subscriptions s SET suspended_at = NULL, suspended_reason = NULL, suspended_skipped = 0, modifie_le = $2
           FROM before WHERE s.id = before.id RETURNING before.suspended_skipped
         )
         SELECT count(*)::int AS changed, coalesce(sum(suspended_skipped), 0)::int AS skipped FROM resumed`,
        [keyId, now],
      );
      return { changed: Number(resumed!.changed), skipped: Number(resumed!.skipped) };
    },
    async processedAmong(ids) {
      const found = await rows(pool, 'SELECT snapshot_id FROM webhook_processed_snapshots WHERE snapshot_id = ANY($1)', [ids]);
      return new Set(found.map((r) => String(r.snapshot_id)));
    },
    async hasProcessedAny() {
      return (await rows(pool, 'SELECT 1 FROM webhook_processed_snapshots LIMIT 1')).length > 0;
    },
    async emitSnapshot(input) {
      return tx(async (client) => {
        // A second instance emitting the same snapshot waits here, then finds the mark and stops.
        const mark = await client.query(
          'INSERT INTO webhook_processed_snapshots (snapshot_id, processed_at, deliveries, baseline) VALUES ($1, $2, 0, false) ON CONFLICT DO NOTHING',
          [input.snapshotId, input.now],
        );
        if ((mark.rowCount ?? 0) === 0) return { emitted: false, deliveries: 0, skipped: 0 };
        const ridets = [...new Set(input.items.map((i) => i.ridet))];
        const watchers = await rows(
          client,
          `SELECT r.ridet, r.subscription_id, s.evenements, s.suspended_at IS NOT NULL AS suspended
           FROM webhook_subscription_ridets r JOIN webhook_subscriptions s ON s.id = r.subscription_id
           WHERE r.ridet = ANY($1) AND s.statut = 'actif'`,
          [ridets],
        );
        const byRidet = new Map<string, Array<{ sub: string; events: string[]; suspended: boolean }>>();
        for (const w of watchers) {
          const list = byRidet.get(String(w.ridet)) ?? [];
          list.push({ sub: String(w.subscription_id), events: eventsFromColumn(w.evenements), suspended: w.suspended === true });
          byRidet.set(String(w.ridet), list);
        }
        const columns: Record<string, unknown[]> = { id: [], sub: [], event: [], key: [], annonce: [], ridet: [], payload: [] };
        const skipped = new Map<string, number>();
        for (const item of input.items) {
          const event = item.event ?? input.event;
          for (const { sub, events, suspended } of byRidet.get(item.ridet) ?? []) {
            if (!events.includes(event)) continue;
            if (suspended) {
              skipped.set(sub, (skipped.get(sub) ?? 0) + 1);
              continue;
            }
            columns.id!.push(deliveryIdFor(sub, event, item.dedupeKey));
            columns.sub!.push(sub);
            columns.event!.push(event);
            columns.key!.push(item.dedupeKey);
            columns.annonce!.push(item.annonceId);
            columns.ridet!.push(item.ridet);
            columns.payload!.push(item.payload);
          }
        }
        let deliveries = 0;
        const CHUNK = 5000;
        for (let start = 0; start < columns.id!.length; start += CHUNK) {
          const slice = (name: string) => columns[name]!.slice(start, start + CHUNK);
          const inserted = await client.query(
            `INSERT INTO webhook_deliveries (id, subscription_id, event, dedupe_key, annonce_id, ridet, snapshot_id, payload, status, attempts,
               schedule_index, next_attempt_at, created_at, updated_at)
             SELECT id, sub, event, key, annonce, ridet, $8, payload, 'pending', 0, 0, $9, $9, $9
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t(id, sub, key, annonce, ridet, payload, event)
             ON CONFLICT (subscription_id, event, dedupe_key) DO NOTHING`,
            [slice('id'), slice('sub'), slice('key'), slice('annonce'), slice('ridet'), slice('payload'), slice('event'), input.snapshotId, input.now],
          );
          deliveries += inserted.rowCount ?? 0;
        }
        if (skipped.size > 0) {
          await client.query(
            `UPDATE webhook_subscriptions s SET suspended_skipped = s.suspended_skipped + t.n
             FROM unnest($1::text[], $2::int[]) AS t(id, n) WHERE s.id = t.id`,
            [[...skipped.keys()], [...skipped.values()]],
          );
        }
        await client.query('UPDATE webhook_processed_snapshots SET deliveries = $1 WHERE snapshot_id = $2', [deliveries, input.snapshotId]);
        return { emitted: true, deliveries, skipped: [...skipped.values()].reduce((a, b) => a + b, 0) };
      });
    },
    async markBaseline(snapshotId, now) {
      await pool.query(
        'INSERT INTO webhook_processed_snapshots (snapshot_id, processed_at, deliveries, baseline) VALUES ($1, $2, 0, true) ON CONFLICT DO NOTHING',
        [snapshotId, now],
      );
    },
    async claimDue(input) {
      const claimed = await rows(
        pool,
        `WITH picked AS (
           SELECT d.id FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
           WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND (d.lease_until IS NULL OR d.lease_until <= $1)
             AND s.statut = 'actif' AND s.suspended_at IS NULL AND NOT (s.host = ANY($2))
           ORDER BY d.next_attempt_at, d.id LIMIT $3
           FOR UPDATE OF d SKIP LOCKED
         ), leased AS (
           UPDATE webhook_deliveries d SET lease_until = $4, lease_token = $5 FROM picked WHERE d.id = picked.id RETURNING d.*
         )
         SELECT leased.*, s.key_id AS s_key_id, s.url AS s_url, s.host AS s_host, s.signature AS s_signature, s.secret AS s_secret, s.previous_secret AS s_previous_secret,
                s.secret_precedent_expire_le AS s_secret_precedent_expire_le
         FROM leased JOIN webhook_subscriptions s ON s.id = leased.subscription_id
         ORDER BY leased.next_attempt_at, leased.id`,
        [input.now, input.excludeHosts, input.limit, input.leaseUntil, input.token],
      );
      return claimed.map((row) => claimedFromRow(row, input.token));
    },
    async releaseClaims(ids, token) {
      await pool.query('UPDATE webhook_deliveries SET lease_until = NULL, lease_token = NULL WHERE id = ANY($1) AND lease_token = $2', [ids, token]);
    },
    async insertDelivery(d) {
      await pool.query(
        `INSERT INTO webhook_deliveries (id, subscription_id, event, dedupe_key, annonce_id, ridet, snapshot_id, payload, status, attempts,
           schedule_index, next_attempt_at, last_status_code, last_error, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          d.id, d.subscriptionId, d.event, d.dedupeKey, d.annonceId, d.ridet, d.snapshotId, d.payload, d.status, d.attempts, d.scheduleIndex,
          d.nextAttemptAt, d.lastStatusCode, d.lastError, d.createdAt, d.updatedAt,
        ],
      );
    },
    async finishAttempts(inputs) {
      return tx(async (client) => {
        const recorded: boolean[] = [];
        for (const input of inputs) recorded.push(await finishOne(client, input));
        return recorded;
      });
    },
    async getDelivery(id) {
      return (await withAttempts(await rows(pool, 'SELECT * FROM webhook_deliveries WHERE id = $1', [id])))[0] ?? null;
    },
    async listDeliveries(subscriptionId, query) {
      const conditions = ['subscription_id = $1'];
      const params: unknown[] = [subscriptionId];
      if (query.status !== null) {
        params.push(query.status);
        conditions.push(`status = $${params.length}`);
      }
      if (query.after !== null) {
        params.push(query.after.createdAt, query.after.id);
        conditions.push(`(created_at, id) < ($${params.length - 1}, $${params.length})`);
      }
      params.push(query.limit + 1);
      const found = await rows(pool, `SELECT * FROM webhook_deliveries WHERE ${conditions.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT $${params.length}`, params);
      return { items: await withAttempts(found.slice(0, query.limit)), hasMore: found.length > query.limit };
    },
    async redeliver(id, now) {
      const [row] = await rows(
        pool,
        `UPDATE webhook_deliveries SET status = 'pending', schedule_index = 0, next_attempt_at = $1, lease_until = NULL, lease_token = NULL,
           updated_at = $1 WHERE id = $2 RETURNING *`,
        [now, id],
      );
      return row ? deliveryFromRow(row) : null;
    },
    async deliveryCounts(now): Promise<DeliveryCounts> {
      const [pending] = await rows(
        pool,
        `SELECT count(*)::int AS pending, coalesce(sum(CASE WHEN d.next_attempt_at <= $1 THEN 1 ELSE 0 END), 0)::int AS due
         FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d.subscription_id
         WHERE d.status = 'pending' AND s.statut = 'actif' AND s.suspended_at IS NULL`,
        [now],
      );
      const totals = await rows(pool, `SELECT status, count(*)::int AS n FROM webhook_deliveries WHERE status <> 'pending' GROUP BY status`);
      const count = (status: string) => Number(totals.find((t) => t.status === status)?.n ?? 0);
      return { pending: Number(pending!.pending), due: Number(pending!.due), succeeded: count('succeeded'), dead: count('dead') };
    },
    async close() {
      await pool.end();
    },
  };
}

/** One attempt's record, inside the caller's transaction; false when its claim was lost. */
async function finishOne(client: Client, input: FinishInput): Promise<boolean> {
  const [current] = (await client.query<Row>('SELECT attempts, lease_token FROM webhook_deliveries WHERE id = $1 FOR UPDATE', [input.deliveryId])).rows;
  if (!current) return false;
  if (input.leaseToken !== null && current.lease_token !== input.leaseToken) return false;
  const number = Number(current.attempts) + 1;
  const a = input.attempt;
  await client.query(
    'INSERT INTO webhook_attempts (delivery_id, number, attempted_at, duration_ms, status_code, error, ok) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [input.deliveryId, number, a.attemptedAt, a.durationMs, a.statusCode, a.error, a.ok],
  );
  const next = input.next;
  await client.query(
    `UPDATE webhook_deliveries SET attempts = $1, status = $2, schedule_index = COALESCE($3, schedule_index), next_attempt_at = $4,
       lease_until = NULL, lease_token = NULL, last_status_code = $5, last_error = $6, updated_at = $7 WHERE id = $8`,
    [
      number, next.status, next.status === 'pending' ? next.scheduleIndex : null, next.status === 'pending' ? next.nextAttemptAt : null,
      a.statusCode, a.error, a.attemptedAt, input.deliveryId,
    ],
  );
  await applyOutcome(client, input, a.attemptedAt);
  return true;
}

/**
 * Stores what an attempt's outcome does to its subscription, computed by
 * subscriptionAfterAttempt: the row is locked (FOR UPDATE) in the caller's transaction, so no
 * other instance's attempt changes it between the read and the write.
 */
async function applyOutcome(client: Client, input: FinishInput, at: number): Promise<void> {
  if (input.outcome.kind === 'none') return;
  const id = input.subscriptionId;
  const [row] = (await client.query<Row>(`SELECT ${HEALTH_COLUMNS} FROM webhook_subscriptions WHERE id = $1 FOR UPDATE`, [id])).rows;
  if (!row) return;
  const current = healthFromRow(row);
  const next = subscriptionAfterAttempt(current, input.outcome, at);
  if (next === current) return;
  await client.query(
    `UPDATE webhook_subscriptions SET statut = $1, disabled_reason = $2, disabled_at = $3, en_echec_depuis = $4, derniere_livraison_reussie_le = $5, modifie_le = $6
     WHERE id = $7`,
    [next.status, next.disabledReason, next.disabledAt, next.failingSince, next.lastSuccessAt, next.updatedAt, id],
  );
}

