import duckdb from '@duckdb/node-bindings';
import { resultColumns, rowsOfChunk } from './chunk-rows.ts';
import { WAREHOUSE_MEMORY_LIMIT, WAREHOUSE_THREADS } from './warehouse-limits.ts';
import { WarehouseError } from './warehouse-error.ts';
import type { ReadParam, WarehouseReads } from './warehouse-reads.ts';
import { errorMessage } from '../../kernel/errors/app-error.ts';

/** The warehouse opened read-only for a command that only reads it (`pipeline quarantine`, `revue`). */
export interface WarehouseReader extends WarehouseReads {
  readonly path: string;
  close(): void;
}

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/** Binds `params` to `$1`, `$2`... as node-api binds the same JavaScript values (warehouse.ts). */
function bind(statement: duckdb.PreparedStatement, params: readonly ReadParam[]): void {
  params.forEach((param, index) => {
    const position = index + 1;
    if (param === null) duckdb.bind_null(statement, position);
    else if (typeof param === 'string') duckdb.bind_varchar(statement, position, param);
    else if (typeof param === 'boolean') duckdb.bind_boolean(statement, position, param);
    else if (typeof param === 'number') {
      if (!Number.isInteger(param)) duckdb.bind_double(statement, position, param);
      else if (param >= INT32_MIN && param <= INT32_MAX) duckdb.bind_int32(statement, position, param);
      else duckdb.bind_int64(statement, position, BigInt(param));
    } else {
      const items = param.map((item) => duckdb.create_varchar(item));
      duckdb.bind_value(statement, position, duckdb.create_list_value(duckdb.create_logical_type(duckdb.Type.VARCHAR), items));
    }
  });
}

/**
 * Opens the warehouse read-only through DuckDB's C API bindings (@duckdb/node-bindings) rather
 * than node-api: a light command reads a few rows, and node-api's 181 modules cost it more CPU
 * than DuckDB's own start (docs/performance-review.md, item 3). The settings are the
 * warehouse's (warehouse-limits.ts); a reader can run beside a run that writes, as a read-only
 * open of warehouse.ts can, and a missing warehouse is DuckDB's "database does not exist" (no
 * folder is created for it). Rows are what `Warehouse.all` returns for the same query, for the
 * column types chunk-rows.ts reads; any other type is refused, not guessed.
 */
export async function openWarehouseReader(file: string): Promise<WarehouseReader> {
  let database: duckdb.Database;
  try {
    const config = duckdb.create_config();
    duckdb.set_config(config, 'access_mode', 'READ_ONLY');
    duckdb.set_config(config, 'threads', WAREHOUSE_THREADS);
    duckdb.set_config(config, 'memory_limit', WAREHOUSE_MEMORY_LIMIT);
    database = await duckdb.open(file, config);
  } catch (cause) {
    throw new WarehouseError(`[warehouse] cannot open ${file}: ${errorMessage(cause)}`, { cause });
  }
  const connection = await duckdb.connect(database);
  return {
    path: file,
    async all<T>(sql: string, params: readonly ReadParam[] = []) {
      const statement = await duckdb.prepare(connection, sql);
      try {
        bind(statement, params);
        const result = await duckdb.execute_prepared(statement);
        const columns = resultColumns(result);
        const rows: T[] = [];
        for (let chunk = await duckdb.fetch_chunk(result); chunk !== null && duckdb.data_chunk_get_size(chunk) > 0; chunk = await duckdb.fetch_chunk(result)) {
          for (const row of rowsOfChunk(columns, chunk)) rows.push(row as T);
        }
        return rows;
      } finally {
        duckdb.destroy_prepare_sync(statement);
      }
    },
    close() {
      duckdb.disconnect_sync(connection);
      duckdb.close_sync(database);
    },
  };
}
