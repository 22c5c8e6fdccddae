import os from 'node:os';
import type { ObjectStore } from '../store/object-store.ts';
import { openSnapshot } from './open-snapshot.ts';
import { appendAudit, readCurrent, writeCurrent, type AuditEvent } from './pointer.ts';

export interface RollbackOptions {
  actor?: string;
  reason?: string;
  now?: Date;
}

/**
 * Points `current` at an existing snapshot (older or newer) and records the move in the audit
 * log. Nothing else changes: snapshots are immutable, so rolling forward again is another move.
 * The pointer says it was a rollback: the next publish from a warehouse that published something
 * else is refused until forced (publish-warehouse.ts), since that warehouse still holds what was
 * rolled back.
 */
export async function rollback(store: ObjectStore, id: string, options: RollbackOptions = {}): Promise<AuditEvent> {
  // Opening proves the manifest and its tree root are readable before anything is served.
  const target = await openSnapshot(store, id);
  const now = options.now ?? new Date();
  const before = await readCurrent(store);
  await writeCurrent(store, target.id, target.manifestSha256, now, 'rollback');
  const event: AuditEvent = {
    at: now.toISOString(),
    action: 'rollback',
    from: before?.snapshot ?? null,
    to: target.id,
    manifestSha256: target.manifestSha256,
    actor: options.actor ?? operatingSystemUser(),
    ...(options.reason !== undefined ? { reason: options.reason } : {}),
  };
  return appendAudit(store, event);
}

/** Who ran the command, as the operating system knows them (not a setting: not configurable). */
function operatingSystemUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}
