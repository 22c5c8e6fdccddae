import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { migrateWarehouse } from './migrate.ts';
import { AppError, errorMessage } from '../../kernel/errors/app-error.ts';

export class WarehouseError extends AppError<'warehouse_unavailable'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('warehouse_unavailable', message, options);
  }
}

/** An open warehouse: one DuckDB instance and one connection, schema migrated to the latest version. */
export interface Warehouse {
  readonly path: string;
  readonly connection: DuckDBConnection;
  /** Rows as plain objects (DuckDB values converted to JSON-friendly JS values). */
  all<T = Record<string, unknown>>(sql: string, params?: DuckDBValue[]): Promise<T[]>;
  run(sql: string, params?: DuckDBValue[]): Promise<void>;
  /** Runs `fn` inside BEGIN/COMMIT, rolling back on error. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  close(): void;
}

/** The warehouse's memory budget (DuckDB's memory_limit). */
export const WAREHOUSE_MEMORY_LIMIT = '256MB';

/**
 * DuckDB's threads, the calling one included. DuckDB defaults to one per core, and its idle
 * workers spin before they sleep: a night's statements are many and small (a load batch is a
 * dozen statements over a few hundred rows), so each woke the other worker for nothing, and a
 * night over the sample world cost about a fifth more CPU with two threads than with one, with
 * the same rows and the same artefacts (docs/pipeline.md, "The warehouse's threads").
 */
const WAREHOUSE_THREADS = '1';

export async function openWarehouse(file: string, options: { readOnly?: boolean } = {}): Promise<Warehouse> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  let instance: DuckDBInstance;
  try {
    instance = await DuckDBInstance.create(file, { threads: WAREHOUSE_THREADS, ...(options.readOnly ? { access_mode: 'READ_ONLY' } : {}) });
  } catch (cause) {
    throw new WarehouseError(`[warehouse] cannot open ${file}: ${errorMessage(cause)}`, { cause });
  }
  const connection = await instance.connect();
  // DuckDB's buffer pool defaults to 80 % of the machine's memory and keeps what it read: a
  // publish scanning 10^6 rows would hold gigabytes it no longer needs. Queries that need more
  // spill to disk (temp files beside the warehouse).
  await connection.run(`SET memory_limit = '${WAREHOUSE_MEMORY_LIMIT}'`);
  if (!options.readOnly) {
    // DuckDB checkpoints once its write-ahead log passes 16 MB: with batched loading that is
    // after every batch, and the checkpoint (rewriting table blocks, fsync) cost more than the
    // batch itself. A larger log is checkpointed less often, and always on close.
    await connection.run(`SET checkpoint_threshold = '256MB'`);
    // The schema is numbered migrations (migrations/), applied here at start-up in one
    // transaction; a read-only open takes the warehouse as it is.
    await migrateWarehouse(connection);
  }
  const warehouse: Warehouse = {
    path: file,
    connection,
    async all<T>(sql: string, params?: DuckDBValue[]) {
      const reader = await connection.runAndReadAll(sql, params);
      return reader.getRowObjectsJson() as T[];
    },
    async run(sql, params) {
      await connection.run(sql, params);
    },
    async transaction(fn) {
      await connection.run('BEGIN TRANSACTION');
      try {
        const result = await fn();
        await connection.run('COMMIT');
        return result;
      } catch (error) {
        // A COMMIT that failed (a full disk) has already ended the transaction: the ROLLBACK's own
        // "no transaction is active" must not hide the error that says why.
        await connection.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
  return warehouse;
}
