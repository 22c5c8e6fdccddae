import duckdb from '@duckdb/node-bindings';
import { AppError } from '../../kernel/errors/app-error.ts';

/** A query of the read-only reader returned a column type it does not read (chunk-rows.ts). */
class UnreadColumnError extends AppError<'warehouse_column_unread'> {
  constructor(message: string) {
    super('warehouse_column_unread', message);
  }
}

/** A result column: its name and how one of its values becomes JavaScript. */
interface ResultColumn {
  name: string;
  /** Bytes a value takes in the column's data. */
  width: number;
  read: (data: DataView, offset: number) => unknown;
}

const utf8 = new TextDecoder();

/**
 * A VARCHAR value is DuckDB's 16-byte string_t: its length, then the string itself when it
 * fits in 12 bytes, else a pointer to it (read through the bindings).
 */
function varchar(data: DataView, offset: number): string {
  const length = data.getUint32(offset, true);
  if (length <= 12) return utf8.decode(new Uint8Array(data.buffer, data.byteOffset + offset + 4, length));
  return utf8.decode(duckdb.get_data_from_pointer(data.buffer as ArrayBuffer, data.byteOffset + offset + 8, length));
}

/**
 * The types the light commands' queries return, read as node-api's `getRowObjectsJson` reads
 * them (warehouse.ts): a BIGINT as its decimal string (JSON has no 64-bit integer), a DOUBLE that
 * is not finite as its name ('NaN', 'Infinity'). A query needing another type casts it in SQL
 * (`::VARCHAR`) or is refused.
 */
const READERS: ReadonlyMap<number, Omit<ResultColumn, 'name'>> = new Map([
  [duckdb.Type.BOOLEAN, { width: 1, read: (data: DataView, offset: number) => data.getUint8(offset) !== 0 }],
  [duckdb.Type.INTEGER, { width: 4, read: (data: DataView, offset: number) => data.getInt32(offset, true) }],
  [duckdb.Type.BIGINT, { width: 8, read: (data: DataView, offset: number) => data.getBigInt64(offset, true).toString() }],
  [
    duckdb.Type.DOUBLE,
    {
      width: 8,
      read: (data: DataView, offset: number) => {
        const value = data.getFloat64(offset, true);
        return Number.isFinite(value) ? value : String(value);
      },
    },
  ],
  [duckdb.Type.VARCHAR, { width: 16, read: varchar }],
]);

/** The columns of a result, each with its reader; a type without one is refused before any row is read. */
export function resultColumns(result: duckdb.Result): ResultColumn[] {
  return Array.from({ length: duckdb.column_count(result) }, (_, index) => {
    const name = duckdb.column_name(result, index);
    const type = duckdb.column_type(result, index);
    const reader = READERS.get(type);
    if (reader === undefined) throw new UnreadColumnError(`[warehouse] column ${name}: type ${duckdb.Type[type]} is not read by the read-only reader; cast it (::VARCHAR)`);
    return { name, ...reader };
  });
}

/** The rows of one chunk as plain objects, keyed by column name in the result's order; null where DuckDB has NULL. */
export function rowsOfChunk(columns: readonly ResultColumn[], chunk: duckdb.DataChunk): Array<Record<string, unknown>> {
  const size = duckdb.data_chunk_get_size(chunk);
  const values = columns.map((column, index) => {
    const vector = duckdb.data_chunk_get_vector(chunk, index);
    const bytes = duckdb.vector_get_data(vector, size * column.width);
    const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // One bit a row, least significant first, in 64-bit words; none when every row is valid.
    const validity = duckdb.vector_get_validity(vector, Math.ceil(size / 64) * 8) as Uint8Array | null;
    return Array.from({ length: size }, (_, row) => (validity && ((validity[row >> 3]! >> (row & 7)) & 1) === 0 ? null : column.read(data, row * column.width)));
  });
  return Array.from({ length: size }, (_, row) => {
    const object: Record<string, unknown> = {};
    columns.forEach((column, index) => {
      object[column.name] = values[index]![row];
    });
    return object;
  });
}
