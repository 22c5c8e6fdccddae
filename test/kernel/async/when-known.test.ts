import { describe, expect, it } from 'vitest';
import { whenKnown } from '../../../kernel/async/when-known.ts';

describe('whenKnown', () => {
  it('goes on at once with a plain value: the answer is plain too', () => {
    const seen: number[] = [];
    const result = whenKnown(2, (n) => {
      seen.push(n);
      return n * 10;
    });
    expect(result).toBe(20);
    expect(seen).toEqual([2]);
  });

  it('goes on after a promise, and a rejection stays a rejection', async () => {
    const later = whenKnown(Promise.resolve(3), (n) => n * 10);
    expect(later).toBeInstanceOf(Promise);
    expect(await later).toBe(30);
    await expect(whenKnown(Promise.reject(new Error('down')), (n: number) => n)).rejects.toThrow('down');
  });
});
