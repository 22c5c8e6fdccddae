import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore } from '../store/object-store.ts';
import { makeDirectories, writeExportMarker } from './export-folder.ts';
import { ndjsonToParquet, writeSnapshotNdjson } from './export-files.ts';
import { openSnapshot } from './open-snapshot.ts';

export type ExportFormat = 'parquet' | 'ndjson';

export interface ExportResult {
  snapshotId: string;
  files: { annonces: string; entreprises: string };
  announcements: number;
  companies: number;
}

/**
 * Writes `annonces.<ext>` (the ledger) and `entreprises.<ext>` (every `entreprises/*.json`
 * artefact, one row or line each) into `outDir`. NDJSON is written directly; Parquet goes
 * through DuckDB reading that NDJSON (export-files.ts), so both formats hold the same rows. The
 * export marker (`annonces-nc-export.json`, listing those two files) is written last.
 */
export async function exportSnapshot(store: ObjectStore, id: string, format: ExportFormat, outDir: string): Promise<ExportResult> {
  const snapshot = await openSnapshot(store, id);
  await makeDirectories(outDir);
  const ndjson = { annonces: path.join(outDir, 'annonces.ndjson'), entreprises: path.join(outDir, 'entreprises.ndjson') };
  const { announcements, companies } = await writeSnapshotNdjson(snapshot, ndjson);

  if (format === 'ndjson') {
    await writeExportMarker(outDir, { snapshot: snapshot.id, format, files: [path.basename(ndjson.annonces), path.basename(ndjson.entreprises)] });
    return { snapshotId: snapshot.id, files: ndjson, announcements, companies };
  }
  const parquet = { annonces: path.join(outDir, 'annonces.parquet'), entreprises: path.join(outDir, 'entreprises.parquet') };
  try {
    await ndjsonToParquet(snapshot.id, ndjson, parquet, companies);
  } finally {
    await rm(ndjson.annonces, { force: true });
    await rm(ndjson.entreprises, { force: true });
  }
  await writeExportMarker(outDir, { snapshot: snapshot.id, format, files: [path.basename(parquet.annonces), path.basename(parquet.entreprises)] });
  return { snapshotId: snapshot.id, files: parquet, announcements, companies };
}
