import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { foldName, SEARCH_INDEX_OPTIONS } from '../../publish/artefacts/search-options.js';
import { AppError } from '../../kernel/errors/app-error.js';
import { COMMON_WORDS, commonThreshold } from './common-words.js';
import { jsonMembers, scanMembers } from './json-members.js';

/**
 * Company search over the MiniSearch index a snapshot publishes (`search/index.json`), laid out
 * again at load time for queries that cost what they return rather than what they touch:
 *
 * - Fields split: the names (current and former) in MiniSearch's radix tree (SearchableMap, for
 *   exact, prefix and typo expansion), the RIDETs in a sorted array (prefixes are a range).
 * - Postings and a forward index (each company's words) in flat typed arrays.
 * - Intersection first: the most selective word is expanded and scored; every other word is
 *   checked only against the companies still in the running, through their postings or their
 *   own words, whichever is cheaper.
 * - Common words (legal forms, articles, and any word of more than 2 % of the companies) are
 *   out of the AND: they rank, they do not filter, unless the query has nothing else.
 * - Top-k: only the `limit` best are sorted.
 *
 * Scores are MiniSearch's own (BM25 with its k, b, d; prefix and fuzzy weights; field boosts;
 * the number of query words matched as quality), so ranking is what the index always meant.
 */

const BM25 = { k: 1.2, b: 0.7, d: 0.5 };
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
const MAX_FUZZY = 6;
/** Name fields, in the forward index and postings; RIDETs are the third field, apart. */
const NAME_FIELDS = 2;
const RIDET_FIELD = 2;
/** Beyond this many distinct words, the rest of a query is ignored (bits of a 32-bit mask). */
export const MAX_QUERY_WORDS = 32;
/** A last word this short is not expanded as a prefix (thousands of words) but checked on candidates. */
const LAZY_PREFIX_MAX = 2;

export interface SearchHit {
  ridet: string;
  denomination: string;
  score: number;
  anciennes_denominations?: string[];
  fiche_url: string;
}

export interface SearchOutcome {
  hits: SearchHit[];
  total: number;
}

export class SearchIndexError extends AppError<'snapshot_corrupt'> {}

/** Everything the engine needs, laid out by the loader; nothing left to parse. */
interface LoadedIndex {
  documentCount: number;
  ridets: string[];
  names: string[];
  former: Array<readonly string[]>;
  urls: string[];
  fieldLength: Float64Array;
  ridetLength: Float64Array;
  average: [number, number, number];
  terms: SearchableMap<number>;
  termText: string[];
  postStart: Int32Array;
  postDoc: Int32Array;
  postTf: Uint16Array;
  /** Postings per company and name field (doc * 2 + f), to lay out the forward index. */
  perDoc: Int32Array;
  exactName: Map<string, number[]>;
  exactFormer: Map<string, number[]>;
}

interface StoredFields {
  ridet?: string;
  denomination?: string;
  anciennes_denominations?: string[];
  fiche_url?: string;
}

/** Index entries handled between two yields of the loader (a few milliseconds of work). */
const LOAD_STEP = 2_000;

/** A typed array that grows by doubling, for postings whose count is known only at the end. */
class Growable<T extends Int32Array | Uint16Array> {
  length = 0;
  constructor(
    private array: T,
    private readonly make: (size: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.array.length) {
      const bigger = this.make(this.array.length * 2);
      bigger.set(this.array);
      this.array = bigger;
    }
    this.array[this.length++] = value;
  }

  done(): T {
    return this.array.slice(0, this.length) as T;
  }
}

/**
 * Reads a serialized MiniSearch index (version 2: documentIds, fieldIds, fieldLength,
 * averageFieldLength, storedFields, index) member by member, yielding every LOAD_STEP entries.
 * Dense document ids follow RIDET order: a RIDET prefix is then a range of ids, and ties break
 * by RIDET.
 */
