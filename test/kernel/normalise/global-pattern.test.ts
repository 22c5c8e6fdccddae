import { describe, expect, it } from 'vitest';
import { globalOf, matchesOf } from '../../../kernel/normalise/global-pattern.ts';

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

describe('matchesOf: every match of a global pattern, as matchAll gives them', () => {
  const same = (pattern: RegExp, text: string): void => {
    const expected = [...text.matchAll(new RegExp(pattern))];
    const got = [...matchesOf(pattern, text)];
    expect(got).toEqual(expected);
    expect(got.map((m) => m.index)).toEqual(expected.map((m) => m.index));
  };

  it('gives the same matches, indices and groups', () => {
    same(/(?<word>\p{L}+)\s*:\s*(\d+)/gu, 'capital : 10, siège: 20 ; rien');
    same(/x/g, 'no match here');
    same(/\bRID\b\s*(\d+)/giu, 'rid 12 RID 34');
  });

  it('steps over an empty match as matchAll does, by code point for a unicode pattern', () => {
    same(/a*/g, 'baab');
    same(/(?:)/gu, 'a\u{1F600}b');
    same(/(?:)/g, 'a\u{1F600}b');
  });

  it('starts where the pattern stands and leaves its lastIndex where it was', () => {
    const pattern = /\d/g;
    pattern.lastIndex = 2;
    expect([...matchesOf(pattern, '1234')].map((m) => m[0])).toEqual([...'1234'.matchAll(pattern)].map((m) => m[0]));
    expect(pattern.lastIndex).toBe(2);
  });

  it('is lazy, and the pattern may be used again while its matches are read', () => {
    const pattern = /\d/g;
    const seen: string[] = [];
    for (const m of matchesOf(pattern, '1a2b3')) {
      seen.push(m[0], [...matchesOf(pattern, 'x9')].map((n) => n[0]).join(''));
      if (m[0] === '2') break;
    }
    expect(seen).toEqual(['1', '9', '2', '9']);
    expect(pattern.lastIndex).toBe(0);
  });

  it('stays done once the matches are read, and leaves the pattern alone then', () => {
    const pattern = /o/g;
    const matches = matchesOf(pattern, 'oo');
    expect([...matches].map((m) => m.index)).toEqual([0, 1]);
    pattern.lastIndex = 1;
    expect(matches.next()).toEqual({ value: undefined, done: true });
    expect(pattern.lastIndex).toBe(1);
  });

  it('refuses a pattern that is not global, as matchAll does', () => {
    expect(() => [...matchesOf(/a/, 'aaa')]).toThrow(TypeError);
  });
});
