import { describe, expect, it } from 'vitest';
import { SearchQueue } from '../../../api/search/search-queue.ts';

/** A clock each search moves forward by its cost, so slices are decided deterministically. */
function fakeClock() {
  let t = 0;
  return { now: () => t, spend: (ms: number) => (t += ms) };
}

describe('the search queue', () => {
  it('answers each search with its own result, in the order they came, and passes errors on', async () => {
    const queue = new SearchQueue();
    const order: number[] = [];
    const results = await Promise.allSettled([1, 2, 3].map((n) => queue.run(() => {
      order.push(n);
      if (n === 2) throw new Error('index illisible');
      return n * 10;
    })));
    expect(order).toEqual([1, 2, 3]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([10, 'index illisible', 30]);
    expect(queue.depth).toBe(0);
  });

  it('runs as many searches in a turn as fit in the slice, and lets other work through between turns', async () => {
    const clock = fakeClock();
    const queue = new SearchQueue(1, clock.now);
    const log: string[] = [];
    const searches = Array.from({ length: 6 }, (_, i) => queue.run(() => {
      clock.spend(0.4); // three fit in a 1 ms slice (0.4, 0.8, then 1.2 ends it)
      log.push(`search ${i}`);
    }));
    // Other requests' callbacks, queued as I/O would be while searches wait.
    const others = (async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setImmediate(resolve));
        log.push('other');
      }
    })();
    await Promise.all([...searches, others]);
    const turns = log.join(',').split('other').filter((part) => part.includes('search')).map((part) => part.split(',').filter(Boolean).length);
    expect(turns).toEqual([3, 3]);
  });

  it('runs at least one search per turn, however long a search takes', async () => {
    const clock = fakeClock();
    const queue = new SearchQueue(1, clock.now);
    const log: string[] = [];
    const searches = [0, 1].map((i) => queue.run(() => {
      clock.spend(5);
      log.push(`search ${i}`);
    }));
    const other = new Promise((resolve) => setImmediate(resolve)).then(() => log.push('other'));
    await Promise.all([...searches, other]);
    expect(log).toEqual(['search 0', 'other', 'search 1']);
  });
});

describe('the search queue’s share per client', () => {
  it('refuses a client one search more than its share at once, counts each client apart, and lets it search again once one has run', async () => {
    const queue = new SearchQueue();
    const share = (client: string) => ({ client, limit: 2 });
    const held = [queue.run(() => 'a1', share('ip:a')), queue.run(() => 'a2', share('ip:a'))];
    const refused = queue.run(() => 'a3', share('ip:a'));
    const other = queue.run(() => 'b1', share('key:b'));
    await expect(refused).rejects.toMatchObject({ code: 'search_limit', limit: 2 });
    expect(queue.waitingOf('ip:a')).toBe(2);
    expect(queue.waitingOf('key:b')).toBe(1);
    expect(await Promise.all([...held, other])).toEqual(['a1', 'a2', 'b1']);
    expect(queue.waitingOf('ip:a')).toBe(0);
    expect(await queue.run(() => 'a4', share('ip:a'))).toBe('a4');
  });

  it('releases a client’s share when its search throws', async () => {
    const queue = new SearchQueue();
    const share = { client: 'ip:a', limit: 1 };
    await expect(queue.run(() => { throw new Error('index illisible'); }, share)).rejects.toThrow('index illisible');
    expect(queue.waitingOf('ip:a')).toBe(0);
    expect(await queue.run(() => 'encore', share)).toBe('encore');
  });
});
