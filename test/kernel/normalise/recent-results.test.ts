import { describe, expect, it } from 'vitest';
import { withRecentResults } from '../../../kernel/normalise/recent-results.ts';

describe('withRecentResults: a whole notice read once by several rules', () => {
  const notice = `la société ALPHA, RIDET 1 000 001.001, ${'x'.repeat(300)}`;

  it('reads a notice once, however many rules ask', () => {
    let reads = 0;
    const read = withRecentResults((text: string) => {
      reads += 1;
      return [text.length];
    });
    expect(read(notice)).toEqual([notice.length]);
    expect(read(`${notice}`)).toEqual([notice.length]);
    expect(reads).toBe(1);
  });

  it('gives each caller its own array, so one that sorts or pushes changes nothing for the next', () => {
    const read = withRecentResults((text: string) => [text.length, 1]);
    read(notice).push(99);
    read(notice).sort((a, b) => a - b);
    expect(read(notice)).toEqual([notice.length, 1]);
  });

  it('reads short texts (a line, a window) every time, and forgets the oldest notice past a few', () => {
    let reads = 0;
    const read = withRecentResults((text: string) => {
      reads += 1;
      return [text];
    });
    read('une ligne');
    read('une ligne');
    expect(reads).toBe(2);
    const notices = [1, 2, 3, 4, 5].map((n) => `${n}${notice}`);
    for (const n of notices) read(n);
    read(notices[4]!);
    expect(reads).toBe(7);
    read(notices[0]!);
    expect(reads).toBe(8);
  });
});