function* loadIndex(text: string): Generator<void, LoadedIndex> {
  const root = new Map<string, { start: number; end: number }>();
  for (const member of yield* scanMembers(text, text.search(/\S/))) root.set(member.key!, member);
  const section = (name: string) => {
    const found = root.get(name);
    if (!found) throw new SearchIndexError('snapshot_corrupt', `[api] search index has no ${name}`);
    return found;
  };
  const parse = <T>(where: { start: number; end: number }) => JSON.parse(text.slice(where.start, where.end)) as T;
  const version = parse<number>(section('serializationVersion'));
  if (version !== 2) throw new SearchIndexError('snapshot_corrupt', `[api] search index: unknown serialization version ${version}`);
  const fieldIds = parse<Record<string, number>>(section('fieldIds'));
  const fieldId = (name: string) => {
    const id = fieldIds[name];
    if (id === undefined) throw new SearchIndexError('snapshot_corrupt', `[api] search index has no field ${name}`);
    return id;
  };
  // Field order in our arrays: denomination, anciennes (names), identifiants (RIDET).
  const fields = [fieldId('denomination'), fieldId('anciennes'), fieldId('identifiants')] as const;
  const documentCount = parse<number>(section('documentCount'));
  const averageFieldLength = parse<number[]>(section('averageFieldLength'));

  const shortIds: number[] = [];
  const ridetOf: string[] = [];
  let steps = 0;
  for (const { key, start, end } of jsonMembers(text, section('documentIds').start)) {
    shortIds.push(Number(key));
    ridetOf.push(JSON.parse(text.slice(start, end)) as string);
    if (++steps % LOAD_STEP === 0) yield;
  }
  const order = shortIds.map((_, i) => i).sort((a, b) => (ridetOf[a]! < ridetOf[b]! ? -1 : ridetOf[a]! > ridetOf[b]! ? 1 : 0));
  const n = order.length;
  let maxShortId = -1;
  for (const shortId of shortIds) if (shortId > maxShortId) maxShortId = shortId;
  const dense = new Int32Array(maxShortId + 1).fill(-1);
  const ridets = new Array<string>(n);
  order.forEach((i, doc) => {
    dense[shortIds[i]!] = doc;
    ridets[doc] = ridetOf[i]!;
  });
  const denseOf = (key: string | null): number => {
    const shortId = Number(key);
    return Number.isInteger(shortId) && shortId >= 0 && shortId < dense.length ? dense[shortId]! : -1;
  };
  yield;

  const names = new Array<string>(n).fill('');
  const former = new Array<readonly string[]>(n).fill(EMPTY);
  const urls = new Array<string>(n).fill('');
  for (const { key, start, end } of jsonMembers(text, section('storedFields').start)) {
    const doc = denseOf(key);
    if (doc >= 0) {
      const stored = JSON.parse(text.slice(start, end)) as StoredFields;
      names[doc] = stored.denomination ?? '';
      const formerNames = stored.anciennes_denominations ?? [];
      if (formerNames.length > 0) former[doc] = formerNames;
      urls[doc] = stored.fiche_url ?? '';
    }
    if (++steps % LOAD_STEP === 0) yield;
  }
  const exactName = new Map<string, number[]>();
  const exactFormer = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, doc: number) => {
    const list = map.get(key);
    if (list) list.push(doc);
    else map.set(key, [doc]);
  };
  for (let doc = 0; doc < n; doc++) {
    push(exactName, foldName(names[doc]!), doc);
    for (const name of former[doc]!) push(exactFormer, foldName(name), doc);
    if (doc % LOAD_STEP === 0) yield;
  }

  const fieldLength = new Float64Array(n * NAME_FIELDS);
  const ridetLength = new Float64Array(n).fill(1);
  for (const { key, start, end } of jsonMembers(text, section('fieldLength').start)) {
    const doc = denseOf(key);
    if (doc >= 0) {
      const lengths = JSON.parse(text.slice(start, end)) as Array<number | null>;
      fieldLength[doc * 2] = lengths[fields[0]] ?? 0;
      fieldLength[doc * 2 + 1] = lengths[fields[1]] ?? 0;
      ridetLength[doc] = lengths[fields[2]] ?? 1;
    }
    if (++steps % LOAD_STEP === 0) yield;
  }

  // Name words only: RIDETs are served by the sorted array.
  const terms = new SearchableMap<number>();
  const termText: string[] = [];
  const postStart = new Growable(new Int32Array(1 << 14), (size) => new Int32Array(size));
  const postDoc = new Growable(new Int32Array(1 << 16), (size) => new Int32Array(size));
  const postTf = new Growable(new Uint16Array(1 << 16), (size) => new Uint16Array(size));
  const perDoc = new Int32Array(n * NAME_FIELDS);
  let scratch = new Float64Array(1024);
  for (const { start, end } of jsonMembers(text, section('index').start)) {
    const [term, data] = JSON.parse(text.slice(start, end)) as [string, Record<string, Record<string, number>>];
    if (data[fields[0]] !== undefined || data[fields[1]] !== undefined) {
      terms.set(term, termText.length);
      termText.push(term);
      for (let f = 0; f < NAME_FIELDS; f++) {
        postStart.push(postDoc.length);
        const docs = data[fields[f]!];
        if (!docs) continue;
        // Postings in document order, so that a scan reads memory forward: document and term
        // frequency packed in one number (doc * 65536 + tf, exact in a double), sorted as one.
        let count = 0;
        for (const shortId in docs) {
          const doc = denseOf(shortId);
          if (doc < 0) continue;
          if (count === scratch.length) {
            const bigger = new Float64Array(scratch.length * 2);
            bigger.set(scratch);
            scratch = bigger;
          }
          scratch[count++] = doc * 65536 + Math.min(docs[shortId]!, 65535);
        }
        const sorted = scratch.subarray(0, count).sort();
        for (let i = 0; i < count; i++) {
          const packed = sorted[i]!;
          const doc = Math.floor(packed / 65536);
          postDoc.push(doc);
          postTf.push(packed - doc * 65536);
          perDoc[doc * 2 + f]! += 1;
        }
      }
    }
    if (++steps % LOAD_STEP === 0) yield;
  }
  postStart.push(postDoc.length);
  const average: [number, number, number] = [averageFieldLength[fields[0]] ?? 1, averageFieldLength[fields[1]] ?? 1, averageFieldLength[fields[2]] ?? 1];
  return {
    documentCount, ridets, names, former, urls, fieldLength, ridetLength, average, terms, termText,
    postStart: postStart.done(), postDoc: postDoc.done(), postTf: postTf.done(), perDoc, exactName, exactFormer,
  };
}

