import { COMMUNE_BY_FOLDED } from '../../publish/artefacts/communes.js';
import { foldName } from '../../publish/artefacts/search-options.js';
import type { LoadedIndex } from './index-loader.js';

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
  /** Officers' name words, sorted, and the companies (ascending, once each) of each. */
  readonly #words: string[];
  readonly #docs: Int32Array[];
  readonly #byCommune = new Map<string, number[]>();
  readonly #communes: string[];

  constructor(loaded: LoadedIndex) {
    const padded = (names: readonly string[]) => (names.length === 0 ? names : names.map((name) => ` ${foldName(name)} `));
    this.#officers = loaded.officers.map(padded);
    this.#formerOfficers = loaded.formerOfficers.map(padded);
    this.#communes = loaded.communes;
    const byWord = new Map<string, number[]>();
    for (let doc = 0; doc < loaded.documentCount && doc < loaded.ridets.length; doc++) {
      for (const name of [...loaded.officers[doc]!, ...loaded.formerOfficers[doc]!]) {
        for (const word of foldName(name).split(' ')) {
          if (word === '') continue;
          const list = byWord.get(word);
          if (!list) byWord.set(word, [doc]);
          else if (list[list.length - 1] !== doc) list.push(doc);
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
    this.#docs = this.#words.map((w) => Int32Array.from(byWord.get(w)!));
  }

  /** Companies whose siège is in the commune the whole query (folded) names, ascending. */
  commune(folded: string): readonly number[] {
    const commune = COMMUNE_BY_FOLDED.get(folded);
    return commune ? (this.#byCommune.get(commune) ?? []) : [];
  }

  /** Whether the company's siège is in the commune the whole query names. */
  inCommune(doc: number, folded: string): boolean {
    const commune = COMMUNE_BY_FOLDED.get(folded);
    return commune !== undefined && this.#communes[doc] === commune;
  }

  /** `folded`: the query as foldName folds it. */
  officers(folded: string): PeopleMatch {
    const words = folded.split(' ').filter((w) => w !== '');
    if (words.length === 0) return NO_ONE;
    const last = words.length - 1;
    const prefixLast = words.length > 1 || words[last]!.length >= 3;
    // The most selective exact word drives; the prefix word only when it is the only one.
    let driver: Int32Array | null = null;
    for (let i = 0; i < words.length; i++) {
      if (i === last && prefixLast) continue;
      const docs = this.#exact(words[i]!);
      if (docs.length === 0) return NO_ONE;
      if (driver === null || docs.length < driver.length) driver = docs;
    }
    const candidates = driver ?? this.#prefixDocs(words[last]!);
    const current: number[] = [];
    const former: number[] = [];
    for (const doc of candidates) {
      if (this.#anyNamed(this.#officers[doc]!, words, prefixLast)) current.push(doc);
      if (this.#anyNamed(this.#formerOfficers[doc]!, words, prefixLast)) former.push(doc);
    }
    return { current, former };
  }

  #exact(word: string): Int32Array {
    const at = lowerBound(this.#words, word);
    return this.#words[at] === word ? this.#docs[at]! : new Int32Array(0);
  }

  /** Companies of every word starting with `prefix`, ascending, once each. */
  #prefixDocs(prefix: string): number[] {
    const seen = new Set<number>();
    for (let at = lowerBound(this.#words, prefix); at < this.#words.length && this.#words[at]!.startsWith(prefix); at++) {
      for (const doc of this.#docs[at]!) seen.add(doc);
    }
    return [...seen].sort((a, b) => a - b);
  }

  #anyNamed(names: readonly string[], words: string[], prefixLast: boolean): boolean {
    const last = words.length - 1;
    return names.some((name) => words.every((w, i) => name.includes(i === last && prefixLast ? ` ${w}` : ` ${w} `)));
  }
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
