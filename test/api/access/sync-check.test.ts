import { describe, expect, it } from 'vitest';
import { createKey } from '../../../api/access/key-store.ts';
import { memoryCounters } from '../../../api/access/counters.ts';
import { ipcCounters } from '../../../api/access/ipc-counters.ts';
import { DEFAULT_PLANS } from '../../../api/access/plans.ts';
import { CounterOwner } from '../../../api/cluster/counter-owner.ts';
import { channelPair } from '../cluster/in-memory-channel.ts';
import { accessControlsClosedAfterEach, accessOptions, request, tempDir } from './access-fixtures.ts';

/**
 * Counters in this process's memory answer at once: the access check of such a request is a
 * plain verdict, not a promise (a promise a request is a large share of the API's own CPU,
 * docs/api-performance.md).
 * Counters that must ask another process (the primary over IPC, Redis) still answer a promise.
 */
const open = accessControlsClosedAfterEach();

describe('the access check with counters in memory', () => {
  it('counts a hit and a peek as plain numbers', () => {
    const counter = memoryCounters(() => 1_000).counter('anonymous', 60);
    expect(counter.hit('client:h1', 3600)).toBe(1);
    expect(counter.hit('client:h1', 3600)).toBe(2);
    expect(counter.peek('client:h1')).toBe(2);
  });

  it('counts a hit at the time its caller read, without reading its own clock again', () => {
    let reads = 0;
    const counter = memoryCounters(() => {
      reads += 1;
      return 1_000;
    }).counter('anonymous', 60);
    expect(counter.hit('client:h1', 10, 5_000)).toBe(1);
    // The window started at 5 000 and ends 10 s later, as the caller's time says.
    expect(counter.hit('client:h1', 10, 14_999)).toBe(2);
    expect(counter.hit('client:h1', 10, 15_000)).toBe(1);
    expect(reads).toBe(0);
  });

  it('answers a keyed request the same whether its key is known to the check already or not', async () => {
    const dir = tempDir();
    const options = accessOptions(dir);
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const access = await open(options);
    // The first request finds the key by its hash, the second among the keys already seen.
    const first = access.check(request({ key }));
    const second = access.check(request({ key }));
    expect(first).toMatchObject({ ok: true, headers: { 'X-RateLimit-Limit': '10000', 'X-RateLimit-Remaining': '9999' }, principal: { kind: 'key', planName: 'pro' } });
    expect(second).toMatchObject({ ok: true, headers: { 'X-RateLimit-Limit': '10000', 'X-RateLimit-Remaining': '9998' }, principal: { kind: 'key', planName: 'pro' } });
    expect(Object.keys((second as { headers: Record<string, string> }).headers)).toEqual(Object.keys((first as { headers: Record<string, string> }).headers));
    // A key sent with spaces around it is the same key (trimmed), counted on the same day.
    expect(access.check(request({ key: ` ${key} ` }))).toMatchObject({ ok: true, headers: { 'X-RateLimit-Remaining': '9997' } });
  });

  it('answers a keyed, an anonymous, a refused and an over-quota request synchronously', async () => {
    const dir = tempDir();
    const options = accessOptions(dir, { anonymousLimitPerHour: 1 });
    const { key } = await createKey({ keysFile: options.keysFile, plans: DEFAULT_PLANS, plan: 'pro' });
    const access = await open(options);
    const keyed = access.check(request({ key }));
    expect(keyed).not.toBeInstanceOf(Promise);
    expect(keyed).toMatchObject({ ok: true, headers: { 'X-RateLimit-Limit': '10000', 'X-RateLimit-Remaining': '9999' } });
    expect(access.check(request())).toMatchObject({ ok: true, headers: { 'X-RateLimit-Remaining': '0' } });
    expect(access.check(request())).toMatchObject({ ok: false, problem: { status: 429 } });
    expect(access.check(request({ key: 'anc_live_' + 'x'.repeat(43) }))).toMatchObject({ ok: false, problem: { status: 401 } });
    expect(access.check(request({ surface: 'page' }))).toMatchObject({ ok: true });
  });
});

describe('the access check with counters in another process', () => {
  it('answers a promise of the same verdict', async () => {
    const { worker, primary } = channelPair();
    new CounterOwner().serve(primary);
    const access = await open({ ...accessOptions(tempDir()), counters: ipcCounters(worker) });
    const verdict = access.check(request());
    expect(verdict).toBeInstanceOf(Promise);
    expect(await verdict).toMatchObject({ ok: true, headers: { 'X-RateLimit-Remaining': '59' } });
  });
});
