import { describe, expect, it } from 'vitest';
import { globalOf } from '../../../kernel/normalise/global-pattern.ts';

describe('globalOf: a pattern made global once', () => {
  it('finds every match, with the flags of the pattern', () => {
    const pattern = /\bcapital\s*:\s*(\d+)/iu;
    expect([...'Capital : 10, capital: 20'.matchAll(globalOf(pattern))].map((m) => m[1])).toEqual(['10', '20']);
    expect(globalOf(pattern).flags).toBe('giu');
  });

  it('gives the same copy each time, and one whose lastIndex matchAll never moves', () => {
    const pattern = /a/;
    const global = globalOf(pattern);
    expect(globalOf(pattern)).toBe(global);
    expect([...'aaa'.matchAll(global)]).toHaveLength(3);
    expect(global.lastIndex).toBe(0);
    expect([...'aa'.matchAll(globalOf(pattern))]).toHaveLength(2);
  });

  it('keeps a global pattern as it is given', () => {
    const pattern = /b/g;
    expect(globalOf(pattern).flags).toBe('g');
  });
});
