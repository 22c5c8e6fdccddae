/**
 * A value a read binds to a `$n` parameter: a JavaScript number binds as DuckDB binds it (an
 * integer as INTEGER or BIGINT, any other number as DOUBLE), a list of strings as VARCHAR[]
 * (`id = ANY($1::VARCHAR[])`).
 */
export type ReadParam = string | number | boolean | null | readonly string[];

/**
 * What a query over the warehouse needs: rows as plain objects. Both clients give it, the
 * read-write warehouse (warehouse.ts) and the read-only reader the light commands open
 * (warehouse-reader.ts), so one query serves the pipeline, the tests and `quarantine`/`revue`.
 */
export interface WarehouseReads {
  all<T = Record<string, unknown>>(sql: string, params?: readonly ReadParam[]): Promise<T[]>;
}
