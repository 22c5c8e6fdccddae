import { streamToFile } from '../../platform/stream-to-file.ts';
import { COMPANY_PATH } from './compare-snapshots.ts';
import { annonceExportColumns } from './export-columns.ts';
import type { SnapshotHandle } from './open-snapshot.ts';
import { SnapshotError } from './snapshot-error.ts';

/**
 * The two steps every export of a snapshot shares (the `snapshots export` command and the bulk
 * files the API serves): the snapshot as NDJSON, read and written one item at a time, then
 * Parquet written by DuckDB reading that NDJSON, so both formats hold the same rows and memory
 * stays bounded by DuckDB's own limit, not by the snapshot's size.
 */

export interface NdjsonFiles {
  annonces: string;
  entreprises: string;
}

export interface RowCounts {
  announcements: number;
  companies: number;
}

/** Writes the ledger (one item a line) and every `entreprises/<ridet>.json` artefact (one record a line). */
export async function writeSnapshotNdjson(snapshot: SnapshotHandle, files: NdjsonFiles): Promise<RowCounts> {
  let announcements = 0;
  await writeLines(files.annonces, async function* () {
    for await (const item of snapshot.ledger()) {
      announcements += 1;
      yield JSON.stringify(item);
    }
  });
  let companies = 0;
  await writeLines(files.entreprises, async function* () {
    for await (const [logicalPath] of snapshot.paths('entreprises/')) {
      // Records only: a company's other files (its whole list of announcements) live under entreprises/ too.
      if (!COMPANY_PATH.test(logicalPath)) continue;
      const body = await snapshot.read(logicalPath);
      if (body === null) continue;
      companies += 1;
      // Re-serialised: one line whatever the artefact's own layout.
      yield JSON.stringify(JSON.parse(body.toString('utf8')));
    }
  });
  return { announcements, companies };
}

export interface ParquetOptions {
  /** Parquet's own page compression (DuckDB's default is snappy). */
  compression?: 'snappy' | 'zstd';
  /** DuckDB's memory limit for the conversion (e.g. `256MB`); default DuckDB's. */
  memoryLimit?: string;
  /** DuckDB threads; default DuckDB's (every core). */
  threads?: number;
  /** Where DuckDB spills past its memory limit (an in-memory database otherwise uses `.tmp` in the working folder). */
  spillDir?: string;
}

/**
 * Converts the NDJSON pair to Parquet. Announcement columns come from the record declaration
 * (export-columns.ts), so provenance columns stay even when no item carries them; company
 * records are the builder's shape, which DuckDB infers (an export without companies gets one
 * column, `ridet`).
 */
export async function ndjsonToParquet(snapshotId: string, ndjson: NdjsonFiles, parquet: NdjsonFiles, companies: number, options: ParquetOptions = {}): Promise<void> {
  const copyOptions = `FORMAT parquet${options.compression ? `, COMPRESSION ${options.compression}` : ''}`;
  try {
    // Loaded on demand: the native module is heavy and only exports need it.
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const config: Record<string, string> = {};
    if (options.memoryLimit !== undefined) config.memory_limit = options.memoryLimit;
    if (options.threads !== undefined) config.threads = String(options.threads);
    if (options.spillDir !== undefined) config.temp_directory = options.spillDir;
    const instance = await DuckDBInstance.create(':memory:', config);
    const connection = await instance.connect();
    try {
      const columns = `{${Object.entries(annonceExportColumns()).map(([name, type]) => `'${name}': '${type}'`).join(', ')}}`;
      await connection.run(
        `COPY (SELECT * FROM read_json(${sqlString(ndjson.annonces)}, format = 'newline_delimited', columns = ${columns})) TO ${sqlString(parquet.annonces)} (${copyOptions})`,
      );
      const source =
        companies === 0
          ? `SELECT NULL::VARCHAR AS ridet WHERE false`
          : `SELECT * FROM read_json_auto(${sqlString(ndjson.entreprises)}, format = 'newline_delimited', sample_size = -1)`;
      await connection.run(`COPY (${source}) TO ${sqlString(parquet.entreprises)} (${copyOptions})`);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  } catch (error) {
    // The message is matched by cli/french-errors.ts; DuckDB's own words stay in `cause`.
    throw new SnapshotError('snapshot_export_failed', `[snapshot] export of ${snapshotId} to Parquet failed`, { cause: error });
  }
}

function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

async function writeLines(file: string, lines: () => AsyncGenerator<string>): Promise<void> {
  await streamToFile(
    file,
    (async function* () {
      for await (const line of lines()) yield `${line}\n`;
    })(),
  );
}
