import fs from 'node:fs';
import path from 'node:path';
import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { SCHEMA_STATEMENTS } from './schema.js';
import { AppError, errorMessage } from '../../kernel/errors/app-error.js';

export class WarehouseError extends AppError<'warehouse_unavailable'> {
  constructor(message: string, options?: { cause?: unknown }) {
    super('warehouse_unavailable', message, options);
  }
}

/** An open warehouse: one DuckDB instance and one connection, schema ensured. */
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

export async function openWarehouse(file: string, options: { readOnly?: boolean } = {}): Promise<Warehouse> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  let instance: DuckDBInstance;
  try {
    instance = await DuckDBInstance.create(file, options.readOnly ? { access_mode: 'READ_ONLY' } : {});
  } catch (cause) {
    throw new WarehouseError(`[warehouse] cannot open ${file}: ${errorMessage(cause)}`, { cause });
  }
  const connection = await instance.connect();
  if (!options.readOnly) {
    for (const statement of SCHEMA_STATEMENTS) await connection.run(statement);
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
        await connection.run('ROLLBACK');
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
