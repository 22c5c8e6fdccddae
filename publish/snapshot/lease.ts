import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { ObjectStore } from '../store/object-store.ts';
import { listAll } from '../store/object-store.ts';
import { processAlive } from '../../platform/process-alive.ts';
import { SnapshotError } from './snapshot-error.ts';
import { GC_LOCK_KEY, LEASES_PREFIX } from './snapshot-layout.ts';

/**
 * Publish and GC exclude each other through two markers. Each writes its own marker first and
 * then looks for the other's; with a strongly consistent store (S3 since 2020, a filesystem) at
 * least one of two concurrent starters sees the other, so GC never sweeps while a publish may be
 * relying on an object it found already present. A marker is held while it is younger than the
 * TTL and, when it was written on this host, while its process lives: a publish killed on this
 * machine frees GC at once instead of after the TTL (6 h by default), and its lease is deleted
 * by the next GC. Markers of other hosts can only age out (their pids mean nothing here).
 */
export interface Marker {
  id: string;
  startedAt: string;
  host: string;
  pid: number;
}

function newMarker(now: Date): Marker {
  return { id: `${now.getTime()}-${randomBytes(4).toString('hex')}`, startedAt: now.toISOString(), host: hostname(), pid: process.pid };
}

function fresh(marker: Marker, now: Date, ttlSeconds: number): boolean {
  return now.getTime() - Date.parse(marker.startedAt) < ttlSeconds * 1000;
}

/** Its owner died on this host: the marker holds nothing, whatever its age. */
function ownerDead(marker: Marker): boolean {
  return marker.host === hostname() && Number.isInteger(marker.pid) && marker.pid > 0 && !processAlive(marker.pid);
}

function held(marker: Marker, now: Date, ttlSeconds: number): boolean {
  return fresh(marker, now, ttlSeconds) && !ownerDead(marker);
}

async function readMarker(store: ObjectStore, key: string): Promise<Marker | null> {
  const body = await store.get(key);
  if (body === null) return null;
  try {
    return JSON.parse(body.toString('utf8')) as Marker;
  } catch {
    // A torn marker cannot happen with atomic puts; if one shows up, treat it as stale.
    return null;
  }
}

export async function acquirePublishLease(store: ObjectStore, now: Date, ttlSeconds: number): Promise<{ key: string; release(): Promise<void> }> {
  const marker = newMarker(now);
  const key = `${LEASES_PREFIX}${marker.id}.json`;
  await store.put(key, JSON.stringify(marker), { contentType: 'application/json' });
  const gc = await readMarker(store, GC_LOCK_KEY);
  if (gc !== null && held(gc, now, ttlSeconds)) {
    await store.delete(key);
    throw new SnapshotError(
      'snapshot_gc_running',
      `[snapshot] a garbage collection started at ${gc.startedAt} on ${gc.host} (pid ${gc.pid}) is running; publish again when it ends (or delete ${GC_LOCK_KEY} if it crashed)`,
    );
  }
  return { key, release: () => store.delete(key) };
}

export async function acquireGcLock(store: ObjectStore, now: Date): Promise<{ release(): Promise<void> }> {
  await store.put(GC_LOCK_KEY, JSON.stringify(newMarker(now)), { contentType: 'application/json' });
  return { release: () => store.delete(GC_LOCK_KEY) };
}

/**
 * Publishes that may still be running: leases younger than the TTL whose owner is not known
 * dead. Leases of dead owners (killed on this host, or older than the TTL) are deleted, which is
 * safe whatever else runs: nobody will ever release them.
 */
export async function livePublishes(store: ObjectStore, now: Date, ttlSeconds: number): Promise<Marker[]> {
  const live: Marker[] = [];
  const dead: string[] = [];
  for await (const info of listAll(store, LEASES_PREFIX)) {
    const marker = await readMarker(store, info.key);
    if (marker !== null && held(marker, now, ttlSeconds)) live.push(marker);
    else dead.push(info.key);
  }
  for (const key of dead) await store.delete(key);
  return live;
}
