import type pg from 'pg';

/**
 * Runs `work` on a client of `pool`, released afterwards. A checked-out client has no `error`
 * listener of the pool's: a connection lost meanwhile (even during a query, whose promise
 * rejects as well) would be an uncaught exception and stop the process. It is caught here, the
 * query in progress reports it, and the client is destroyed rather than put back.
 */
export async function withPostgresClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error) => {
    lost = error;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}

/**
 * Runs `work` in one transaction on a client of `pool`: COMMIT when it resolves, ROLLBACK (its
 * own failure ignored, the work's error kept) when it throws, the client released either way.
 * `lockKey` takes a transaction-level advisory lock first, for stores whose writers must not
 * interleave across processes.
 */
export function inPostgresTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, lockKey?: number): Promise<T> {
  return withPostgresClient(pool, async (client) => {
    try {
      await client.query('BEGIN');
      if (lockKey !== undefined) await client.query('SELECT pg_advisory_xact_lock($1)', [lockKey]);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
