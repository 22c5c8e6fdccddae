import fc from 'fast-check';
import SearchableMap from 'minisearch/SearchableMap';
import { describe, expect, it } from 'vitest';
import { buildTermTrie, type TermTrie } from '../../../api/search/term-trie.ts';

/**
 * The flat radix tree against MiniSearch's own SearchableMap, built from the same words in the
 * same order: the same ids, in the same order (the order scores are summed in), and for typos
 * the same distances. Words from a small alphabet with digits and an accent, so that random
 * words share prefixes, sit a typo or two apart, and some are all digits.
 */
const ALPHABET = ['a', 'b', 'e', 'l', 'o', 'r', 's', 'é', '1', '2', '9'];
const word = fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 9 }).map((chars) => chars.join(''));

function both(words: string[]): { map: SearchableMap<number>; trie: TermTrie } {
  const map = new SearchableMap<number>();
  for (const w of words) if (!map.has(w)) map.set(w, map.size);
  const steps = buildTermTrie(map);
  for (;;) {
    const step = steps.next();
    if (step.done) return { map, trie: step.value };
  }
}

const found = (trie: TermTrie, count: number) => Array.from(trie.found.subarray(0, count));

describe('the term trie', () => {
  it('finds a word, its prefix matches and its typos as SearchableMap does, in its order', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 80 }), fc.array(word, { minLength: 1, maxLength: 10 }), fc.integer({ min: 1, max: 3 }), (words, queries, distance) => {
        const { map, trie } = both(words);
        for (const q of [...queries, ...words.slice(0, 5)]) {
          expect(trie.get(q)).toBe(map.get(q));
          expect(found(trie, trie.prefixed(q))).toEqual([...map.atPrefix(q).values()]);
          const fuzzy = [...map.fuzzyGet(q, distance).values()];
          const count = trie.fuzzy(q, distance);
          expect(found(trie, count)).toEqual(fuzzy.map(([id]) => id));
          expect(Array.from(trie.foundDistance.subarray(0, count))).toEqual(fuzzy.map(([, d]) => d));
        }
      }),
      { seed: 12, numRuns: 300 },
    );
  });

  it('finds nothing in an empty tree, and the prefix that ends inside an edge', () => {
    const empty = both([]).trie;
    expect(empty.get('lagon')).toBeUndefined();
    expect(empty.prefixed('la')).toBe(0);
    expect(empty.fuzzy('lagon', 2)).toBe(0);
    const { map, trie } = both(['lagon', 'lagons', 'lagune', 'kagou']);
    // The tree holds 'lag' -> 'on' -> ('', 's'): 'lago' ends inside the edge 'on'.
    expect(found(trie, trie.prefixed('lago'))).toEqual([...map.atPrefix('lago').values()]);
    expect(new Set(found(trie, trie.prefixed('lago')))).toEqual(new Set([0, 1]));
    expect(found(trie, trie.prefixed('lagonx'))).toEqual([]);
    expect(trie.get('lag')).toBeUndefined();
  });

  it('keeps words of digits out of a typo of letters, and finds them for a query with few letters', () => {
    const { trie } = both(['1234', '1235', 'a234']);
    expect(found(trie, trie.fuzzy('lagon', 1))).toEqual([]);
    // 'b234' is one letter away from 'a234' and from '1234': both found, by distance.
    const count = trie.fuzzy('b234', 1);
    expect(new Set(found(trie, count))).toEqual(new Set([0, 2]));
  });
});
