import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { acquirePublishLease } from '../../../publish/snapshot/lease.ts';
import { GC_LOCK_KEY } from '../../../publish/snapshot/snapshot-layout.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';

const TTL = 6 * 3600;

async function storeWithGcLock(pid: number, host = hostname()): Promise<MemoryStore> {
  const store = new MemoryStore();
  await store.put(GC_LOCK_KEY, JSON.stringify({ id: 'gc', startedAt: new Date().toISOString(), host, pid }));
  return store;
}

describe('the publish lease', () => {
  it('is refused while a garbage collection runs', async () => {
    const store = await storeWithGcLock(process.pid);
    await expect(acquirePublishLease(store, new Date(), TTL)).rejects.toMatchObject({ code: 'snapshot_gc_running' });
  });

  it('is granted over the lock of a garbage collection killed on this host, without waiting for the TTL', async () => {
    const store = await storeWithGcLock(spawnSync(process.execPath, ['-e', '']).pid);
    const lease = await acquirePublishLease(store, new Date(), TTL);
    await lease.release();
  });

  it('trusts only age for a lock written on another host', async () => {
    const store = await storeWithGcLock(2, 'another-host.invalid');
    await expect(acquirePublishLease(store, new Date(), TTL)).rejects.toMatchObject({ code: 'snapshot_gc_running' });
  });
});
