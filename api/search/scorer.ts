import { NAME_FIELDS, RIDET_FIELD } from './index-loader.ts';
import type { IndexLayout } from './index-layout.ts';

/**
 * The scorer: MiniSearch's scores (minisearch 7.2, `executeQuerySpec` and `termResults`),
 * accumulated per company in scratch arrays, one query at a time.
 *
 * A word's score on a company is, for each index word it expands to and each field holding it,
 * weight * field boost * BM25, where BM25 uses MiniSearch's k, b, d and its document frequency
 * per field; the weights are 1 for the word itself, a prefix weight for longer words it begins
 * and a fuzzy weight for words a typo away. The final score multiplies the sum by the number of
 * distinct query words the company matched (ranking.ts). test/api/search/minisearch-differential
 * checks the result against MiniSearch's own search.
 */

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** `boost: { denomination: 2 }`: a current name weighs twice a former one. */
const FIELD_BOOST = [2, 1] as const;

/** MiniSearch's weight of a longer word that the query word begins. */
export function prefixWeight(wordLength: number, queryLength: number): number {
  return (PREFIX_WEIGHT * wordLength) / (wordLength + 0.3 * (wordLength - queryLength));
}

/** MiniSearch's weight of a word `distance` edits away from the query word. */
export function fuzzyWeight(wordLength: number, distance: number): number {
  return (FUZZY_WEIGHT * wordLength) / (wordLength + distance);
}

function tfPart(tf: number, fieldLength: number, average: number): number {
  return BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / average));
}

/** A query word as the scorer uses it: what it expands to, with weights (query-planner.ts). */
export interface ScoringWord {
  term: string;
  /** How many times the query repeats it (MiniSearch scores each occurrence: an exact RIDET once each). */
  times: number;
  bit: number;
  prefix: boolean;
  /**
   * Name words it expands to: term ids and weights, summed over the word's occurrences (null:
   * lazy prefix, checked on candidates).
   */
  names: { ids: number[]; weights: number[] } | null;
  /** Documents whose RIDET equals the word, and the range whose RIDET extends it. */
  ridetExact: number;
  ridetRange: [number, number];
}

export class Scorer {
  readonly #layout: IndexLayout;
  /** Sum of the word scores of each company (dense id). */
  readonly score: Float64Array;
  /** Which query words (bits) each company matched. */
  readonly matched: Uint32Array;
  /** The companies listed by the running query, in the order they were met. */
  readonly candidates: Int32Array;
  readonly #stamp: Int32Array;
  readonly #stampWeight: Float64Array;
  #epoch = 0;
  /** Candidates listed by the query running now (what reset clears). */
  #live = 0;

  constructor(layout: IndexLayout) {
    this.#layout = layout;
    const n = layout.size;
    this.score = new Float64Array(n);
    this.matched = new Uint32Array(n);
    this.candidates = new Int32Array(n);
    this.#stamp = new Int32Array(layout.termCount);
    this.#stampWeight = new Float64Array(layout.termCount);
  }

