import type { ObjectStore } from '../store/object-store.ts';
import { SnapshotError } from './snapshot-error.ts';
import { RAW_PREFIX, SHA256_PATTERN, sha256Hex } from './snapshot-layout.ts';

/**
 * An archived raw source document (`raw/<sha256>`, written by the pipeline), or null when the
 * archive does not hold it. The body is checked against its address before it is returned, so
 * an auditor never receives an altered document as if it were the original.
 */
export async function readRawDocument(store: ObjectStore, sha256: string): Promise<Buffer | null> {
  if (!SHA256_PATTERN.test(sha256)) {
    throw new SnapshotError('snapshot_invalid_input', `[snapshot] raw document: expected a sha256 (64 lowercase hex digits), got ${JSON.stringify(sha256)}`);
  }
  const body = await store.get(`${RAW_PREFIX}${sha256}`);
  if (body === null) return null;
  const actual = sha256Hex(body);
  if (actual !== sha256) {
    throw new SnapshotError('snapshot_corrupt', `[snapshot] archived document ${sha256} is altered: its content hashes to ${actual}`);
  }
  return body;
}
