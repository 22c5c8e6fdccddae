import { COMMUNE_BY_FOLDED } from '../../publish/artefacts/communes.ts';
import { foldName } from '../../publish/artefacts/search-options.ts';
import type { LoadedIndex } from './index-loader.ts';

/**
 * Companies by officer and by commune, beside the name engine: the index stores officers' names
 * and the siège's commune as stored fields (publish/artefacts/search-options.ts), and this
 * builds, at load, a word -> companies map over officers' names and a commune -> companies map.
 *
 * An officer matches when every word of the query is a word of that one officer's name (any
 * order, accents and case folded, no typo: a name one letter off is another person); the last
 * word may be a prefix when the query has several words or it has 3 letters or more. A commune
 * matches when the whole query is its name (with or without its article).
 */
export interface PeopleMatch {
  /** Dense ids, ascending: companies where the person is an officer, and where they were. */
  current: number[];
  former: number[];
}

const NO_ONE: PeopleMatch = { current: [], former: [] };

export class PeoplePlaces {
  /** Officers' names folded, each as " word word " (a word test is one substring search). */
  readonly #officers: Array<readonly string[]>;
  readonly #formerOfficers: Array<readonly string[]>;
  /** Officers' name words, sorted; per word the companies (ascending, once each) where it is a current, a former, any officer's. */
  readonly #words: string[];
  readonly #current: Int32Array[];
  readonly #former: Int32Array[];
  readonly #any: Int32Array[];
  readonly #byCommune = new Map<string, number[]>();
  readonly #communes: string[];
  /**
   * Scratch space of one query at a time (search is synchronous), all zeros between queries: a
   * count or mark per company. Allocated per query it was a company's byte each time (100 KB at
   * 10^5 companies), for queries that touch a handful.
   */
  readonly #scratch: Uint8Array;

  constructor(loaded: LoadedIndex) {
    const n = loaded.ridets.length;
    this.#scratch = new Uint8Array(n);
    const padded = (names: readonly string[]) => (names.length === 0 ? names : names.map((name) => ` ${foldName(name)} `));
    this.#officers = loaded.officers.map(padded);
    this.#formerOfficers = loaded.formerOfficers.map(padded);
    this.#communes = loaded.communes;
    const byWord = new Map<string, [number[], number[], number[]]>();
    const push = (list: number[], doc: number) => {
      if (list[list.length - 1] !== doc) list.push(doc);
    };
    for (let doc = 0; doc < n; doc++) {
      for (const [kind, names] of [[0, this.#officers[doc]!], [1, this.#formerOfficers[doc]!]] as const) {
        for (const name of names) {
          for (const word of name.split(' ')) {
            if (word === '') continue;
            let lists = byWord.get(word);
            if (!lists) byWord.set(word, (lists = [[], [], []]));
            push(lists[kind], doc);
            push(lists[2], doc);
          }
        }
      }
      const commune = loaded.communes[doc]!;
      if (commune !== '') {
        const list = this.#byCommune.get(commune);
        if (list) list.push(doc);
        else this.#byCommune.set(commune, [doc]);
      }
    }
    this.#words = [...byWord.keys()].sort();
    this.#current = this.#words.map((w) => Int32Array.from(byWord.get(w)![0]));
    this.#former = this.#words.map((w) => Int32Array.from(byWord.get(w)![1]));
    this.#any = this.#words.map((w) => Int32Array.from(byWord.get(w)![2]));
  }

  /** Companies whose siège is in the commune the whole query (folded) names, ascending. */
  commune(folded: string): readonly number[] {
    const commune = COMMUNE_BY_FOLDED.get(folded);
    return commune ? (this.#byCommune.get(commune) ?? []) : [];
  }

  /** Whether the company's siège is in the commune the whole query (folded) names. */
  inCommune(doc: number, folded: string): boolean {
    const commune = COMMUNE_BY_FOLDED.get(folded);
    return commune !== undefined && this.#communes[doc] === commune;
  }

  /**
   * `folded`: the query as foldName folds it. One word: its companies' lists as they are (a
   * prefix: the union of its words'). Several: the companies holding every word, by counting
   * over the words' lists (linear in their sizes, whatever a common first name costs), then
   * checked for one officer holding them all.
   */
  officers(folded: string): PeopleMatch {
    const words = folded.split(' ').filter((w) => w !== '');
    if (words.length === 0) return NO_ONE;
    const last = words.length - 1;
    const prefixLast = words.length > 1 || words[last]!.length >= 3;
    const range = (i: number): [number, number] => {
      const word = words[i]!;
      const lo = lowerBound(this.#words, word);
      if (!(i === last && prefixLast)) return this.#words[lo] === word ? [lo, lo + 1] : [lo, lo];
      let hi = lo;
      while (hi < this.#words.length && this.#words[hi]!.startsWith(word)) hi += 1;
      return [lo, hi];
    };
    if (words.length === 1) {
      const [lo, hi] = range(0);
      if (hi === lo) return NO_ONE;
      if (hi - lo === 1) return { current: Array.from(this.#current[lo]!), former: Array.from(this.#former[lo]!) };
      return { current: this.#union(this.#current, lo, hi), former: this.#union(this.#former, lo, hi) };
    }
    const ranges: Array<[number, number]> = [];
    for (let i = 0; i < words.length; i++) {
      const found = range(i);
      if (found[1] === found[0]) return NO_ONE;
      ranges.push(found);
    }
    // counts[doc] = how many of the words so far the company holds; a word counts once. Only
    // companies of the first word's lists ever leave 0: those are set back after.
    const counts = this.#scratch;
    const candidates: number[] = [];
    for (let i = 0; i < words.length; i++) {
      const [lo, hi] = ranges[i]!;
      const level = Math.min(i, 254);
      for (let at = lo; at < hi; at++) {
        for (const doc of this.#any[at]!) {
          if (counts[doc] !== level) continue;
          counts[doc] = level + 1;
          if (i === last) candidates.push(doc);
        }
      }
    }
    for (let at = ranges[0]![0]; at < ranges[0]![1]; at++) for (const doc of this.#any[at]!) counts[doc] = 0;
    candidates.sort((a, b) => a - b);
    const current: number[] = [];
    const former: number[] = [];
    for (const doc of candidates) {
      if (anyNamed(this.#officers[doc]!, words, prefixLast)) current.push(doc);
      if (anyNamed(this.#formerOfficers[doc]!, words, prefixLast)) former.push(doc);
    }
    return { current, former };
  }

  /** The companies of lists lo..hi, ascending, once each. */
  #union(lists: Int32Array[], lo: number, hi: number): number[] {
    const marks = this.#scratch;
    const docs: number[] = [];
    for (let at = lo; at < hi; at++) {
      for (const doc of lists[at]!) {
        if (marks[doc] === 1) continue;
        marks[doc] = 1;
        docs.push(doc);
      }
    }
    for (const doc of docs) marks[doc] = 0;
    return docs.sort((a, b) => a - b);
  }
}

function anyNamed(names: readonly string[], words: string[], prefixLast: boolean): boolean {
  const last = words.length - 1;
  return names.some((name) => words.every((w, i) => name.includes(i === last && prefixLast ? ` ${w}` : ` ${w} `)));
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
