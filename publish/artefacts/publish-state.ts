import { LIST, VARCHAR, listValue } from '@duckdb/node-api';
import type { Warehouse } from '../../pipeline/warehouse/warehouse.ts';
import type { ObjectStamp } from '../snapshot/object-writer.ts';
import type { PageOptions } from './feed-pager.ts';

/**
 * What the warehouse remembers of its last publish (table `publish_state`, one row): to which
 * store, which snapshot and manifest, built by which code with which options. An incremental
 * publish needs all of it to match `current` in that store; anything else (a rollback, another
 * store, a deploy, a new site URL, a lost or restored warehouse) makes the next publish a full
 * one, which is always right, only slower.
 */
export interface PublishState {
  store: string;
  snapshotId: string;
  manifestSha256: string;
  fingerprint: string;
}

/** Bump when the build or the recorded digests change meaning without a new code version. */
const STATE_VERSION = 2;

/** The build's identity: code, options and the DuckDB version (whose hash() makes the digests). */
export async function buildFingerprint(warehouse: Warehouse, options: { siteUrl: string; pages: PageOptions; codeVersion: string }): Promise<string> {
  const [row] = await warehouse.all<{ v: string }>(`SELECT version() AS v`);
  return JSON.stringify({ state: STATE_VERSION, code: options.codeVersion, siteUrl: options.siteUrl, pages: options.pages, duckdb: row?.v ?? '' });
}

export async function readPublishState(warehouse: Warehouse): Promise<PublishState | null> {
  const rows = await warehouse.all<{ store: string; snapshot_id: string; manifest_sha256: string; fingerprint: string }>(
    `SELECT store, snapshot_id, manifest_sha256, fingerprint FROM publish_state`,
  );
  const row = rows[0];
  if (rows.length !== 1 || !row) return null;
  return { store: row.store, snapshotId: row.snapshot_id, manifestSha256: row.manifest_sha256, fingerprint: row.fingerprint };
}

/** Replaces the state row; call inside the transaction that records the digests. */
export async function writePublishState(warehouse: Warehouse, state: PublishState): Promise<void> {
  await warehouse.run(`DELETE FROM publish_state`);
  await warehouse.run(`INSERT INTO publish_state (store, snapshot_id, manifest_sha256, fingerprint, updated_at) VALUES ($1, $2, $3, $4, now())`, [state.store, state.snapshotId, state.manifestSha256, state.fingerprint]);
}

/** Objects of the store seen intact, with the size and time the store reported then. */
export async function readSeenObjects(warehouse: Warehouse): Promise<Map<string, ObjectStamp>> {
  const reader = await warehouse.connection.runAndReadAll(`SELECT to_json([sha256, size::VARCHAR, modified::VARCHAR]) FROM published_objects`);
  const seen = new Map<string, ObjectStamp>();
  for (const json of reader.getColumns()[0] ?? []) {
    const [hash, size, modified] = JSON.parse(json as string) as [string, string, string];
    seen.set(hash, { size: Number(size), modified: Number(modified) });
  }
  return seen;
}

/**
 * Makes the seen-intact record `after`, writing only what differs from `before` (the record as
 * read at the start of the publish): a night rewrites a few thousand rows, not 10^5.
 */
export async function writeSeenObjects(warehouse: Warehouse, before: ReadonlyMap<string, ObjectStamp>, after: ReadonlyMap<string, ObjectStamp>): Promise<void> {
  const gone: string[] = [];
  for (const [hash, stamp] of before) {
    const now = after.get(hash);
    if (now === undefined || now.size !== stamp.size || now.modified !== stamp.modified) gone.push(hash);
  }
  for (let i = 0; i < gone.length; i += 10_000) {
    await warehouse.connection.run(`DELETE FROM published_objects WHERE sha256 IN (SELECT unnest($1))`, [listValue(gone.slice(i, i + 10_000))], [LIST(VARCHAR)]);
  }
  // An appender fills every column of its table by position, so it writes to a table of ours
  // and the copy names its columns: a column added to published_objects later cannot break it.
  await warehouse.run(`CREATE OR REPLACE TEMP TABLE publish_seen_objects (sha256 VARCHAR, size BIGINT, modified BIGINT)`);
  const appender = await warehouse.connection.createAppender('publish_seen_objects', 'main', 'temp');
  try {
    for (const [hash, stamp] of after) {
      const was = before.get(hash);
      if (was !== undefined && was.size === stamp.size && was.modified === stamp.modified) continue;
      appender.appendVarchar(hash);
      appender.appendBigInt(BigInt(stamp.size));
      appender.appendBigInt(BigInt(stamp.modified));
      appender.endRow();
    }
    appender.flushSync();
  } finally {
    appender.closeSync();
  }
  await warehouse.run(`INSERT INTO published_objects (sha256, size, modified) SELECT sha256, size, modified FROM publish_seen_objects`);
  await warehouse.run(`DROP TABLE publish_seen_objects`);
}
