import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LongPollLimitError, LongPolls, LOOK_EVERY_MS, WAKE_SLICE } from '../../../api/changes/long-polls.ts';
import { changeSnapshot } from '../helpers/change-history.ts';

/**
 * LongPolls on its own, on Node's timers made fake: what a source that cannot tell of a swap
 * costs (one look for all waiters), the deadline, the cap's Retry-After, and the answers'
 * turns. The server-level behaviour is in long-polls.test.ts.
 */

const first = changeSnapshot('20261121T020000Z', null, []);
const next = changeSnapshot('20261122T020000Z', first, []);
const never = new AbortController().signal;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-21T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('LongPolls', () => {
  it('looks at a source that cannot tell of a swap with one timer for all its waiters', async () => {
    const source: { current: typeof first } = { current: first };
    const polls = new LongPolls(source, { perClient: 100 });
    const woken = Array.from({ length: 50 }, (_, i) => polls.wait(first.id, `client-${i % 5}`, 30_000, never));
    expect(vi.getTimerCount()).toBe(50 + 1); // each waiter's deadline, and the one look
    source.current = next;
    await vi.advanceTimersByTimeAsync(LOOK_EVERY_MS);
    await vi.runAllTimersAsync();
    expect((await Promise.all(woken)).map((s) => s?.id)).toEqual(Array(50).fill(next.id));
    expect(polls.waiting).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers null at the deadline, and refuses one wait too many with the seconds until the client’s first ends', async () => {
    const polls = new LongPolls({ current: first }, { perClient: 2, now: Date.now });
    const early = polls.wait(first.id, 'ip:203.0.113.7', 12_000, never);
    const late = polls.wait(first.id, 'ip:203.0.113.7', 30_000, never);
    await vi.advanceTimersByTimeAsync(2_500);
    let refused: unknown;
    try {
      await polls.wait(first.id, 'ip:203.0.113.7', 30_000, never);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(LongPollLimitError);
    // 12 s less the 2.5 s gone, rounded up.
    expect((refused as LongPollLimitError).retryAfterSeconds).toBe(10);
    await vi.advanceTimersByTimeAsync(9_500);
    expect(await early).toBeNull();
    expect(polls.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(18_000);
    expect(await late).toBeNull();
  });

  it('lets the woken requests answer WAKE_SLICE per event-loop turn', async () => {
    // Turns are event-loop turns: this one runs on Node's own.
    vi.useRealTimers();
    const polls = new LongPolls({ current: first }, { perClient: 1 });
    let answered = 0;
    const turns = Array.from({ length: WAKE_SLICE * 2 + 1 }, () => polls.turn().then(() => (answered += 1)));
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
    await nextTurn();
    expect(answered).toBe(WAKE_SLICE);
    await nextTurn();
    expect(answered).toBe(WAKE_SLICE * 2);
    await Promise.all(turns);
    expect(answered).toBe(WAKE_SLICE * 2 + 1);
  });
});
