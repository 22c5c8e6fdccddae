import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { silentLogger, type Logger } from '../../platform/logger.ts';
import { openPostgresPool } from '../../platform/postgres-pool.ts';
import { inPostgresTransaction, withPostgresClient } from '../../platform/postgres-transaction.ts';
import { redactSecrets } from '../../platform/redact-secrets.ts';
import { errorMessage } from '../../kernel/errors/app-error.ts';
import { SignalementError } from '../signalement.ts';
import { migratePostgresSignalements, SIGNALEMENT_LOCK } from './migrate-signalement-store.ts';
import { signalementFromRow, type Row, type SettleOutcome, type SignalementStore } from './signalement-store.ts';

/**
 * The reports in the webhook database's PostgreSQL (DATABASE_URL), for several API instances:
 * migrations under an advisory lock, and the cap of open reports checked under a transaction
 * lock so that instances receiving reports at once cannot together pass it.
 */
export async function openPostgresSignalementStore(url: string, options: { poolSize?: number; migrateTo?: number; logger?: Logger } = {}): Promise<SignalementStore> {
  const pool = openPostgresPool({ url, max: options.poolSize ?? 4, logger: options.logger ?? silentLogger, name: 'signalements' });
  const tx = <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => inPostgresTransaction(pool, work, SIGNALEMENT_LOCK);
  try {
    await withPostgresClient(pool, (client) => migratePostgresSignalements(client, options.migrateTo));
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new SignalementError('signalements_unavailable', `[signalements] [postgres] cannot open ${redactSecrets(url)}: ${errorMessage(error)}`, { cause: error });
  }
  const one = async (q: pg.PoolClient | pg.Pool, id: string) => {
    const row = (await q.query<Row>('SELECT * FROM signalements WHERE id = $1', [id])).rows[0];
    return row ? signalementFromRow(row) : null;
  };
  /** The report if it is open, else why it cannot be settled (inside the settling transaction, its row locked). */
  const whileOpen = async (client: pg.PoolClient, id: string): Promise<{ ok: true } | Extract<SettleOutcome, { ok: false }>> => {
    const row = (await client.query<Row>('SELECT * FROM signalements WHERE id = $1 FOR UPDATE', [id])).rows[0];
    if (!row) return { ok: false, reason: 'not_found', signalement: null };
    const found = signalementFromRow(row);
    if (found.statut !== 'ouvert') return { ok: false, reason: 'already_settled', signalement: found };
    return { ok: true };
  };
  return {
    create: (input, meta) =>
      tx(async (client) => {
        const count = async (sql: string, params: unknown[]) => Number((await client.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
        const sent = await count(`SELECT count(*) AS n FROM signalements WHERE client_network = $1 AND cree_le >= $2`, [meta.client.network, meta.networkShare.since]);
        if (sent >= meta.networkShare.max) return { ok: false as const, reason: 'network_share' as const };
        if ((await count(`SELECT count(*) AS n FROM signalements WHERE statut = 'ouvert'`, [])) >= meta.maxOpen) return { ok: false as const, reason: 'full' as const };
        await client.query(
          `INSERT INTO signalements (id, annonce_id, ridet, champ, valeur_proposee, commentaire, origine, statut, cree_le, client_network, client_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'ouvert', $8, $9, $10)`,
          [meta.id, input.annonce_id, input.ridet, input.champ, input.valeur_proposee, input.commentaire, meta.origine, meta.now, meta.client.network, meta.client.key],
        );
        return { ok: true as const, signalement: (await one(client, meta.id))! };
      }),
    get: (id) => one(pool, id),
    listOpen: async (limit) =>
      (await pool.query<Row>(`SELECT * FROM signalements WHERE statut = 'ouvert' ORDER BY cree_le, id LIMIT $1`, [limit ?? null])).rows.map(signalementFromRow),
    settle: (id, correctionId, now, by) =>
      tx(async (client) => {
        const found = await whileOpen(client, id);
        if (!found.ok) return found;
        await client.query(`UPDATE signalements SET statut = 'traite', correction_id = $1, clos_le = $2, settled_by = $3 WHERE id = $4`, [correctionId, now, by ?? null, id]);
        return { ok: true as const, signalement: (await one(client, id))! };
      }),
    reject: (id, reason, by, now) =>
      tx(async (client) => {
        const found = await whileOpen(client, id);
        if (!found.ok) return found;
        await client.query(`UPDATE signalements SET statut = 'rejete', motif_rejet = $1, clos_le = $2, settled_by = $3 WHERE id = $4`, [reason, now, by, id]);
        return { ok: true as const, signalement: (await one(client, id))! };
      }),
    async rejectAllFrom(from, reason, by, now) {
      const [where, ...params] = 'key' in from ? ['client_key = $4', from.key] : ['client_network BETWEEN $4 AND $5', from.network.low, from.network.high];
      const done = await pool.query(`UPDATE signalements SET statut = 'rejete', motif_rejet = $1, clos_le = $2, settled_by = $3 WHERE statut = 'ouvert' AND ${where}`, [reason, now, by, ...params]);
      return done.rowCount ?? 0;
    },
    async counts() {
      const row = (
        await pool.query<{ o: string; t: string; r: string }>(
          `SELECT count(*) FILTER (WHERE statut = 'ouvert') AS o, count(*) FILTER (WHERE statut = 'traite') AS t, count(*) FILTER (WHERE statut = 'rejete') AS r FROM signalements`,
        )
      ).rows[0];
      return { ouverts: Number(row?.o ?? 0), traites: Number(row?.t ?? 0), rejetes: Number(row?.r ?? 0) };
    },
    formSecret: () =>
      tx(async (client) => {
        await client.query(`INSERT INTO signalement_secrets (name, secret) VALUES ('formulaire', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(32).toString('hex')]);
        const row = (await client.query<{ secret: string }>(`SELECT secret FROM signalement_secrets WHERE name = 'formulaire'`)).rows[0]!;
        return Buffer.from(row.secret, 'hex');
      }),
    close: () => pool.end(),
  };
}
