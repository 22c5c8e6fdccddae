import pg from 'pg';
import { afterEach, expect, it } from 'vitest';
import { openPostgresPool } from '../../platform/postgres-pool.ts';
import { inPostgresTransaction } from '../../platform/postgres-transaction.ts';
import { openPostgresSignalementStore } from '../../signalements/state/postgres-signalement-store.ts';
import { openPostgresWebhookStore } from '../../webhooks/state/postgres-webhook-store.ts';
import { memoryLogger } from '../api/helpers/memory-logger.ts';
import { describeWithPostgres } from '../webhooks/postgres-server.ts';

/**
 * The PostgreSQL pools (webhooks, readers' reports) when the server drops their connections:
 * a restart, a failover, an administrator's pg_terminate_backend. pg reports it as an `error`
 * event, which nobody listening turns into an uncaught exception (the process stops), and
 * which a listener doing nothing hides.
 */

const closing: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

async function admin(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  closing.push(() => client.end());
  return client;
}

/** What an administrator or a failover does: every other connection to the database is cut. */
async function terminateOthers(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows[0]!.n;
}

const idleFailures = (lines: string[]) =>
  lines.map((l) => JSON.parse(l) as { msg: string; pool?: string; err?: { code: string } }).filter((l) => l.msg.startsWith('postgres: an idle connection failed'));

describeWithPostgres('PostgreSQL pools losing their connections', (server) => {
  it('log an idle connection’s failure, stay up, and reconnect at the next query (webhooks and reports)', async () => {
    const url = await server().createDatabase('idle_failure');
    const { logger, lines } = memoryLogger();
    const webhooks = await openPostgresWebhookStore(url, { logger });
    closing.push(() => webhooks.close());
    const reports = await openPostgresSignalementStore(url, { logger });
    closing.push(() => reports.close());
    // Both pools now hold an idle connection.
    await webhooks.hasProcessedAny();
    await reports.listOpen(1);

    expect(await terminateOthers(await admin(url))).toBeGreaterThanOrEqual(2);
    await expect.poll(() => idleFailures(lines).map((l) => l.pool).sort(), { timeout: 30_000, interval: 50 }).toEqual(['signalements', 'webhooks']);
    // 57P01: admin_shutdown, the code pg_terminate_backend gives; the database URL without a password.
    expect(idleFailures(lines)[0]).toMatchObject({ err: { code: '57P01' } });

    expect(await webhooks.hasProcessedAny()).toBe(false);
    expect(await reports.listOpen(1)).toEqual([]);
  });

  it('reject a transaction whose connection is cut, without an uncaught exception, and serve the next one', async () => {
    const url = await server().createDatabase('tx_failure');
    const { logger } = memoryLogger();
    const pool = openPostgresPool({ url, max: 2, logger, name: 'test' });
    closing.push(() => pool.end());
    const control = await admin(url);
    const uncaught: unknown[] = [];
    const monitor = (error: unknown) => uncaught.push(error);
    process.on('uncaughtExceptionMonitor', monitor);
    closing.push(async () => process.off('uncaughtExceptionMonitor', monitor));

    const cut = inPostgresTransaction(pool, async (client) => {
      await client.query('CREATE TABLE t (x int)');
      await terminateOthers(control);
      // The connection is gone while the client is checked out: its `error` event comes now.
      await client.query('SELECT 1');
    });
    await expect(cut).rejects.toThrow();
    const after = await inPostgresTransaction(pool, async (client) => (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_tables WHERE tablename = $1', ['t'])).rows[0]!.n);
    // Rolled back with its connection: the table was never made.
    expect(after).toBe(0);
    expect(uncaught).toEqual([]);
  });
});
