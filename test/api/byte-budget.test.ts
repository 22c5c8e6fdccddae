import { describe, expect, it } from 'vitest';
import { ByteBudget } from '../../api/byte-budget.ts';

/** The bytes a route may have read and not yet sent (api/byte-budget.ts). */

describe('a byte budget', () => {
  it('grants up to its limit, then makes the others wait, first come first served', async () => {
    const budget = new ByteBudget(100);
    await budget.take(60);
    const granted: string[] = [];
    const second = budget.take(50).then(() => granted.push('second'));
    const third = budget.take(10).then(() => granted.push('third'));
    await Promise.resolve();
    // The third would fit, but waits behind the second: a large reader is not starved.
    expect(granted).toEqual([]);
    expect(budget.waiting).toBe(2);
    budget.give(60);
    await Promise.all([second, third]);
    expect(granted).toEqual(['second', 'third']);
    expect(budget.inFlight).toBe(60);
    expect(budget.peak).toBe(60);
  });

  it('lets a waiter leave with nothing taken, and wakes those it held back', async () => {
    const budget = new ByteBudget(100);
    await budget.take(90);
    const leaving = new AbortController();
    const left = budget.take(50, leaving.signal);
    const small = budget.take(10);
    leaving.abort();
    await expect(left).rejects.toThrow();
    await small;
    expect(budget.inFlight).toBe(100);
    expect(budget.waiting).toBe(0);
  });

  it('refuses more than its limit at once', async () => {
    await expect(new ByteBudget(10).take(11)).rejects.toThrow(RangeError);
  });
});
