import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, LIST, listValue, VARCHAR, type DuckDBConnection, type DuckDBType, type DuckDBValue } from '@duckdb/node-api';
import { migrateWarehouse } from './migrate.ts';
import { WAREHOUSE_MEMORY_LIMIT, WAREHOUSE_THREADS } from './warehouse-limits.ts';
import { WarehouseError } from './warehouse-error.ts';
import type { ReadParam, WarehouseReads } from './warehouse-reads.ts';
import { errorMessage } from '../../kernel/errors/app-error.ts';

/** An open warehouse: one DuckDB instance and one connection, schema migrated to the latest version. */
export interface Warehouse extends WarehouseReads {
  readonly path: string;
  readonly connection: DuckDBConnection;
  /** Rows as plain objects (DuckDB values converted to JSON-friendly JS values); a list of strings binds as VARCHAR[]. */
  all<T = Record<string, unknown>>(sql: string, params?: ReadonlyArray<DuckDBValue | ReadParam>): Promise<T[]>;
  run(sql: string, params?: DuckDBValue[]): Promise<void>;
  /** Runs `fn` inside BEGIN/COMMIT, rolling back on error. */
  transaction<T>(fn: () => Promise<T>): Promise<T>;
  close(): void;
}

/**
 * The values and types node-api binds: a list of strings as a VARCHAR[] value, typed, since
 * node-api would infer a list's type from its first item and an empty list has none.
 */
function boundParams(params: ReadonlyArray<DuckDBValue | ReadParam> | undefined): [DuckDBValue[]?, DuckDBType[]?] {
  if (params === undefined) return [];
  const types: DuckDBType[] = [];
  const values = params.map((param, index): DuckDBValue => {
    if (!Array.isArray(param)) return param as DuckDBValue;
    types[index] = LIST(VARCHAR);
    return listValue(param as readonly string[]);
  });
  return [values, types];
}

export async function openWarehouse(file: string, options: { readOnly?: boolean } = {}): Promise<Warehouse> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  let instance: DuckDBInstance;
  try {
    instance = await DuckDBInstance.create(file, { threads: WAREHOUSE_THREADS, ...(options.readOnly ? { access_mode: 'READ_ONLY' } : {}) });
  } catch (cause) {
    throw new WarehouseError(`[warehouse] cannot open ${file}: ${errorMessage(cause)}`, { cause });
  }
  const connection = await instance.connect();
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
    async all<T>(sql: string, params?: ReadonlyArray<DuckDBValue | ReadParam>) {
      const reader = await connection.runAndReadAll(sql, ...boundParams(params));
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
