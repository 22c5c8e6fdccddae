import { foldName } from '../../publish/artefacts/search-options.js';
import { loadIndex, type LoadedIndex } from './index-loader.js';
import { IndexLayout } from './index-layout.js';
import { cheaperThroughPostings, QueryPlanner, ridetDigits, type WordSpec } from './query-planner.js';
import { PeoplePlaces } from './people-places.js';
import { hit, ranked, type Correspondance, type SearchHit, type SearchOutcome } from './ranking.js';
import { prefixWeight, Scorer } from './scorer.js';

export { SearchIndexError } from './index-loader.js';
export { MAX_QUERY_WORDS } from './query-planner.js';
export type { Correspondance, SearchHit, SearchOutcome } from './ranking.js';

/**
 * Company search over the MiniSearch index a snapshot publishes (`search/index.json`), in four
 * parts with one job each:
 *
 * - index-loader.ts reads the serialized index member by member into flat arrays;
 * - index-layout.ts arranges them for queries (radix tree of name words, sorted RIDETs,
 *   postings and a forward index);
 * - query-planner.ts expands the query's words and decides which must match, in which order;
 * - scorer.ts scores words on companies with MiniSearch's formulas; ranking.ts picks the best.
 *
 * This class runs a plan: intersection first (the most selective word over its postings, every
 * other on the companies still in the running), any word when that finds nothing. Scores are
 * MiniSearch's own, so ranking is what the index always meant; the differential test
 * (test/api/search/minisearch-differential.test.ts) holds us to it.
 */
export class CompanySearch {
  readonly documentCount: number;
  readonly #layout: IndexLayout;
  readonly #planner: QueryPlanner;
  /** Scratch space of one query at a time (search is synchronous). */
  readonly #scorer: Scorer;
  readonly #people: PeoplePlaces;

  private constructor(loaded: LoadedIndex) {
    this.#people = new PeoplePlaces(loaded);
    this.documentCount = loaded.documentCount;
    this.#layout = new IndexLayout(loaded);
    this.#planner = new QueryPlanner(this.#layout);
    this.#scorer = new Scorer(this.#layout);
  }

  /**
   * Builds the search of a serialized MiniSearch index (the bytes of `search/index.json`) in one
   * go, blocking the event loop for its whole duration (tests, benchmarks, tools).
   */
  static fromIndexJson(bytes: Buffer): CompanySearch {
    const steps = loadIndex(bytes.toString('utf8'));
    for (;;) {
      const step = steps.next();
      if (step.done) return new CompanySearch(step.value);
    }
  }

  /**
   * The same, a few thousand index entries per turn of the event loop (a server builds the
   * next snapshot's search while it answers requests).
   */
  static async load(bytes: Buffer): Promise<CompanySearch> {
    const steps = loadIndex(bytes.toString('utf8'));
    for (;;) {
      const step = steps.next();
      if (step.done) return new CompanySearch(step.value);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  /** Distinct words of the name fields. */
  get termCount(): number {
    return this.#layout.termCount;
  }

  /**
   * Companies by name, former name, RIDET or RID. A query of digits (spaces, dots and dashes
   * allowed) is a RIDET prefix; otherwise every uncommon word must match (a typo allowed from 4
   * letters, the last word as a prefix), falling back to any word when that finds nothing.
   * Ranking: exact current name (or RIDET), then exact former name, then score, then RIDET.
   */
  search(q: string, limit: number): SearchOutcome {
    const digits = ridetDigits(q);
    if (digits !== null) {
      const found = this.#ridetSearch(digits, limit);
      if (found.total > 0) return found;
    }
    // Officers and communes: companies found another way than by name, what matched each.
    const others = new Map<number, Correspondance[]>();
    const people = this.#people.officers(q);
    for (const doc of people.current) others.set(doc, ['dirigeant']);
    for (const doc of people.former) others.set(doc, [...(others.get(doc) ?? []), 'ancien_dirigeant']);
    for (const doc of this.#people.commune(q)) others.set(doc, [...(others.get(doc) ?? []), 'commune']);
    const words = this.#planner.words(q);
    if (words.length === 0 && others.size === 0) return { hits: [], total: 0 };
    try {
      let count = words.length > 0 ? this.#and(words) : 0;
      // "Any word" is the last resort: not when an officer or a commune matched the whole query.
      if (count === 0 && others.size === 0) count = this.#or(words);
      const named = ranked(this.#layout, this.#scorer, count, foldName(q), limit);
      if (others.size === 0) return named;
      return this.#merged(named, count, others, limit);
    } finally {
      this.#scorer.reset();
    }
  }

  /**
   * Name matches first (their order), each with what else it matched; then companies found only
   * by an officer (current ones first) or the commune, in RIDET order, scored 0: they matched
   * no name word.
   */
  #merged(named: SearchOutcome, count: number, others: Map<number, Correspondance[]>, limit: number): SearchOutcome {
    const layout = this.#layout;
    const matched = this.#scorer.matched;
    const hits = named.hits.map((h) => {
      const more = others.get(layout.ridetRange(h.ridet)[0]);
      return more ? { ...h, correspondance: [...h.correspondance, ...more] } : h;
    });
    const rank = (c: Correspondance[]) => (c[0] === 'dirigeant' ? 0 : c[0] === 'ancien_dirigeant' ? 1 : 2);
    const rest = [...others].filter(([doc]) => count === 0 || matched[doc] === 0).sort((a, b) => rank(a[1]) - rank(b[1]) || a[0] - b[0]);
    for (const [doc, correspondance] of rest) {
      if (hits.length >= limit) break;
      hits.push(hit(layout, doc, 0, correspondance));
    }
    return { hits, total: count + rest.length };
  }

  /** RIDETs starting with `digits`, in RIDET order (the exact one, shortest, first). */
  #ridetSearch(digits: string, limit: number): SearchOutcome {
    const layout = this.#layout;
    const [lo, hi] = layout.ridetRange(digits);
    if (hi <= lo) return { hits: [], total: 0 };
    const exact = layout.ridets[lo] === digits ? lo : -1;
    // Every RIDET is unique, one per company and one word long: all prefix matches score alike.
    const hits: SearchHit[] = [];
    for (let doc = lo; doc < hi && hits.length < limit; doc++) {
      const weight = doc === exact ? 1 : prefixWeight(layout.ridets[doc]!.length, digits.length);
      hits.push(hit(layout, doc, this.#scorer.ridetScore(doc, weight), ['ridet']));
    }
    return { hits, total: hi - lo };
  }

  /**
   * The required words in turn, most selective first, then the optional ones on what is left.
   * Returns the number of candidates left in the scorer's list, scored.
   */
  #and(words: WordSpec[]): number {
    const scorer = this.#scorer;
    const { required, optional } = this.#planner.split(words);
    const driver = required[0]!;
    if (driver.names === null) this.#planner.expand(driver, true);
    let count = scorer.scoreAll(driver, 0);
    let mask = driver.bit;
    for (const word of required.slice(1)) {
      if (count === 0) return 0;
      scorer.scoreCandidates(word, count, mask, cheaperThroughPostings(word, count));
      mask |= word.bit;
      count = scorer.keep(count, mask);
    }
    for (const word of optional) scorer.scoreCandidates(word, count, mask, cheaperThroughPostings(word, count));
    return count;
  }

  /** Any word may match: every word scored over its whole postings. */
  #or(words: WordSpec[]): number {
    this.#scorer.reset();
    let count = 0;
    for (const word of words) {
      if (word.names === null) this.#planner.expand(word, true);
      count = this.#scorer.scoreAll(word, count);
    }
    return count;
  }
}
