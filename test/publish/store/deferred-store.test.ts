import { describe, expect, it } from 'vitest';
import { DeferredStore } from '../../../publish/store/deferred-store.ts';
import { MemoryStore } from '../../../publish/store/memory-store.ts';

describe('DeferredStore', () => {
  it('builds its driver on the first call, once, and hands every call to it', async () => {
    let opened = 0;
    const store = new DeferredStore('memory://deferred', async () => {
      opened += 1;
      return new MemoryStore('memory://deferred');
    });
    expect(opened).toBe(0);
    expect(store.url).toBe('memory://deferred');
    await Promise.all([store.put('a.json', '{}'), store.put('b.json', '[]')]);
    expect((await store.get('a.json'))?.toString()).toBe('{}');
    expect((await store.list('')).objects.map((o) => o.key)).toEqual(['a.json', 'b.json']);
    await store.delete('a.json');
    expect(await store.head('a.json')).toBeNull();
    expect(opened).toBe(1);
  });

  it('fails each call with the reason the driver could not be built', async () => {
    const store = new DeferredStore('s3://bucket/prefix/', () => Promise.reject(new Error('cannot load the SDK')));
    await expect(store.get('x')).rejects.toThrow('cannot load the SDK');
    await expect(store.list('')).rejects.toThrow('cannot load the SDK');
  });
});
