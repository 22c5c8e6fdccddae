import { randomBytes } from 'node:crypto';
import type { ObjectStore } from '../store/object-store.ts';
import { listAll } from '../store/object-store.ts';
import { SnapshotError } from './snapshot-error.ts';
import { AUDIT_PREFIX, CURRENT_KEY, manifestKey } from './snapshot-layout.ts';

/** The body of `current`: which manifest is served, and that manifest's hash for verification. */
export interface CurrentPointer {
  snapshot: string;
  manifest: string;
  manifestSha256: string;
  updatedAt: string;
  /**
   * What put it there. `rollback` stands until a publish is forced over it (publish-warehouse.ts);
   * absent in pointers written before it was recorded, read as `publish`.
   */
  action?: 'publish' | 'rollback';
}

export interface AuditEvent {
  at: string;
  /** `migrate`: `snapshots migrate` rewrote the manifest of `to` (from = to) in format 2; `current` did not move. */
  action: 'publish' | 'rollback' | 'migrate';
  from: string | null;
  to: string;
  manifestSha256: string;
  /** A migration's: the hash of the format 1 manifest it replaced (what earlier events recorded for `to`). */
  replacesManifestSha256?: string;
  actor: string;
  reason?: string;
  /** A publish forced over a rollback (`from` is the snapshot the rollback had made current). */
  overRollback?: true;
}

export async function readCurrent(store: ObjectStore): Promise<CurrentPointer | null> {
  const body = await store.get(CURRENT_KEY);
  if (body === null) return null;
  try {
    const pointer = JSON.parse(body.toString('utf8')) as CurrentPointer;
    if (typeof pointer.snapshot !== 'string') throw new Error('no snapshot field');
    return pointer;
  } catch (error) {
    throw new SnapshotError('snapshot_corrupt', `[snapshot] the current pointer in ${store.url} is unreadable`, { cause: error });
  }
}

/**
 * One PUT of a small object: atomic on S3 and, through rename, on the filesystem. The action is
 * in the pointer itself, not only in the audit log, so that a rollback is seen in one read and
 * even when its audit event was not written (a crash between the two).
 */
export async function writeCurrent(store: ObjectStore, id: string, manifestSha256: string, now: Date, action: 'publish' | 'rollback' = 'publish'): Promise<CurrentPointer> {
  const pointer: CurrentPointer = { snapshot: id, manifest: manifestKey(id), manifestSha256, updatedAt: now.toISOString(), action };
  await store.put(CURRENT_KEY, `${JSON.stringify(pointer)}\n`, { contentType: 'application/json', cacheControl: 'no-cache' });
  return pointer;
}

/**
 * One object per event rather than an appended file: object stores cannot append, and a
 * read-modify-write log would lose events when two writers race.
 */
export async function appendAudit(store: ObjectStore, event: AuditEvent): Promise<AuditEvent> {
  // Events are ordered by time; two moves on one store in the same millisecond (scripts, tests)
  // are nudged apart so the log keeps the order they happened in. Per store, so that one store's
  // clock never shifts another's events.
  let at = Date.parse(event.at);
  const last = lastAuditAt.get(store) ?? 0;
  if (at <= last) at = last + 1;
  lastAuditAt.set(store, at);
  event = { ...event, at: new Date(at).toISOString() };
  const stamp = event.at.replace(/[-:.]/g, '');
  await store.put(`${AUDIT_PREFIX}${stamp}-${randomBytes(4).toString('hex')}.json`, `${JSON.stringify(event)}\n`, {
    contentType: 'application/json',
  });
  return event;
}

const lastAuditAt = new WeakMap<ObjectStore, number>();

/**
 * The newest audit event that `matches`, reading events newest first (keys sort by time) and
 * stopping at the first match, so that the common case costs one listing and one read.
 */
export async function lastAuditEvent(store: ObjectStore, matches: (event: AuditEvent) => boolean): Promise<AuditEvent | null> {
  const keys: string[] = [];
  for await (const info of listAll(store, AUDIT_PREFIX)) keys.push(info.key);
  for (const key of keys.sort().reverse()) {
    const body = await store.get(key);
    if (body === null) continue;
    const event = JSON.parse(body.toString('utf8')) as AuditEvent;
    if (matches(event)) return event;
  }
  return null;
}

export async function readAudit(store: ObjectStore): Promise<AuditEvent[]> {
  const events: AuditEvent[] = [];
  for await (const info of listAll(store, AUDIT_PREFIX)) {
    const body = await store.get(info.key);
    if (body !== null) events.push(JSON.parse(body.toString('utf8')) as AuditEvent);
  }
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
