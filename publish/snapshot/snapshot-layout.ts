import { createHash } from 'node:crypto';

/**
 * Where everything lives in the store (docs/snapshots.md draws the same map):
 *
 *   objects/ab/<sha256>            every body, once: artefacts, tree and ledger shards, roots
 *   snapshots/<id>.json            one immutable manifest per snapshot
 *   current                        pointer to the served snapshot, written last
 *   audit/pointer-log/<ts>-<r>.json one object per pointer move (publish, rollback)
 *   leases/<publish-id>.json       an in-progress publish, for GC safety
 *   locks/gc.json                  a running GC, for publish safety
 *   raw/<sha256>                   the pipeline's raw document archive; snapshots never touch it
 *   exports/…                      bulk files of snapshots and their indexes (bulk-exports.ts)
 */
export const OBJECTS_PREFIX = 'objects/';
export const MANIFESTS_PREFIX = 'snapshots/';
export const CURRENT_KEY = 'current';
export const AUDIT_PREFIX = 'audit/pointer-log/';
export const LEASES_PREFIX = 'leases/';
export const GC_LOCK_KEY = 'locks/gc.json';
export const RAW_PREFIX = 'raw/';

/** Logical path of the changes file inside every snapshot. */
export const CHANGES_PATH = 'changes.json';

/** Manifest tree fan-out: 2 hex digits of sha256(path) = 256 shards. */
export const TREE_SHARD_HEX = 2;

/** Every tree shard key, `00` to `ff`. */
export const TREE_SHARD_KEYS: readonly string[] = Array.from({ length: 16 ** TREE_SHARD_HEX }, (_, i) => i.toString(16).padStart(TREE_SHARD_HEX, '0'));

export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
// Sortable, no `:`: 20261121T020000Z, with -002, -003... when two publishes share a second.
export const SNAPSHOT_ID_PATTERN = /^\d{8}T\d{6}Z(-\d{3})?$/;

export function sha256Hex(body: Buffer | string): string {
  return createHash('sha256').update(body).digest('hex');
}

export function objectKey(hash: string): string {
  return `${OBJECTS_PREFIX}${hash.slice(0, 2)}/${hash}`;
}

export function manifestKey(id: string): string {
  return `${MANIFESTS_PREFIX}${id}.json`;
}

export function shardOf(name: string, hexDigits: number): string {
  return sha256Hex(name).slice(0, hexDigits);
}

export function isSnapshotId(id: string): boolean {
  return SNAPSHOT_ID_PATTERN.test(id);
}

/** 2026-11-21T02:00:00.123Z -> 20261121T020000Z */
export function snapshotIdFor(date: Date, attempt = 1): string {
  const base = date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  return attempt <= 1 ? base : `${base}-${String(attempt).padStart(3, '0')}`;
}
