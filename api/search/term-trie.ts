import type SearchableMap from 'minisearch/SearchableMap';

/** MiniSearch's radix tree: edges by label, the empty label holding a word's value. */
type RadixTree = Map<string, RadixTree | number>;
const LEAF = '';

/**
 * The name words' radix tree (MiniSearch's SearchableMap) laid out in flat typed arrays, with
 * SearchableMap's three look-ups re-done over them: `get`, `atPrefix` (the words a prefix
 * begins) and `fuzzyGet` (the words within an edit distance). Same edges, same walk, same
 * results in the same order, so that the scores summed over them are MiniSearch's to the last
 * bit; but no Map iterator, sliced string or result array per node and word: SearchableMap's
 * fuzzy walk was half of a search's CPU and a tenth of its bytes.
 *
 * Node `i` lists its items `itemStart[i] .. itemStart[i + 1]` in the tree's key order: a word's
 * end (`itemTerm` its id, the empty key) or an edge (`itemChild`, its label the char codes
 * `labels[labelStart[k] .. labelStart[k + 1]]`). Results go to `found` and `foundDistance`,
 * scratch space of one look-up at a time (search is synchronous).
 */
export class TermTrie {
  readonly #itemStart: Int32Array;
  readonly #itemTerm: Int32Array;
  readonly #itemChild: Int32Array;
  readonly #labelStart: Int32Array;
  readonly #labels: Uint16Array;
  /** Per item: the characters (bucket bits, `charBit`) of every word it leads to, whole words. */
  readonly #itemChars: Int32Array;
  /** Term ids of the last look-up (`found[0 .. count)`), and for `fuzzy` their distances. */
  found: Int32Array;
  foundDistance: Uint8Array;
  #count = 0;
  /** Characters of the text the last `#descend` followed edges for. */
  #reached = 0;
  #matrix = new Uint8Array(0);
  #query = new Uint16Array(0);
  /** The query's characters (bucket bits), and how many of its positions fall in each bucket. */
  #queryChars = 0;
  readonly #queryCount = new Int32Array(32);

  constructor(layout: TermTrieLayout) {
    this.#itemStart = layout.itemStart;
    this.#itemTerm = layout.itemTerm;
    this.#itemChild = layout.itemChild;
    this.#labelStart = layout.labelStart;
    this.#labels = layout.labels;
    this.#itemChars = layout.itemChars;
    this.found = new Int32Array(64);
    this.foundDistance = new Uint8Array(64);
  }