/** One way a query word matches: an index word (or a RIDET range), with its MiniSearch weight. */
interface WordSpec {
  term: string;
  /** How many times the query repeats it (MiniSearch scores each occurrence). */
  times: number;
  bit: number;
  prefix: boolean;
  /** Name words it expands to: term ids and weights (null: lazy prefix, checked on candidates). */
  names: { ids: Int32Array; weights: Float64Array } | null;
  /** Documents whose RIDET equals the word, and the range whose RIDET extends it. */
  ridetExact: number;
  ridetRange: [number, number];
  /** Companies its postings touch (its cost when iterated). */
  size: number;
  common: boolean;
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = SEARCH_INDEX_OPTIONS.processTerm as (term: string) => string | null;
const EMPTY: readonly string[] = Object.freeze([]);

export class CompanySearch {
  readonly documentCount: number;
  readonly #ridets: string[];
  readonly #names: string[];
  readonly #former: Array<readonly string[]>;
  readonly #urls: string[];
  /** Field lengths of the name fields (doc * 2 + field) and their averages, then the RIDET field's. */
  readonly #fieldLength: Float64Array;
  readonly #ridetLength: Float64Array;
  readonly #average: [number, number, number];
  readonly #terms: SearchableMap<number>;
  readonly #termText: string[];
  /** Postings: for term t and name field f, entries postStart[t*2+f] .. postStart[t*2+f+1]. */
  readonly #postStart: Int32Array;
  readonly #postDoc: Int32Array;
  readonly #postTf: Uint16Array;
  /** Forward index: for doc d and name field f, entries fwdStart[d*2+f] .. fwdStart[d*2+f+1]. */
  readonly #fwdStart: Int32Array;
  readonly #fwdTerm: Int32Array;
  readonly #fwdTf: Uint16Array;
  readonly #exactName: Map<string, number[]>;
  readonly #exactFormer: Map<string, number[]>;
  readonly #commonAbove: number;
  // Scratch space of one query at a time (search is synchronous).
  readonly #score: Float64Array;
  readonly #matched: Uint32Array;
  readonly #candidates: Int32Array;
  readonly #stamp: Int32Array;
  readonly #stampWeight: Float64Array;
  #epoch = 0;
  /** Candidates listed by the query running now (what #reset clears). */
  #live = 0;

