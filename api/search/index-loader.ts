import SearchableMap from 'minisearch/SearchableMap';
import { foldName } from '../../publish/artefacts/search-options.ts';
import { AppError } from '../../kernel/errors/app-error.ts';
import { jsonMembers, scanMembers } from './json-members.ts';
import { buildTermTrie, type TermTrie } from './term-trie.ts';

/**
 * The loader: reads `search/index.json`, a serialized MiniSearch index (serialization version 2,
 * what `JSON.stringify(miniSearch)` and publish/artefacts/search-index-json.ts write), member by
 * member into flat arrays. Nothing is left to parse after it; index-layout.ts arranges what it
 * returns for queries.
 *
 * Each member of the JSON is parsed on its own, so the 10^5-company index never exists as one
 * tree of objects (about 140 MB of them for 27 MB of JSON), and the work yields every
 * LOAD_STEP entries so that a server can build the next snapshot's engine between requests.
 */

export class SearchIndexError extends AppError<'snapshot_corrupt'> {}

/** Name fields, in this order in every per-field array: denomination, then former names. */
export const NAME_FIELDS = 2;
/** RIDETs are the third field, kept apart (a sorted array instead of postings). */
export const RIDET_FIELD = 2;

/** Everything the engine needs, dense document ids in RIDET order. */
export interface LoadedIndex {
  documentCount: number;
  ridets: string[];
  names: string[];
  former: Array<readonly string[]>;
  urls: string[];
  /** The commune of each company's siège ('' when unknown), its current and former officers' names. */
  communes: string[];
  officers: Array<readonly string[]>;
  formerOfficers: Array<readonly string[]>;
  /** Lengths of the name fields, doc * NAME_FIELDS + field. */
  fieldLength: Float64Array;
  ridetLength: Float64Array;
  /** Average lengths: denomination, former names, RIDET. */
  average: [number, number, number];
  /** Name words only (RIDETs are served by the sorted array), to their term ids, laid out flat. */
  trie: TermTrie;
  termText: string[];
  /** Postings of term t and name field f: postStart[t * 2 + f] .. postStart[t * 2 + f + 1]. */
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
  commune?: string;
  dirigeants?: string[];
  anciens_dirigeants?: string[];
}

/** Index entries handled between two yields of the loader (a few milliseconds of work). */
const LOAD_STEP = 2_000;
const EMPTY: readonly string[] = Object.freeze([]);

/** A typed array that grows by doubling, for postings whose count is known only at the end. */
class Growable<T extends Int32Array | Uint16Array> {
  length = 0;
  private array: T;
  private readonly make: (size: number) => T;
  constructor(
    array: T,
    make: (size: number) => T,
  ) {
    this.array = array;
    this.make = make;
  }

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
 * Reads the index's members (documentIds, fieldIds, fieldLength, averageFieldLength,
 * storedFields, index), yielding every LOAD_STEP entries. Dense document ids follow RIDET
 * order: a RIDET prefix is then a range of ids, and ties break by RIDET. Postings of documents
 * no longer in `documentIds` (an index with removals not yet vacuumed) are skipped.
 */
export function* loadIndex(text: string): Generator<void, LoadedIndex> {
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
  const communes = new Array<string>(n).fill('');
  const officers = new Array<readonly string[]>(n).fill(EMPTY);
  const formerOfficers = new Array<readonly string[]>(n).fill(EMPTY);
  for (const { key, start, end } of jsonMembers(text, section('storedFields').start)) {
    const doc = denseOf(key);
    if (doc >= 0) {
      const stored = JSON.parse(text.slice(start, end)) as StoredFields;
      names[doc] = stored.denomination ?? '';
      const formerNames = stored.anciennes_denominations ?? [];
      if (formerNames.length > 0) former[doc] = formerNames;
      urls[doc] = stored.fiche_url ?? '';
      communes[doc] = stored.commune ?? '';
      if (stored.dirigeants?.length) officers[doc] = stored.dirigeants;
      if (stored.anciens_dirigeants?.length) formerOfficers[doc] = stored.anciens_dirigeants;
    }
    if (++steps % LOAD_STEP === 0) yield;
  }
  const exactName = new Map<string, number[]>();
  const exactFormer = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, doc: number) => {
    const list = map.get(key);
    // Once per company: two former names may fold alike ("MINES" and "Mines").
    if (!list) map.set(key, [doc]);
    else if (list[list.length - 1] !== doc) list.push(doc);
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
  const trie = yield* buildTermTrie(terms);
  const average: [number, number, number] = [averageFieldLength[fields[0]] ?? 1, averageFieldLength[fields[1]] ?? 1, averageFieldLength[fields[2]] ?? 1];
  return {
    documentCount, ridets, names, former, urls, communes, officers, formerOfficers, fieldLength, ridetLength, average, trie, termText,
    postStart: postStart.done(), postDoc: postDoc.done(), postTf: postTf.done(), perDoc, exactName, exactFormer,
  };
}
