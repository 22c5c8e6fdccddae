import { foldName } from '../../publish/artefacts/search-options.ts';
import { loadIndex, type LoadedIndex } from './index-loader.ts';
import { IndexLayout } from './index-layout.ts';
import { cheaperThroughPostings, QueryPlanner, ridetDigits, type WordSpec } from './query-planner.ts';
import { PeoplePlaces, type PeopleMatch } from './people-places.ts';
import { hit, ranked, type Correspondance, type SearchHit, type SearchOutcome } from './ranking.ts';
import { prefixWeight, Scorer } from './scorer.ts';

export type { SearchOutcome } from './ranking.ts';

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
    // Officers and communes: companies found another way than by name. A commune holds up to
    // half the companies, so its list is walked, never copied or sorted.
    const folded = foldName(q);
    const people = this.#people.officers(folded);
    const place = this.#people.commune(folded);
    const words = this.#planner.words(q);
    const others = people.current.length + people.former.length + place.length;
    if (words.length === 0 && others === 0) return { hits: [], total: 0 };
    try {
      let count = words.length > 0 ? this.#and(words) : 0;
      // "Any word" is the last resort: not when an officer or a commune matched the whole query.
      if (count === 0 && others === 0) count = this.#or(words);
      const named = ranked(this.#layout, this.#scorer, count, folded, limit);
      if (others === 0) return named;
      return this.#merged(folded, named, count, people, place, limit);
    } finally {
      this.#scorer.reset();
    }
  }

  /**
   * Name matches first (their order), each with what else it matched; then companies found only
   * by a current officer, a former one, the commune, each in RIDET order, scored 0: they matched
   * no name word.
   */
  #merged(folded: string, named: SearchOutcome, count: number, people: PeopleMatch, place: readonly number[], limit: number): SearchOutcome {
    const layout = this.#layout;
    const matched = this.#scorer.matched;
    const byName = (doc: number) => count > 0 && matched[doc] !== 0;
    // The lists are ascending: membership is a binary search, not a copy into a set (a common
    // first name is an officer of tens of thousands of companies).
    const tags = (doc: number): Correspondance[] => {
      const found: Correspondance[] = [];
      if (includes(people.current, doc)) found.push('dirigeant');
      if (includes(people.former, doc)) found.push('ancien_dirigeant');
      if (place.length > 0 && this.#people.inCommune(doc, folded)) found.push('commune');
      return found;
    };
    const hits = named.hits.map((h) => {
      const more = tags(layout.ridetRange(h.ridet)[0]);
      return more.length > 0 ? { ...h, correspondance: [...h.correspondance, ...more] } : h;
    });
    let total = count;
    const add = (doc: number) => {
      total += 1;
      if (hits.length < limit) hits.push(hit(layout, doc, 0, tags(doc)));
    };
    for (const doc of people.current) if (!byName(doc)) add(doc);
    for (const doc of people.former) if (!byName(doc) && !includes(people.current, doc)) add(doc);
    for (const doc of place) if (!byName(doc) && !includes(people.current, doc) && !includes(people.former, doc)) add(doc);
    return { hits, total };
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

/** Whether the ascending list holds `doc`. */
function includes(list: readonly number[], doc: number): boolean {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < doc) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo] === doc;
}