  private constructor(loaded: LoadedIndex) {
    this.documentCount = loaded.documentCount;
    this.#ridets = loaded.ridets;
    this.#names = loaded.names;
    this.#former = loaded.former;
    this.#urls = loaded.urls;
    this.#fieldLength = loaded.fieldLength;
    this.#ridetLength = loaded.ridetLength;
    this.#average = loaded.average;
    this.#terms = loaded.terms;
    this.#termText = loaded.termText;
    this.#postStart = loaded.postStart;
    this.#postDoc = loaded.postDoc;
    this.#postTf = loaded.postTf;
    this.#exactName = loaded.exactName;
    this.#exactFormer = loaded.exactFormer;
    const n = loaded.ridets.length;
    const t = loaded.termText.length;
    const postings = loaded.postDoc.length;
    // Forward index: each company's words, from the postings (already in document order).
    this.#fwdStart = new Int32Array(n * NAME_FIELDS + 1);
    for (let i = 0, sum = 0; i < n * NAME_FIELDS; i++) {
      this.#fwdStart[i] = sum;
      sum += loaded.perDoc[i]!;
    }
    this.#fwdStart[n * NAME_FIELDS] = postings;
    this.#fwdTerm = new Int32Array(postings);
    this.#fwdTf = new Uint16Array(postings);
    const fill = loaded.perDoc.fill(0);
    for (let id = 0; id < t; id++) {
      for (let f = 0; f < NAME_FIELDS; f++) {
        for (let p = this.#postStart[id * 2 + f]!; p < this.#postStart[id * 2 + f + 1]!; p++) {
          const doc = this.#postDoc[p]!;
          const slot = this.#fwdStart[doc * 2 + f]! + fill[doc * 2 + f]!;
          fill[doc * 2 + f]! += 1;
          this.#fwdTerm[slot] = id;
          this.#fwdTf[slot] = this.#postTf[p]!;
        }
      }
    }
    this.#commonAbove = commonThreshold(this.documentCount);
    this.#score = new Float64Array(n);
    this.#matched = new Uint32Array(n);
    this.#candidates = new Int32Array(n);
    this.#stamp = new Int32Array(t);
    this.#stampWeight = new Float64Array(t);
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
   * next snapshot's search while it answers requests). Each member of the index's JSON is
   * parsed on its own, so the 10^5-company index never exists as one tree of objects (about
   * 140 MB of them for 27 MB of JSON).
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
    return this.#termText.length;
  }

  /**
   * Companies by name, former name, RIDET or RID. A query of digits (spaces, dots and dashes
   * allowed) is a RIDET prefix; otherwise every uncommon word must match (a typo allowed from 4
   * letters, the last word as a prefix), falling back to any word when that finds nothing.
   * Ranking: exact current name (or RIDET), then exact former name, then score, then RIDET.
   */
  search(q: string, limit: number): SearchOutcome {
    const digits = q.replace(/[\s.-]/g, '');
    if (/^\d+$/.test(digits)) {
      const found = this.#ridetSearch(digits, limit);
      if (found.total > 0) return found;
    }
    const words = this.#words(q);
    if (words.length === 0) return { hits: [], total: 0 };
    try {
      let count = this.#and(words);
      if (count === 0) count = this.#or(words);
      return this.#ranked(count, foldName(q), limit);
    } finally {
      this.#reset();
    }
  }

