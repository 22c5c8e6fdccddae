import { NAME_FIELDS, type LoadedIndex } from './index-loader.ts';
import type { TermTrie } from './term-trie.ts';

/**
 * The layout: what index-loader.ts read, arranged for queries that cost what they return.
 *
 * - Fields split: the names (current and former) in MiniSearch's radix tree, laid out flat
 *   (term-trie.ts, for exact, prefix and typo expansion), the RIDETs in a sorted array (a prefix
 *   is a range).
 * - Postings (each word's companies) and a forward index (each company's words) in flat typed
 *   arrays, both in document order: a word can be checked on a few candidates through either,
 *   whichever is cheaper.
 * - Exact names folded as queries are, for the exact-name rule of the ranking.
 *
 * Read-only once built; the per-query scratch space lives in scorer.ts.
 */
export class IndexLayout {
  readonly documentCount: number;
  readonly ridets: string[];
  readonly names: string[];
  readonly former: Array<readonly string[]>;
  readonly urls: string[];
  /** Field lengths of the name fields (doc * 2 + field) and their averages, then the RIDET field's. */
  readonly fieldLength: Float64Array;
  readonly ridetLength: Float64Array;
  readonly average: [number, number, number];
  readonly trie: TermTrie;
  readonly termText: string[];
  /** Postings: for term t and name field f, entries postStart[t*2+f] .. postStart[t*2+f+1]. */
  readonly postStart: Int32Array;
  readonly postDoc: Int32Array;
  readonly postTf: Uint16Array;
  /** Forward index: for doc d and name field f, entries fwdStart[d*2+f] .. fwdStart[d*2+f+1]. */
  readonly fwdStart: Int32Array;
  readonly fwdTerm: Int32Array;
  readonly fwdTf: Uint16Array;
  readonly exactName: Map<string, number[]>;
  readonly exactFormer: Map<string, number[]>;

  constructor(loaded: LoadedIndex) {
    this.documentCount = loaded.documentCount;
    this.ridets = loaded.ridets;
    this.names = loaded.names;
    this.former = loaded.former;
    this.urls = loaded.urls;
    this.fieldLength = loaded.fieldLength;
    this.ridetLength = loaded.ridetLength;
    this.average = loaded.average;
    this.trie = loaded.trie;
    this.termText = loaded.termText;
    this.postStart = loaded.postStart;
    this.postDoc = loaded.postDoc;
    this.postTf = loaded.postTf;
    this.exactName = loaded.exactName;
    this.exactFormer = loaded.exactFormer;
    const n = loaded.ridets.length;
    const t = loaded.termText.length;
    const postings = loaded.postDoc.length;
    // Forward index: each company's words, from the postings (already in document order).
    this.fwdStart = new Int32Array(n * NAME_FIELDS + 1);
    for (let i = 0, sum = 0; i < n * NAME_FIELDS; i++) {
      this.fwdStart[i] = sum;
      sum += loaded.perDoc[i]!;
    }
    this.fwdStart[n * NAME_FIELDS] = postings;
    this.fwdTerm = new Int32Array(postings);
    this.fwdTf = new Uint16Array(postings);
    const fill = loaded.perDoc.fill(0);
    for (let id = 0; id < t; id++) {
      for (let f = 0; f < NAME_FIELDS; f++) {
        for (let p = this.postStart[id * 2 + f]!; p < this.postStart[id * 2 + f + 1]!; p++) {
          const doc = this.postDoc[p]!;
          const slot = this.fwdStart[doc * 2 + f]! + fill[doc * 2 + f]!;
          fill[doc * 2 + f]! += 1;
          this.fwdTerm[slot] = id;
          this.fwdTf[slot] = this.postTf[p]!;
        }
      }
    }
  }

  /** Companies indexed (dense ids 0 .. size - 1). */
  get size(): number {
    return this.ridets.length;
  }

  /** Distinct words of the name fields. */
  get termCount(): number {
    return this.termText.length;
  }

  /** Companies whose name field `f` holds term `id`: its document frequency there. */
  df(id: number, f: number): number {
    return this.postStart[id * 2 + f + 1]! - this.postStart[id * 2 + f]!;
  }

  /** Postings of a term over both name fields: what iterating it costs. */
  postingCount(id: number): number {
    return this.postStart[id * 2 + 2]! - this.postStart[id * 2]!;
  }

  /** Dense ids [lo, hi) whose RIDET starts with `prefix` (RIDETs are sorted). */
  ridetRange(prefix: string): [number, number] {
    const ridets = this.ridets;
    let lo = 0;
    let hi = ridets.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ridets[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const start = lo;
    hi = ridets.length;
    const end = `${prefix}\uffff`;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (ridets[mid]! < end) lo = mid + 1;
      else hi = mid;
    }
    return [start, lo];
  }
}
