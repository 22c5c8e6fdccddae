import { describe, expect, it } from 'vitest';
import { createAccessControl } from '../../../api/access/access-control.ts';
import { ipcCounters } from '../../../api/access/ipc-counters.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { CounterOwner } from '../../../api/cluster/counter-owner.ts';
import { channelPair } from '../cluster/in-memory-channel.ts';

describe('counters shared by API workers through the primary', () => {
  it('counts the hits of two workers in one count, each answer once', async () => {
    const owner = new CounterOwner(() => 1_000);
    const [a, b] = [channelPair(), channelPair()];
    owner.serve(a.primary);
    owner.serve(b.primary);
    const first = ipcCounters(a.worker).counter('anonymous', 60);
    const second = ipcCounters(b.worker).counter('anonymous', 60);
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => Promise.resolve((i % 2 === 0 ? first : second).hit('client:h1', 3600))));
    expect(counts.sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await second.peek('client:h1')).toBe(40);
    // Another name is another count.
    expect(await ipcCounters(b.worker).counter('pages', 600).hit('client:h1', 3600)).toBe(1);
  });

  it('sends the counts of one event-loop turn in one message', async () => {
    const { worker, primary } = channelPair();
    new CounterOwner().serve(primary);
    let messages = 0;
    primary.on('message', () => (messages += 1));
    const counter = ipcCounters(worker).counter('plan:pro', 10_000);
    await Promise.all(Array.from({ length: 25 }, () => Promise.resolve(counter.hit('key:d1', 60))));
    expect(messages).toBe(1);
  });

  it('refuses the 61st anonymous request of the hour whichever worker gets it', async () => {
    const owner = new CounterOwner();
    const workers = [channelPair(), channelPair()];
    for (const w of workers) owner.serve(w.primary);
    const keysFile = `/nonexistent-${process.pid}/keys.json`;
    const access = await Promise.all(
      workers.map((w) =>
        createAccessControl({
          keysFile, keysReloadSeconds: 3600, plans: DEFAULT_PLANS, anonymousLimitPerHour: 60, trustProxy: 0,
          redisUrl: null, redisKeyPrefix: 'x', redisTimeoutMs: 100, pagesLimitPerHour: 0, counters: ipcCounters(w.worker),
        }),
      ),
    );
    try {
      const verdicts = await Promise.all(
        Array.from({ length: 70 }, (_, i) => Promise.resolve(access[i % 2]!.check({ method: 'GET', path: '/v1/annonces', routeId: 'annonces.list', headers: {}, ip: '192.0.2.7' }))),
      );
      expect(verdicts.filter((v) => v.ok)).toHaveLength(60);
      expect(verdicts.filter((v) => !v.ok && v.problem.code === 'rate_limited')).toHaveLength(10);
    } finally {
      for (const a of access) await a.close();
    }
  });

  it('serves uncounted, not crashing, once the primary is gone', async () => {
    const errors: unknown[] = [];
    const gone = { send: () => { throw new Error('channel closed'); }, on: () => undefined, off: () => undefined };
    const access = await createAccessControl({
      keysFile: `/nonexistent-${process.pid}/keys.json`, keysReloadSeconds: 3600, plans: DEFAULT_PLANS, anonymousLimitPerHour: 60, trustProxy: 0,
      redisUrl: null, redisKeyPrefix: 'x', redisTimeoutMs: 100, pagesLimitPerHour: 0, counters: ipcCounters(gone),
      logger: { warn: () => undefined, info: () => undefined, error: (entry: unknown) => errors.push(entry) },
    });
    try {
      const verdict = await access.check({ method: 'GET', path: '/v1/annonces', routeId: 'annonces.list', headers: {}, ip: '192.0.2.8' });
      expect(verdict.ok).toBe(true);
      expect(errors).toHaveLength(1);
    } finally {
      await access.close();
    }
  });
});