  #ridetSearch(digits: string, limit: number): SearchOutcome {
    const [lo, hi] = this.#ridetRange(digits);
    if (hi <= lo) return { hits: [], total: 0 };
    const exact = this.#ridets[lo] === digits ? lo : -1;
    // Every RIDET is unique, one per company and one word long: all prefix matches score alike.
    const prefixScore = (doc: number) => this.#bm25(1, 1, this.#ridetLength[doc]!, this.#average[RIDET_FIELD]) * this.#prefixWeight(this.#ridets[doc]!.length, digits.length);
    const hits: SearchHit[] = [];
    for (let doc = lo; doc < hi && hits.length < limit; doc++) {
      const score = doc === exact ? this.#bm25(1, 1, this.#ridetLength[doc]!, this.#average[RIDET_FIELD]) : prefixScore(doc);
      hits.push(this.#hit(doc, score));
    }
    return { hits, total: hi - lo };
  }

  /** Dense ids [lo, hi) whose RIDET starts with `prefix` (RIDETs are sorted). */
  #ridetRange(prefix: string): [number, number] {
    const ridets = this.#ridets;
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

  /** The distinct query words with what each expands to, in query order. */
  #words(q: string): WordSpec[] {
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
    for (const spec of specs.values()) this.#expand(spec, false);
    return [...specs.values()];
  }

  /** Works out a word's expansions; a short last word waits until it must drive (`force`). */
  #expand(spec: WordSpec, force: boolean): void {
    const { term } = spec;
    const lazy = spec.prefix && term.length <= LAZY_PREFIX_MAX && !force;
    let size = 0;
    if (!lazy) {
      const ids: number[] = [];
      const weights: number[] = [];
      const exact = this.#terms.get(term);
      if (exact !== undefined) {
        ids.push(exact);
        weights.push(1);
      }
      const prefixed = new Set<string>();
      if (spec.prefix) {
        for (const [word, id] of this.#terms.atPrefix(term)) {
          if (word.length === term.length) continue;
          prefixed.add(word);
          ids.push(id);
          weights.push(this.#prefixWeight(word.length, term.length));
        }
      }
      if (term.length >= 4 && !/^\d+$/.test(term)) {
        const distance = Math.min(MAX_FUZZY, Math.round(term.length * 0.2));
        if (distance > 0) {
          for (const [word, [id, d]] of this.#terms.fuzzyGet(term, distance)) {
            if (d === 0 || prefixed.has(word)) continue;
            ids.push(id);
            weights.push((FUZZY_WEIGHT * word.length) / (word.length + d));
          }
        }
      }
      for (const id of ids) size += this.#postStart[id * 2 + 2]! - this.#postStart[id * 2]!;
      spec.names = { ids: Int32Array.from(ids), weights: Float64Array.from(weights) };
    }
    // RIDETs: an exact RIDET, and when the word is the last, every RIDET it begins.
    if (/^\d+$/.test(term)) {
      const [lo, hi] = this.#ridetRange(term);
      spec.ridetExact = lo < hi && this.#ridets[lo] === term ? lo : -1;
      spec.ridetRange = spec.prefix ? [lo, hi] : [0, 0];
      size += spec.prefix ? hi - lo : spec.ridetExact >= 0 ? 1 : 0;
    }
    spec.size = lazy ? Number.POSITIVE_INFINITY : size;
    spec.common = COMMON_WORDS.has(term) || (!lazy && size > this.#commonAbove);
  }

  /**
   * Which words must match: the uncommon ones, and a short last word (a prefix being typed)
   * with them; common words only rank. A query with no uncommon word needs every word. Returns
   * the number of candidates left in the scratch list, scored.
   */
  #and(words: WordSpec[]): number {
    const lazy = (w: WordSpec) => w.names === null;
    const rare = words.filter((w) => !w.common && !lazy(w));
    const required = rare.length === 0 ? [...words] : words.filter((w) => !w.common);
    const optional = words.filter((w) => !required.includes(w));
    required.sort((a, b) => a.size - b.size);
    const driver = required[0]!;
    if (driver.names === null) this.#expand(driver, true);
    let count = (this.#live = this.#scoreAll(driver, 0));
    let mask = driver.bit;
    for (const word of required.slice(1)) {
      if (count === 0) return 0;
      this.#scoreCandidates(word, count, mask);
      mask |= word.bit;
      count = this.#live = this.#keep(count, mask);
    }
    for (const word of optional) this.#scoreCandidates(word, count, mask);
    return count;
  }

  /** Any word may match: every word scored over its whole postings. */
  #or(words: WordSpec[]): number {
    this.#reset();
    let count = 0;
    for (const word of words) {
      if (word.names === null) this.#expand(word, true);
      count = this.#live = this.#scoreAll(word, count);
    }
    return count;
  }