  idf(df: number): number {
    return Math.log(1 + (this.#layout.documentCount - df + 0.5) / (df + 0.5));
  }

  /** A RIDET's own score (a RIDET is one word, in one company), times `weight`. */
  ridetScore(doc: number, weight: number): number {
    const layout = this.#layout;
    return weight * (this.idf(1) * tfPart(1, layout.ridetLength[doc]!, layout.average[RIDET_FIELD]));
  }

  /**
   * Scores a word over all of its postings. `count` candidates are already listed; documents
   * met for the first time join the list. Returns the new count.
   */
  scoreAll(word: ScoringWord, count: number): number {
    const layout = this.#layout;
    const score = this.score;
    const matched = this.matched;
    const candidates = this.candidates;
    const add = (doc: number, s: number) => {
      if (matched[doc] === 0) candidates[count++] = doc;
      matched[doc]! |= word.bit;
      score[doc]! += s;
    };
    const { names } = word;
    if (names) {
      for (let e = 0; e < names.ids.length; e++) {
        const id = names.ids[e]!;
        const weight = names.weights[e]!;
        for (let f = 0; f < NAME_FIELDS; f++) {
          const from = layout.postStart[id * 2 + f]!;
          const to = layout.postStart[id * 2 + f + 1]!;
          if (from === to) continue;
          const idf = this.idf(to - from);
          const boost = FIELD_BOOST[f]!;
          const average = layout.average[f]!;
          for (let p = from; p < to; p++) {
            const doc = layout.postDoc[p]!;
            add(doc, weight * boost * idf * tfPart(layout.postTf[p]!, layout.fieldLength[doc * 2 + f]!, average));
          }
        }
      }
    }
    if (word.ridetExact >= 0) add(word.ridetExact, word.times * this.ridetScore(word.ridetExact, 1));
    const [lo, hi] = word.ridetRange;
    for (let doc = lo; doc < hi; doc++) {
      if (doc === word.ridetExact) continue;
      // Only the last occurrence is a prefix.
      add(doc, this.ridetScore(doc, prefixWeight(layout.ridets[doc]!.length, word.term.length)));
    }
    this.#live = count;
    return count;
  }

  /**
   * Scores a word on the `count` listed candidates only (those holding every bit of `mask`),
   * through the word's postings when they are short (`viaPostings`), else through the
   * candidates' own words.
   */
  scoreCandidates(word: ScoringWord, count: number, mask: number, viaPostings: boolean): void {
    const layout = this.#layout;
    const candidates = this.candidates;
    const matched = this.matched;
    const score = this.score;
    const add = (doc: number, s: number) => {
      matched[doc]! |= word.bit;
      score[doc]! += s;
    };
    if (word.names !== null && viaPostings) {
      // Skip documents not in the running.
      const { names } = word;
      for (let e = 0; e < names.ids.length; e++) {
        const id = names.ids[e]!;
        const weight = names.weights[e]!;
        for (let f = 0; f < NAME_FIELDS; f++) {
          const from = layout.postStart[id * 2 + f]!;
          const to = layout.postStart[id * 2 + f + 1]!;
          if (from === to) continue;
          const idf = this.idf(to - from);
          const boost = FIELD_BOOST[f]!;
          for (let p = from; p < to; p++) {
            const doc = layout.postDoc[p]!;
            if ((matched[doc]! & mask) !== mask) continue;
            add(doc, weight * boost * idf * tfPart(layout.postTf[p]!, layout.fieldLength[doc * 2 + f]!, layout.average[f]!));
          }
        }
      }
      // The RIDETs it matches, among the candidates (their count is part of the word's size).
      const running = (doc: number) => (matched[doc]! & mask) === mask;
      if (word.ridetExact >= 0 && running(word.ridetExact)) add(word.ridetExact, word.times * this.ridetScore(word.ridetExact, 1));
      const [lo, hi] = word.ridetRange;
      for (let doc = lo; doc < hi; doc++) {
        if (doc !== word.ridetExact && running(doc)) add(doc, this.ridetScore(doc, prefixWeight(layout.ridets[doc]!.length, word.term.length)));
      }
      return;
    }
    // Through the candidates' own words: the word's expansions stamped for this pass.
    const epoch = ++this.#epoch;
    const { names } = word;
    if (names) {
      for (let e = 0; e < names.ids.length; e++) {
        this.#stamp[names.ids[e]!] = epoch;
        this.#stampWeight[names.ids[e]!] = names.weights[e]!;
      }
    }
    const lazyPrefix = names === null ? word.term : null;
    const ridetPrefix = word.prefix && /^\d+$/.test(word.term) ? word.term : null;
    for (let c = 0; c < count; c++) {
      const doc = candidates[c]!;
      for (let f = 0; f < NAME_FIELDS; f++) {
        const from = layout.fwdStart[doc * 2 + f]!;
        const to = layout.fwdStart[doc * 2 + f + 1]!;
        for (let p = from; p < to; p++) {
          const id = layout.fwdTerm[p]!;
          let weight: number;
          if (lazyPrefix === null) {
            if (this.#stamp[id] !== epoch) continue;
            weight = this.#stampWeight[id]!;
          } else {
            const text = layout.termText[id]!;
            if (!text.startsWith(lazyPrefix)) continue;
            // The word itself once per occurrence; a longer word it begins for the last only.
            weight = text.length === lazyPrefix.length ? word.times : prefixWeight(text.length, lazyPrefix.length);
          }
          add(doc, weight * FIELD_BOOST[f]! * this.idf(layout.df(id, f)) * tfPart(layout.fwdTf[p]!, layout.fieldLength[doc * 2 + f]!, layout.average[f]!));
        }
      }
      const ridet = layout.ridets[doc]!;
      if (word.ridetExact === doc) add(doc, word.times * this.ridetScore(doc, 1));
      else if (ridetPrefix !== null && ridet.length > ridetPrefix.length && ridet.startsWith(ridetPrefix)) {
        add(doc, this.ridetScore(doc, prefixWeight(ridet.length, word.term.length)));
      }
    }
  }

  /** Keeps the candidates holding every bit of `mask`; the others are cleared. Returns how many. */
  keep(count: number, mask: number): number {
    const candidates = this.candidates;
    let kept = 0;
    for (let c = 0; c < count; c++) {
      const doc = candidates[c]!;
      if ((this.matched[doc]! & mask) === mask) candidates[kept++] = doc;
      else {
        this.matched[doc] = 0;
        this.score[doc] = 0;
      }
    }
    this.#live = kept;
    return kept;
  }

  /** Clears what the last query wrote: only listed candidates (keep clears those it drops). */
  reset(): void {
    for (let c = 0; c < this.#live; c++) {
      const doc = this.candidates[c]!;
      this.score[doc] = 0;
      this.matched[doc] = 0;
    }
    this.#live = 0;
  }
}
