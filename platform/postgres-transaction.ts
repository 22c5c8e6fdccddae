import type pg from 'pg';

/**
 * Runs `work` in one transaction on a client of `pool`: COMMIT when it resolves, ROLLBACK (its
 * own failure ignored, the work's error kept) when it throws, the client released either way.
 * `lockKey` takes a transaction-level advisory lock first, for stores whose writers must not
 * interleave across processes.
 */
export async function inPostgresTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, lockKey?: number): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    if (lockKey !== undefined) await client.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