  /**
   * Scores a word over all of its postings. `count` candidates are already listed; documents
   * met for the first time join the list.
   */
  #scoreAll(word: WordSpec, count: number): number {
    const score = this.#score;
    const matched = this.#matched;
    const candidates = this.#candidates;
    const add = (doc: number, s: number) => {
      if (matched[doc] === 0) candidates[count++] = doc;
      matched[doc]! |= word.bit;
      score[doc]! += s;
    };
    const { names } = word;
    if (names) {
      for (let e = 0; e < names.ids.length; e++) {
        const id = names.ids[e]!;
        const weight = names.weights[e]! * word.times;
        for (let f = 0; f < NAME_FIELDS; f++) {
          const from = this.#postStart[id * 2 + f]!;
          const to = this.#postStart[id * 2 + f + 1]!;
          if (from === to) continue;
          const idf = this.#idf(to - from);
          const boost = f === 0 ? 2 : 1;
          const average = this.#average[f]!;
          for (let p = from; p < to; p++) {
            const doc = this.#postDoc[p]!;
            add(doc, weight * boost * idf * this.#tfPart(this.#postTf[p]!, this.#fieldLength[doc * 2 + f]!, average));
          }
        }
      }
    }
    if (word.ridetExact >= 0) add(word.ridetExact, word.times * this.#ridetScore(word.ridetExact, 1));
    const [lo, hi] = word.ridetRange;
    for (let doc = lo; doc < hi; doc++) {
      if (doc === word.ridetExact) continue;
      add(doc, word.times * this.#ridetScore(doc, this.#prefixWeight(this.#ridets[doc]!.length, word.term.length)));
    }
    return count;
  }

  /** Scores a word on the `count` listed candidates only (those holding every bit of `mask`). */
  #scoreCandidates(word: WordSpec, count: number, mask: number): void {
    const candidates = this.#candidates;
    const matched = this.#matched;
    const score = this.#score;
    const add = (doc: number, s: number) => {
      matched[doc]! |= word.bit;
      score[doc]! += s;
    };
    const perCandidate = count * 6;
    if (word.names !== null && word.size <= perCandidate) {
      // Cheaper through the word's postings: skip documents not in the running.
      const { names } = word;
      for (let e = 0; e < names.ids.length; e++) {
        const id = names.ids[e]!;
        const weight = names.weights[e]! * word.times;
        for (let f = 0; f < NAME_FIELDS; f++) {
          const from = this.#postStart[id * 2 + f]!;
          const to = this.#postStart[id * 2 + f + 1]!;
          if (from === to) continue;
          const idf = this.#idf(to - from);
          const boost = f === 0 ? 2 : 1;
          for (let p = from; p < to; p++) {
            const doc = this.#postDoc[p]!;
            if ((matched[doc]! & mask) !== mask) continue;
            add(doc, weight * boost * idf * this.#tfPart(this.#postTf[p]!, this.#fieldLength[doc * 2 + f]!, this.#average[f]!));
          }
        }
      }
    } else {
      // Cheaper through the candidates' own words.
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
          const from = this.#fwdStart[doc * 2 + f]!;
          const to = this.#fwdStart[doc * 2 + f + 1]!;
          for (let p = from; p < to; p++) {
            const id = this.#fwdTerm[p]!;
            let weight: number;
            if (lazyPrefix === null) {
              if (this.#stamp[id] !== epoch) continue;
              weight = this.#stampWeight[id]!;
            } else {
              const text = this.#termText[id]!;
              if (!text.startsWith(lazyPrefix)) continue;
              weight = text.length === lazyPrefix.length ? 1 : this.#prefixWeight(text.length, lazyPrefix.length);
            }
            const df = this.#postStart[id * 2 + f + 1]! - this.#postStart[id * 2 + f]!;
            add(doc, weight * word.times * (f === 0 ? 2 : 1) * this.#idf(df) * this.#tfPart(this.#fwdTf[p]!, this.#fieldLength[doc * 2 + f]!, this.#average[f]!));
          }
        }
        const ridet = this.#ridets[doc]!;
        if (word.ridetExact === doc) add(doc, word.times * this.#ridetScore(doc, 1));
        else if (ridetPrefix !== null && ridet.length > ridetPrefix.length && ridet.startsWith(ridetPrefix)) {
          add(doc, word.times * this.#ridetScore(doc, this.#prefixWeight(ridet.length, word.term.length)));
        }
      }
    }
  }

  /** Keeps the candidates holding every bit of `mask`; the others are cleared. */
  #keep(count: number, mask: number): number {
    const candidates = this.#candidates;
    let kept = 0;
    for (let c = 0; c < count; c++) {
      const doc = candidates[c]!;
      if ((this.#matched[doc]! & mask) === mask) candidates[kept++] = doc;
      else {
        this.#matched[doc] = 0;
        this.#score[doc] = 0;
      }
    }
    return kept;
  }

  /** The `limit` best of the `count` candidates, exact names first. */
  #ranked(count: number, folded: string, limit: number): SearchOutcome {
    const candidates = this.#candidates;
    const matched = this.#matched;
    const final = (doc: number) => this.#score[doc]! * popcount(matched[doc]!);
    const inResults = (doc: number) => matched[doc] !== 0;
    const first: number[] = [];
    for (const doc of this.#exactName.get(folded) ?? []) if (inResults(doc)) first.push(doc);
    const second: number[] = [];
    for (const doc of this.#exactFormer.get(folded) ?? []) if (inResults(doc) && !first.includes(doc)) second.push(doc);
    const byScore = (a: number, b: number) => final(b) - final(a) || a - b;
    first.sort(byScore);
    second.sort(byScore);
    const top: number[] = [];
    const want = Math.max(0, limit - first.length - second.length);
    if (want > 0) {
      // Bounded insertion: the list never holds more than `want` documents.
      const ranked = new Set([...first, ...second]);
      for (let c = 0; c < count; c++) {
        const doc = candidates[c]!;
        if (ranked.has(doc)) continue;
        if (top.length === want && byScore(doc, top[want - 1]!) >= 0) continue;
        let i = top.length === want ? want - 1 : top.length;
        while (i > 0 && byScore(doc, top[i - 1]!) < 0) {
          top[i] = top[i - 1]!;
          i -= 1;
        }
        top[i] = doc;
      }
    }
    const hits = [...first, ...second, ...top].slice(0, limit).map((doc) => this.#hit(doc, final(doc)));
    return { hits, total: count };
  }

  #hit(doc: number, score: number): SearchHit {
    const former = this.#former[doc]!;
    return {
      ridet: this.#ridets[doc]!,
      denomination: this.#names[doc]!,
      score: Math.round(score * 1000) / 1000,
      ...(former.length > 0 ? { anciennes_denominations: [...former] } : {}),
      fiche_url: this.#urls[doc]!,
    };
  }

  /** Clears what the last query wrote: only listed candidates (#keep clears those it drops). */
  #reset(): void {
    for (let c = 0; c < this.#live; c++) {
      const doc = this.#candidates[c]!;
      this.#score[doc] = 0;
      this.#matched[doc] = 0;
    }
    this.#live = 0;
  }

  #idf(df: number): number {
    return Math.log(1 + (this.documentCount - df + 0.5) / (df + 0.5));
  }

  #tfPart(tf: number, fieldLength: number, average: number): number {
    return BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * fieldLength) / average));
  }

  #bm25(tf: number, df: number, fieldLength: number, average: number): number {
    return this.#idf(df) * this.#tfPart(tf, fieldLength, average);
  }

  #ridetScore(doc: number, weight: number): number {
    return weight * this.#bm25(1, 1, this.#ridetLength[doc]!, this.#average[RIDET_FIELD]);
  }

  #prefixWeight(wordLength: number, queryLength: number): number {
    return (PREFIX_WEIGHT * wordLength) / (wordLength + 0.3 * (wordLength - queryLength));
  }
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
