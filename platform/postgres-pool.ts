import pg from 'pg';
import type { Logger } from './logger.ts';
import { redactSecrets } from './redact-secrets.ts';

export interface PostgresPoolOptions {
  url: string;
  max: number;
  /** Where an idle connection's failure is reported. */
  logger: Pick<Logger, 'error'>;
  /** Whose pool, for the log (`webhooks`, `signalements`). */
  name: string;
}

/**
 * A pg pool whose connections may fail while idle (the server restarted, a failover, an
 * administrator's pg_terminate_backend, a network cut) without taking the process down: pg
 * emits `error` on the pool for them, which with no listener is an uncaught exception. The pool
 * has already dropped the connection; the next query opens another. The failure is logged
 * (not swallowed: a database that keeps dropping connections is something to look at), with
 * the error's message and code only: pg attaches the client itself to the error.
 */
export function openPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const pool = new pg.Pool({ connectionString: options.url, max: options.max, connectionTimeoutMillis: 10_000 });
  pool.on('error', (error: Error & { code?: string }) => {
    options.logger.error(
      { pool: options.name, database: redactSecrets(options.url), err: { type: error.name, message: error.message, code: error.code ?? null } },
      'postgres: an idle connection failed; the pool dropped it and the next query opens another',
    );
  });
  return pool;
}
