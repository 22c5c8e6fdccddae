import MiniSearch from 'minisearch';
import { SEARCH_INDEX_OPTIONS } from '../../publish/artefacts/search-options.ts';
import { COMMON_WORDS, commonThreshold } from './common-words.ts';
import type { IndexLayout } from './index-layout.ts';
import { fuzzyWeight, prefixWeight, type ScoringWord } from './scorer.ts';

/**
 * The planner: turns a query into what to run. A query of digits (spaces, dots and dashes
 * allowed) is a RIDET prefix; otherwise each distinct word is expanded as MiniSearch would
 * (the word itself, the words it begins when it is the last, the words a typo away from 4
 * letters, RIDETs for words of digits) and the words are split into those that must match and
 * those that only rank:
 *
 * - Common words (legal forms, articles, and any word of more postings than
 *   `commonThreshold`) are out of the AND: they rank, they do not filter, unless the query has
 *   nothing else.
 * - A last word of at most LAZY_PREFIX_MAX letters (a prefix being typed) is not expanded up
 *   front (thousands of words) but checked on the candidates the other words leave.
 * - The required words run most selective first: the first is scored over its postings, every
 *   other only on the companies still in the running.
 */

const MAX_FUZZY = 6;
/** Beyond this many distinct words, the rest of a query is ignored (bits of a 32-bit mask). */
export const MAX_QUERY_WORDS = 32;
/** A last word this short is not expanded as a prefix (thousands of words) but checked on candidates. */
const LAZY_PREFIX_MAX = 2;
const DIGITS = /^\d+$/;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = SEARCH_INDEX_OPTIONS.processTerm as (term: string) => string | null;

/** One distinct query word: how it is scored, and what the plan needs to order it. */
export interface WordSpec extends ScoringWord {
  /** Companies its postings touch (its cost when iterated); infinite while lazy. */
  size: number;
  common: boolean;
}

/** The digits of a RIDET query ("1 234 567.001" -> "1234567001"), or null. */
export function ridetDigits(q: string): string | null {
  const digits = q.replace(/[\s.-]/g, '');
  return DIGITS.test(digits) ? digits : null;
}

export class QueryPlanner {
  readonly #layout: IndexLayout;
  readonly #commonAbove: number;
  /** Per term: the `expand` that last listed it as a prefix match (its epoch), and where. */
  readonly #prefixStamp: Int32Array;
  readonly #prefixAt: Int32Array;
  #epoch = 0;

  constructor(layout: IndexLayout) {
    this.#layout = layout;
    this.#commonAbove = commonThreshold(layout.documentCount);
    this.#prefixStamp = new Int32Array(layout.termCount);
    this.#prefixAt = new Int32Array(layout.termCount);
  }

  /** The distinct query words with what each expands to, in query order. */
  words(q: string): WordSpec[] {
    const terms: string[] = [];
    for (const token of tokenize(q)) {
      const term = processTerm(token);
      if (term) terms.push(term);
    }
    const specs = new Map<string, WordSpec>();
    terms.forEach((term, i) => {
      const known = specs.get(term);
      const prefix = i === terms.length - 1;
      if (known) {
        known.times += 1;
        known.prefix ||= prefix;
        return;
      }
      if (specs.size >= MAX_QUERY_WORDS) return;
      specs.set(term, { term, times: 1, bit: 1 << specs.size, prefix, names: null, ridetExact: -1, ridetRange: [0, 0], size: 0, common: false });
    });
    for (const spec of specs.values()) this.expand(spec, false);
    return [...specs.values()];
  }

  /** Works out a word's expansions; a short last word waits until it must drive (`force`). */
  expand(spec: WordSpec, force: boolean): void {
    const layout = this.#layout;
    const { term } = spec;
    const lazy = spec.prefix && term.length <= LAZY_PREFIX_MAX && !force;
    let size = 0;
    if (!lazy) {
      // Each occurrence of the word is a query word of its own to MiniSearch: the word itself
      // and its typos count once per occurrence, the longer words it begins only for the last.
      const ids: number[] = [];
      const weights: number[] = [];
      const trie = layout.trie;
      const exact = trie.get(term);
      if (exact !== undefined) {
        ids.push(exact);
        weights.push(spec.times);
      }
      // Longer words the last occurrence begins, each stamped with its place in `ids`.
      if (this.#epoch === 0x7fffffff) {
        this.#prefixStamp.fill(0);
        this.#epoch = 0;
      }
      const epoch = ++this.#epoch;
      if (spec.prefix) {
        const count = trie.prefixed(term);
        for (let r = 0; r < count; r++) {
          const id = trie.found[r]!;
          const length = layout.termText[id]!.length;
          if (length === term.length) continue;
          this.#prefixStamp[id] = epoch;
          this.#prefixAt[id] = ids.length;
          ids.push(id);
          weights.push(prefixWeight(length, term.length));
        }
      }
      if (term.length >= 4 && !DIGITS.test(term)) {
        const distance = Math.min(MAX_FUZZY, Math.round(term.length * 0.2));
        // Occurrences not matched as a prefix: a longer word the last one begins scores as a
        // prefix there (MiniSearch drops it from that occurrence's typos), as a typo for the others.
        const notPrefix = spec.times - (spec.prefix ? 1 : 0);
        if (distance > 0) {
          const count = trie.fuzzy(term, distance);
          for (let r = 0; r < count; r++) {
            const d = trie.foundDistance[r]!;
            if (d === 0) continue;
            const id = trie.found[r]!;
            const length = layout.termText[id]!.length;
            if (this.#prefixStamp[id] !== epoch) {
              ids.push(id);
              weights.push(fuzzyWeight(length, d) * spec.times);
            } else if (notPrefix > 0) weights[this.#prefixAt[id]!]! += fuzzyWeight(length, d) * notPrefix;
          }
        }
      }
      for (const id of ids) size += layout.postingCount(id);
      spec.names = { ids, weights };
    }
    // RIDETs: an exact RIDET, and when the word is the last, every RIDET it begins.
    if (DIGITS.test(term)) {
      const [lo, hi] = layout.ridetRange(term);
      spec.ridetExact = lo < hi && layout.ridets[lo] === term ? lo : -1;
      spec.ridetRange = spec.prefix ? [lo, hi] : [0, 0];
      size += spec.prefix ? hi - lo : spec.ridetExact >= 0 ? 1 : 0;
    }
    spec.size = lazy ? Number.POSITIVE_INFINITY : size;
    spec.common = COMMON_WORDS.has(term) || (!lazy && size > this.#commonAbove);
  }

  /**
   * Which words must match, most selective first, and which only rank: the uncommon ones
   * must, with a short last word (a prefix being typed) among them; common words only rank. A
   * query with no uncommon word needs every word.
   */
  split(words: WordSpec[]): { required: WordSpec[]; optional: WordSpec[] } {
    let rare = false;
    for (const w of words) if (!w.common && w.names !== null) rare = true;
    const required: WordSpec[] = [];
    const optional: WordSpec[] = [];
    for (const w of words) (rare && w.common ? optional : required).push(w);
    if (required.length > 1) required.sort((a, b) => a.size - b.size);
    return { required, optional };
  }
}

/**
 * Whether to check a word on `count` candidates through its postings (skipping companies out of
 * the running) rather than through the candidates' own words.
 */
export function cheaperThroughPostings(word: WordSpec, count: number): boolean {
  return word.names !== null && word.size <= count * 6;
}
