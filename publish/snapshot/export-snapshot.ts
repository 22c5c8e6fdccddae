import { rm } from 'node:fs/promises';
import path from 'node:path';
import { streamToFile } from '../../platform/stream-to-file.js';
import type { ObjectStore } from '../store/object-store.js';
import { makeDirectories, writeExportMarker } from './export-folder.js';
import { openSnapshot } from './open-snapshot.js';
import { SnapshotError } from './snapshot-error.js';

export type ExportFormat = 'parquet' | 'ndjson';

export interface ExportResult {
  snapshotId: string;
  files: { annonces: string; entreprises: string };
  announcements: number;
  companies: number;
}

// Announcement columns in a fixed order; provenance columns stay even when items lack them.
const ANNONCE_COLUMNS: Record<string, string> = {
  id: 'VARCHAR',
  ridet: 'VARCHAR',
  denomination: 'VARCHAR',
  type: 'VARCHAR',
  titre: 'VARCHAR',
  resume: 'VARCHAR',
  date: 'DATE',
  source: 'VARCHAR',
  fiche_url: 'VARCHAR',
  source_url: 'VARCHAR',
  fetched_at: 'VARCHAR',
  raw_sha256: 'VARCHAR',
};

/**
 * Writes `annonces.<ext>` (the ledger) and `entreprises.<ext>` (every `entreprises/*.json`
 * artefact, one row or line each) into `outDir`. NDJSON is written directly; Parquet goes
 * through DuckDB reading that NDJSON, so both formats hold the same rows. The export marker
 * (`annonces-nc-export.json`, listing those two files) is written last.
 */
export async function exportSnapshot(store: ObjectStore, id: string, format: ExportFormat, outDir: string): Promise<ExportResult> {
  const snapshot = await openSnapshot(store, id);
  await makeDirectories(outDir);
  const annoncesNdjson = path.join(outDir, 'annonces.ndjson');
  const entreprisesNdjson = path.join(outDir, 'entreprises.ndjson');

  let announcements = 0;
  await writeLines(annoncesNdjson, async function* () {
    for await (const item of snapshot.ledger()) {
      announcements += 1;
      yield JSON.stringify(item);
    }
  });
  let companies = 0;
  await writeLines(entreprisesNdjson, async function* () {
    for await (const [logicalPath] of snapshot.paths('entreprises/')) {
      if (!logicalPath.endsWith('.json')) continue;
      const body = await snapshot.read(logicalPath);
      if (body === null) continue;
      companies += 1;
      yield JSON.stringify(JSON.parse(body.toString('utf8')));
    }
  });

  if (format === 'ndjson') {
    await writeExportMarker(outDir, { snapshot: snapshot.id, format, files: [path.basename(annoncesNdjson), path.basename(entreprisesNdjson)] });
    return { snapshotId: snapshot.id, files: { annonces: annoncesNdjson, entreprises: entreprisesNdjson }, announcements, companies };
  }
  const annoncesParquet = path.join(outDir, 'annonces.parquet');
  const entreprisesParquet = path.join(outDir, 'entreprises.parquet');
  try {
    // Loaded on demand: the native module is heavy and only exports need it.
    const { DuckDBInstance } = await import('@duckdb/node-api');
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const columns = `{${Object.entries(ANNONCE_COLUMNS).map(([name, type]) => `'${name}': '${type}'`).join(', ')}}`;
      await connection.run(
        `COPY (SELECT * FROM read_json(${sqlString(annoncesNdjson)}, format = 'newline_delimited', columns = ${columns})) TO ${sqlString(annoncesParquet)} (FORMAT parquet)`,
      );
      // Company files are the builder's shape; let DuckDB infer it (an empty export gets one column).
      const source =
        companies === 0
          ? `SELECT NULL::VARCHAR AS ridet WHERE false`
          : `SELECT * FROM read_json_auto(${sqlString(entreprisesNdjson)}, format = 'newline_delimited', sample_size = -1)`;
      await connection.run(`COPY (${source}) TO ${sqlString(entreprisesParquet)} (FORMAT parquet)`);
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  } catch (error) {
    throw new SnapshotError('snapshot_export_failed', `[snapshot] export of ${snapshot.id} to Parquet failed`, { cause: error });
  } finally {
    await rm(annoncesNdjson, { force: true });
    await rm(entreprisesNdjson, { force: true });
  }
  await writeExportMarker(outDir, { snapshot: snapshot.id, format, files: [path.basename(annoncesParquet), path.basename(entreprisesParquet)] });
  return { snapshotId: snapshot.id, files: { annonces: annoncesParquet, entreprises: entreprisesParquet }, announcements, companies };
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