  /** The id of a word, or undefined (SearchableMap's `get`). */
  get(word: string): number | undefined {
    const node = this.#descend(word);
    if (this.#reached < word.length) return undefined;
    for (let k = this.#itemStart[node]!; k < this.#itemStart[node + 1]!; k++) if (this.#itemTerm[k]! >= 0) return this.#itemTerm[k];
    return undefined;
  }

  /**
   * The ids of the words `prefix` begins, itself included, in the order SearchableMap's
   * `atPrefix(prefix)` iterates them (each node's keys last first). Returns how many, in `found`.
   */
  prefixed(prefix: string): number {
    this.#count = 0;
    const node = this.#descend(prefix);
    const at = this.#reached;
    if (at === prefix.length) {
      this.#allBelow(node);
      return this.#count;
    }
    // The prefix ends inside an edge: the words below that edge (the only one it begins).
    for (let k = this.#itemStart[node]!; k < this.#itemStart[node + 1]!; k++) {
      const child = this.#itemChild[k]!;
      if (child < 0) continue;
      const from = this.#labelStart[k]!;
      if (this.#labelStart[k + 1]! - from > prefix.length - at && this.#labelBegins(from, prefix, at)) {
        this.#allBelow(child);
        break;
      }
    }
    return this.#count;
  }

  /**
   * Follows the edges `text` spells from the root (SearchableMap's `trackDown`): the last node
   * reached, with `#reached` set to how many characters of `text` its edges took.
   */
  #descend(text: string): number {
    let node = 0;
    let at = 0;
    descend: while (at < text.length) {
      for (let k = this.#itemStart[node]!; k < this.#itemStart[node + 1]!; k++) {
        const child = this.#itemChild[k]!;
        if (child < 0) continue;
        const from = this.#labelStart[k]!;
        const length = this.#labelStart[k + 1]! - from;
        if (this.#startsWith(text, at, from, length)) {
          node = child;
          at += length;
          continue descend;
        }
      }
      break;
    }
    this.#reached = at;
    return node;
  }

  /**
   * The ids of the words within `maxDistance` edits of `query`, with their distances in
   * `foundDistance`, in the order SearchableMap's `fuzzyGet` finds them: its walk over the tree
   * with one Levenshtein matrix whose rows follow the depth. Returns how many, in `found`.
   */
  fuzzy(query: string, maxDistance: number): number {
    this.#count = 0;
    const n = query.length + 1;
    const m = n + maxDistance;
    if (this.#matrix.length < m * n) this.#matrix = new Uint8Array(m * n * 2);
    if (this.#query.length < query.length) this.#query = new Uint16Array(query.length * 2);
    for (let j = 0; j < query.length; j++) this.#query[j] = query.charCodeAt(j);
    const matrix = this.#matrix;
    matrix.fill(maxDistance + 1, 0, m * n);
    for (let j = 0; j < n; j++) matrix[j] = j;
    for (let i = 1; i < m; i++) matrix[i * n] = i;
    const counts = this.#queryCount;
    counts.fill(0);
    let chars = 0;
    for (let j = 0; j < query.length; j++) {
      const bit = charBit(this.#query[j]!);
      chars |= 1 << bit;
      counts[bit]! += 1;
    }
    this.#queryChars = chars;
    this.#fuzzyBelow(0, 1, n, m, maxDistance);
    return this.#count;
  }

  /**
   * At least how many edits separate the query from any word holding only the characters of
   * `chars`: each query position whose character none of them has is replaced or deleted.
   * (Buckets shared by several characters only make the bound lower: never wrong.)
   */
  #missing(chars: number): number {
    let absent = this.#queryChars & ~chars;
    let missing = 0;
    while (absent !== 0) {
      const bit = 31 - Math.clz32(absent);
      missing += this.#queryCount[bit]!;
      absent &= ~(1 << bit);
    }
    return missing;
  }

  /** MiniSearch's `recurse`: the items of `node`, entered at matrix row `row`. */
  #fuzzyBelow(node: number, row: number, n: number, m: number, maxDistance: number): void {
    const matrix = this.#matrix;
    const query = this.#query;
    const labels = this.#labels;
    const offset = row * n;
    items: for (let k = this.#itemStart[node]!; k < this.#itemStart[node + 1]!; k++) {
      const term = this.#itemTerm[k]!;
      if (term >= 0) {
        const distance = matrix[offset - 1]!;
        if (distance <= maxDistance) this.#push(term, distance);
        continue;
      }
      // No word below is near enough when too many query characters appear in none of them:
      // the walk would find nothing there (the same results, without the walk).
      if (this.#missing(this.#itemChars[k]!) > maxDistance) continue;
      let i = row;
      for (let pos = this.#labelStart[k]!; pos < this.#labelStart[k + 1]!; pos++, i++) {
        // Deeper than the query's length plus maxDistance no word is near enough. (MiniSearch
        // walks on there, past its matrix, and finds nothing: the same results.)
        if (i >= m) continue items;
        const char = labels[pos]!;
        const thisRow = n * i;
        const prevRow = thisRow - n;
        let minDistance = matrix[thisRow]!;
        const jmin = Math.max(0, i - maxDistance - 1);
        const jmax = Math.min(n - 1, i + maxDistance);
        for (let j = jmin; j < jmax; j++) {
          const rpl = matrix[prevRow + j]! + (char !== query[j] ? 1 : 0);
          const del = matrix[prevRow + j + 1]! + 1;
          const ins = matrix[thisRow + j]! + 1;
          const dist = Math.min(rpl, del, ins);
          matrix[thisRow + j + 1] = dist;
          if (dist < minDistance) minDistance = dist;
        }
        if (minDistance > maxDistance) continue items;
      }
      this.#fuzzyBelow(this.#itemChild[k]!, i, n, m, maxDistance);
    }
  }

  /** Every word below `node`, its keys last first (SearchableMap's iterator). */
  #allBelow(node: number): void {
    for (let k = this.#itemStart[node + 1]! - 1; k >= this.#itemStart[node]!; k--) {
      const term = this.#itemTerm[k]!;
      if (term >= 0) this.#push(term, 0);
      else this.#allBelow(this.#itemChild[k]!);
    }
  }

  #push(term: number, distance: number): void {
    if (this.#count === this.found.length) {
      const found = new Int32Array(this.found.length * 2);
      found.set(this.found);
      this.found = found;
      const distances = new Uint8Array(found.length);
      distances.set(this.foundDistance);
      this.foundDistance = distances;
    }
    this.found[this.#count] = term;
    this.foundDistance[this.#count] = distance;
    this.#count += 1;
  }

  /** Whether `text` at `at` continues with the label of `length` codes at `from`. */
  #startsWith(text: string, at: number, from: number, length: number): boolean {
    if (text.length - at < length) return false;
    for (let c = 0; c < length; c++) if (text.charCodeAt(at + c) !== this.#labels[from + c]) return false;
    return true;
  }

  /** Whether the label at `from` begins with the rest of `text` from `at` (it is longer). */
  #labelBegins(from: number, text: string, at: number): boolean {
    for (let c = 0; at + c < text.length; c++) if (text.charCodeAt(at + c) !== this.#labels[from + c]) return false;
    return true;
  }
}

/** A character's bucket (0 to 31): a letter its own, digits six buckets of their own, the rest folded. */
function charBit(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return 26 + ((code - 48) % 6);
  return code & 31;
}

/** The flat arrays of a TermTrie (see its comment). */
interface TermTrieLayout {
  itemStart: Int32Array;
  itemTerm: Int32Array;
  itemChild: Int32Array;
  labelStart: Int32Array;
  labels: Uint16Array;
  itemChars: Int32Array;
}

/** Nodes laid out between two yields of buildTermTrie (a few milliseconds of work). */
const BUILD_STEP = 8192;

/**
 * Lays out MiniSearch's radix tree flat, yielding every BUILD_STEP nodes: at 10^5 words the
 * whole build is tens of milliseconds, which a server loading the next snapshot's search must
 * not spend in one turn of its event loop (index-loader.ts yields the same way).
 */
export function* buildTermTrie(terms: SearchableMap<number>): Generator<void, TermTrie> {
  const itemStart: number[] = [];
  const itemTerm: number[] = [];
  const itemChild: number[] = [];
  const labelStart: number[] = [];
  const labels: number[] = [];
  // Nodes numbered in the order they are met, each one's items written when it is taken from
  // the queue: a node's items are then contiguous, and in the order of its keys; a child's
  // number is always above its parent's.
  const queue: RadixTree[] = [terms._tree];
  for (let node = 0; node < queue.length; node++) {
    itemStart.push(itemTerm.length);
    for (const [key, value] of queue[node]!) {
      labelStart.push(labels.length);
      if (key === LEAF) {
        itemTerm.push(value as number);
        itemChild.push(-1);
        continue;
      }
      itemTerm.push(-1);
      itemChild.push(queue.length);
      queue.push(value as RadixTree);
      for (let c = 0; c < key.length; c++) labels.push(key.charCodeAt(c));
    }
    if (node % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  itemStart.push(itemTerm.length);
  labelStart.push(labels.length);
  const layout: TermTrieLayout = {
    itemStart: Int32Array.from(itemStart),
    itemTerm: Int32Array.from(itemTerm),
    itemChild: Int32Array.from(itemChild),
    labelStart: Int32Array.from(labelStart),
    labels: Uint16Array.from(labels),
    itemChars: new Int32Array(itemTerm.length),
  };
  yield;
  // Each item's characters: those of the path to it (parents before children), then the union
  // over the words below it (children before parents).
  const nodes = itemStart.length - 1;
  const pathChars = new Int32Array(nodes);
  for (let node = 0; node < nodes; node++) {
    for (let k = layout.itemStart[node]!; k < layout.itemStart[node + 1]!; k++) {
      const child = layout.itemChild[k]!;
      if (child < 0) continue;
      let chars = pathChars[node]!;
      for (let pos = layout.labelStart[k]!; pos < layout.labelStart[k + 1]!; pos++) chars |= 1 << charBit(layout.labels[pos]!);
      pathChars[child] = chars;
    }
    if (node % BUILD_STEP === BUILD_STEP - 1) yield;
  }
  const below = new Int32Array(nodes);
  for (let node = nodes - 1; node >= 0; node--) {
    let union = 0;
    for (let k = layout.itemStart[node]!; k < layout.itemStart[node + 1]!; k++) {
      const child = layout.itemChild[k]!;
      const chars = child < 0 ? pathChars[node]! : below[child]!;
      layout.itemChars[k] = chars;
      union |= chars;
    }
    below[node] = union;
    if (node % BUILD_STEP === 0) yield;
  }
  return new TermTrie(layout);
}
